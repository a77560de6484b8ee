/**
 * The one table of business error codes. The HTTP status tells the class; the code tells the case; the
 * message is what the user reads. Codes -1103 and -1104 are the spec's social sign-in outcomes (spec 01 §4).
 */
export const ERRORS = {
  /** A request field failed validation; the message names the field. */
  VALIDATION: { code: -400, status: 400, message: '입력값을 확인해주세요.' },
  /** The caller is not signed in, or the token is invalid or expired. */
  UNAUTHORIZED: { code: -401, status: 401, message: '로그인이 필요합니다.' },
  /** The caller is signed in but its role or ownership does not allow the call. */
  FORBIDDEN: { code: -403, status: 403, message: '접근 권한이 없습니다.' },
  /** No route, or the addressed record does not exist. */
  NOT_FOUND: { code: -404, status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  /** The write conflicts with existing data (duplicate id, second comment …). */
  CONFLICT: { code: -409, status: 409, message: '이미 처리된 요청입니다.' },
  /** The request body is larger than allowed. */
  PAYLOAD_TOO_LARGE: { code: -413, status: 413, message: '요청 크기가 너무 큽니다.' },
  /** Too many attempts in a time window (sign-in, SMS, recovery). */
  RATE_LIMITED: { code: -429, status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  /** Anything unexpected; details stay in the server log. */
  INTERNAL: { code: -500, status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  /** Social sign-in: the account is withdrawn. */
  SOCIAL_WITHDRAWN: { code: -1103, status: 403, message: '탈퇴한 계정입니다. 고객센터로 문의해주세요.' },
  /** Social sign-in: the account is suspended or awaiting approval. */
  SOCIAL_BLOCKED: { code: -1104, status: 403, message: '이용이 제한된 계정입니다. 고객센터로 문의해주세요.' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof ERRORS;

export const errorByCode = (code: number) => Object.values(ERRORS).find((e) => e.code === code);
