/**
 * The one table of business error codes. The HTTP status tells the class; the code tells the case; the
 * message is what the user reads. Codes -1103 and -1104 are the spec's social sign-in outcomes (product.md §A4).
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
  /** A store the call must count in (Redis, for the shared limits) did not answer; nothing was done. */
  UNAVAILABLE: {
    code: -503,
    status: 503,
    message: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  },
  /** Sign-in: unknown id or wrong password — one message for both, so ids cannot be probed. */
  LOGIN_FAILED: { code: -1101, status: 401, message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
  /** Sign-in: too many failures for this id; locked for a while. */
  LOGIN_LOCKED: {
    code: -1102,
    status: 429,
    message: '로그인 시도가 너무 많습니다. 10분 후 다시 시도하거나 비밀번호 찾기로 재설정해주세요.',
  },
  /** Social sign-in: the account is withdrawn. */
  SOCIAL_WITHDRAWN: { code: -1103, status: 403, message: '탈퇴한 계정입니다. 고객센터로 문의해주세요.' },
  /** Social sign-in: the account is suspended or awaiting approval. */
  SOCIAL_BLOCKED: { code: -1104, status: 403, message: '이용이 제한된 계정입니다. 고객센터로 문의해주세요.' },
  /** Social sign-in: no account is linked to this social identity yet; the entity prefills sign-up. */
  SOCIAL_NO_ACCOUNT: {
    code: -1105,
    status: 404,
    message: '가입된 계정이 없습니다. 회원가입을 진행해주세요.',
  },
  /** A broker or lawyer whose documents the operator has not approved yet. */
  ACCOUNT_PENDING: {
    code: -1106,
    status: 403,
    message: '가입 승인 대기 중입니다. 승인이 완료되면 이용하실 수 있습니다.',
  },
  /** The account is withdrawn or suspended: its sessions end at once. */
  ACCOUNT_INACTIVE: {
    code: -1107,
    status: 403,
    message: '이용할 수 없는 계정입니다. 고객센터로 문의해주세요.',
  },
  /** A social sign-in ticket that is unknown, used or expired. */
  SOCIAL_TICKET_INVALID: {
    code: -1108,
    status: 400,
    message: '소셜 로그인 정보가 만료되었습니다. 다시 시도해주세요.',
  },
  /** SMS: a code was sent to this number less than a minute ago. */
  SMS_COOLDOWN: { code: -1201, status: 429, message: '인증번호는 1분 후에 다시 요청할 수 있습니다.' },
  /** SMS: the code's 3 minutes are over. */
  SMS_EXPIRED: { code: -1202, status: 400, message: '인증번호가 만료되었습니다. 다시 요청해주세요.' },
  /** SMS: wrong code. */
  SMS_MISMATCH: { code: -1203, status: 400, message: '인증번호가 일치하지 않습니다.' },
  /** SMS: five wrong codes; this code is spent. */
  SMS_TOO_MANY_ATTEMPTS: {
    code: -1204,
    status: 429,
    message: '인증번호를 5회 잘못 입력하였습니다. 인증번호를 다시 요청해주세요.',
  },
  /** SMS: an action that needs a verified phone came without one. */
  SMS_NOT_VERIFIED: { code: -1205, status: 400, message: '휴대폰 인증을 완료해주세요.' },
  /** SMS: the daily number of codes for this phone is used up. */
  SMS_DAILY_LIMIT: {
    code: -1206,
    status: 429,
    message: '오늘 요청할 수 있는 인증번호 횟수를 초과했습니다. 내일 다시 시도해주세요.',
  },
  /** Sign-up: the id is taken. */
  DUPLICATE_ID: { code: -1301, status: 409, message: '이미 사용 중인 아이디입니다.' },
  /** Sign-up: this phone already has an account of that type. */
  DUPLICATE_PHONE: { code: -1302, status: 409, message: '이미 가입된 휴대폰 번호입니다.' },
  /** Recovery: no account matches the name and phone. */
  ACCOUNT_NOT_FOUND: { code: -1303, status: 404, message: '일치하는 회원 정보가 없습니다.' },
  /** An uploaded file that is not an allowed image or PDF, or too large. */
  FILE_REJECTED: {
    code: -1401,
    status: 400,
    message: '이미지(JPG, PNG, GIF) 또는 PDF 파일만 10MB 이하로 올릴 수 있습니다.',
  },
  /** A download link whose signature does not match its file, user and time (altered or another file's). */
  DOWNLOAD_LINK_INVALID: {
    code: -1411,
    status: 403,
    message: '내려받기 링크가 올바르지 않습니다. 파일을 다시 열어 내려받아주세요.',
  },
  /** A download link past its few minutes. */
  DOWNLOAD_LINK_EXPIRED: {
    code: -1412,
    status: 410,
    message: '내려받기 링크의 유효 시간이 지났습니다. 파일을 다시 열어 내려받아주세요.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof ERRORS;

export const errorByCode = (code: number) => Object.values(ERRORS).find((e) => e.code === code);
