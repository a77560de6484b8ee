import { z } from 'zod';
import { kakaoChannelUrlField, professionalFieldsShape, refineProfessional } from '../account-forms.ts';
import { JOIN_TYPES, USER_TYPES } from '../codes.ts';
import { MAX_PAGE_SIZE } from '../limits.ts';
import {
  birthDateSchema,
  emailSchema,
  idSchema,
  mobilePhoneSchema,
  nameSchema,
  normalizePhone,
  passwordSchema,
  VALIDATION_MESSAGES,
} from '../validation.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, text } from './primitives.ts';

/** Digits only, after the shared mobile rule: what the server stores and SMS goes to. */
export const mobileSchema = mobilePhoneSchema.transform(normalizePhone);

/** Booleans arrive as 'true'/'false' in multipart and query strings, as booleans in JSON. */
export const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'Y', 'N'])])
  .transform((v) => (typeof v === 'boolean' ? v : v === 'true' || v === '1' || v === 'Y'));

export const SMS_PURPOSES = ['SIGN_UP', 'FIND_ID', 'FIND_PASSWORD', 'CHANGE_PHONE'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_RULES = {
  codeLength: 6,
  ttlSeconds: 180,
  resendCooldownSeconds: 60,
  maxAttempts: 5,
  dailyLimitPerPhone: 10,
  /** How long a verified code may wait to be spent on sign-up or recovery. */
  verifiedValidSeconds: 1800,
} as const;

/** POST /api/auth/send */
export const smsSendBodySchema = z.object({
  phone: mobileSchema,
  purpose: z.enum(SMS_PURPOSES).default('SIGN_UP'),
});
export const smsSendResponseSchema = envelopeSchema(
  z.object({ expiresAt: z.string(), resendAvailableAt: z.string() }),
);

/** GET /api/auth/match */
export const smsMatchQuerySchema = z.object({
  phone: mobileSchema,
  purpose: z.enum(SMS_PURPOSES).default('SIGN_UP'),
  code: text('code', { label: '인증번호', max: 6 }).regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.'),
});
/** The proof of a verified phone that sign-up, recovery and a phone change must present. */
export const smsMatchResponseSchema = envelopeSchema(z.object({ verificationId: z.string() }));

export const verificationIdSchema = z.uuid('휴대폰 인증을 완료해주세요.');

/** GET /api/user/duplication/check */
export const duplicationQuerySchema = z.object({ id: idSchema });
export const duplicationResponseSchema = envelopeSchema(z.object({ available: z.boolean() }));

const requiredTrue = (message: string) => boolish.refine((v) => v, message);

/**
 * POST /api/user (multipart text fields). Sign-up by id needs id and password; sign-up after a social
 * sign-in carries the social ticket instead and has no password of ours.
 */
export const signUpFieldsSchema = z
  .object({
    userType: z.enum(USER_TYPES, { error: '회원 유형을 선택해주세요.' }),
    id: idSchema.optional(),
    password: passwordSchema.optional(),
    passwordConfirm: text('passwordConfirm', { label: '비밀번호 확인', max: 100, trim: false }).optional(),
    name: nameSchema,
    phone: mobileSchema,
    email: emailSchema.optional(),
    birthDate: birthDateSchema.optional(),
    verificationId: verificationIdSchema,
    agreeService: requiredTrue('서비스 이용약관에 동의해주세요.'),
    agreePrivacy: requiredTrue('개인정보 수집 및 이용에 동의해주세요.'),
    agreeGps: requiredTrue('위치기반 서비스 이용약관에 동의해주세요.'),
    isMarketing: boolish.default(false),
    joinType: z.enum(JOIN_TYPES).optional(),
    socialTicket: text('socialTicket', { max: 100, trim: false }).optional(),
    ...professionalFieldsShape,
  })
  .superRefine((v, ctx) => {
    const social = Boolean(v.socialTicket);
    if (social && !v.joinType)
      ctx.addIssue({ code: 'custom', path: ['joinType'], message: '소셜 로그인 종류가 없습니다.' });
    if (!social) {
      if (!v.id) ctx.addIssue({ code: 'custom', path: ['id'], message: VALIDATION_MESSAGES.idRequired });
      if (!v.password)
        ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION_MESSAGES.passwordRequired });
      else if (v.password !== v.passwordConfirm)
        ctx.addIssue({
          code: 'custom',
          path: ['passwordConfirm'],
          message: VALIDATION_MESSAGES.passwordMismatch,
        });
    }
    refineProfessional(v.userType, v, ctx);
  });
export type SignUpFields = z.infer<typeof signUpFieldsSchema>;

export const SIGN_UP_FILE_FIELDS = [
  'brokerProfileFile',
  'businessLicenseFile',
  'brokerRegistrationFile',
] as const;
export type SignUpFileField = (typeof SIGN_UP_FILE_FIELDS)[number];

/** Which documents each professional sign-up must attach; defined beside the form that asks for them. */
export { ALLOWED_SIGN_UP_FILES, REQUIRED_SIGN_UP_FILES } from '../account-forms.ts';

export const UPLOAD_RULES = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
} as const;

export const signUpResponseSchema = envelopeSchema(
  z.object({ userNo: z.number().int(), userType: z.enum(USER_TYPES), status: z.enum(['ACTIVE', 'PENDING']) }),
);

/** POST /api/find/id */
export const findIdBodySchema = z.object({
  name: nameSchema,
  phone: mobileSchema,
  verificationId: verificationIdSchema,
});
export const findIdResponseSchema = envelopeSchema(
  z.array(
    z.object({
      id: z.string().nullable(),
      userType: z.string(),
      joinType: z.enum(JOIN_TYPES).nullable(),
      createdAt: z.string(),
    }),
  ),
);

/** PATCH /api/find/password/{id}: proves the phone of the account and returns a one-time reset ticket. */
export const findPasswordParamsSchema = z.object({ id: idSchema });
export const findPasswordBodySchema = z.object({ phone: mobileSchema, verificationId: verificationIdSchema });
export const findPasswordResponseSchema = envelopeSchema(z.object({ resetTicket: z.string() }));

/** POST /api/change/password: with a reset ticket (recovery) or the current password (signed in). */
export const changePasswordBodySchema = z
  .object({
    resetTicket: text('resetTicket', { max: 2000, trim: false }).optional(),
    currentPassword: text('currentPassword', { label: '현재 비밀번호', max: 100, trim: false }).optional(),
    password: passwordSchema,
    passwordConfirm: text('passwordConfirm', { label: '비밀번호 확인', max: 100, trim: false }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: VALIDATION_MESSAGES.passwordMismatch,
  })
  .refine((v) => !v.resetTicket || !v.currentPassword, {
    path: ['resetTicket'],
    message: 'resetTicket과 currentPassword 중 하나만 보내주세요.',
  })
  .refine((v) => Boolean(v.resetTicket) || Boolean(v.currentPassword), {
    path: ['currentPassword'],
    message: '현재 비밀번호를 입력해주세요.',
  });

/** The profile shown on /myPage/profile (PATCH /api/user/detail/{userNo}, spelled as the spec has it). */
export const userDetailSchema = z.object({
  userNo: z.number().int(),
  userType: z.string(),
  status: z.string(),
  id: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  joinType: z.enum(JOIN_TYPES).nullable(),
  isMarketing: z.boolean(),
  isPushAlarm: z.boolean(),
  isInquiryAlarm: z.boolean(),
  isSaleAlarm: z.boolean(),
  createdAt: z.string(),
  profile: z
    .object({
      businessNo: z.string().nullable(),
      registrationNo: z.string().nullable(),
      officeAddress: z.string().nullable(),
      officePhone: z.string().nullable(),
      approvedAt: z.string().nullable(),
      /** A broker's KakaoTalk channel; null when none is set (and always for a lawyer). */
      kakaoChannelUrl: z.string().nullable(),
    })
    .nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
export const userDetailResponseSchema = envelopeSchema(userDetailSchema);

/** POST /api/user/modify: a new phone needs a CHANGE_PHONE verification. */
export const modifyUserBodySchema = z
  .object({
    userNo: intColumn('userNo'),
    name: nameSchema.optional(),
    email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
    phone: mobileSchema.optional(),
    verificationId: verificationIdSchema.optional(),
    company: text('company', { label: '사무소(법인) 이름', min: 1, max: 100 }).optional(),
    /** A broker's KakaoTalk channel: '' or null clears it, absent leaves it as it is. */
    kakaoChannelUrl: z
      .preprocess((v) => (v === null ? '' : v), kakaoChannelUrlField)
      .transform((v) => (v === '' ? null : v))
      .optional(),
  })
  .refine((v) => !v.phone || v.verificationId, {
    path: ['verificationId'],
    message: '휴대폰 인증을 완료해주세요.',
  });

/** POST /api/user/toggle?userNo&isMarketing */
export const marketingToggleQuerySchema = z.object({
  userNo: intColumn('userNo'),
  isMarketing: boolish,
});

/** PATCH /api/user/alarm/{userNo} */
export const alarmSettingsBodySchema = z.object({
  isPushAlarm: z.boolean().optional(),
  isInquiryAlarm: z.boolean().optional(),
  isSaleAlarm: z.boolean().optional(),
  isMarketing: z.boolean().optional(),
});

/** PATCH /api/user/withdrwal/{userNo} (the spec's spelling): id users confirm with their password. */
export const withdrawalBodySchema = z.object({
  password: text('password', { label: '비밀번호', max: 100, trim: false }).optional(),
  reason: text('reason', { label: '탈퇴 사유', max: 500 }).optional(),
});

/** GET /api/user/all/list (operator): accounts by status, newest first. */
export const userListQuerySchema = z.object({
  status: z.enum(['ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN']).optional(),
  userType: z.enum([...USER_TYPES, 'ADMIN']).optional(),
  page: pageParam(),
  limit: limitParam(MAX_PAGE_SIZE, 20),
});

/** One account of the operator's member list. */
export const userListItemSchema = z.object({
  userNo: z.number().int(),
  id: z.string().nullable(),
  userType: z.string(),
  status: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  createdAt: z.string(),
});
export const userListResponseSchema = envelopeSchema(pagedSchema(userListItemSchema));

/** A private document of an account (sign-up papers), listed for its owner and the operator. */
export const userFileSchema = z.object({
  fileId: z.string(),
  kind: z.string(),
  mime: z.string(),
  size: z.number().int(),
  originalName: z.string().nullable(),
  createdAt: z.string(),
});
export const userFilesResponseSchema = envelopeSchema(z.array(userFileSchema));

/** GET /files/{fileId}: private files are read by their stored id only. */
export const fileParamsSchema = z.object({ fileId: z.uuid('파일 번호가 올바르지 않습니다.') });

/** GET /api/admin/sms/outbox?phone (operator): the latest messages to one phone. */
export const smsOutboxQuerySchema = z.object({
  phone: text('phone', { label: '휴대폰 번호', max: 11 }).regex(
    /^\d{10,11}$/,
    '휴대폰 번호를 숫자로 입력해주세요.',
  ),
});
export const smsOutboxMessageSchema = z.object({
  messageId: z.number().int(),
  phone: z.string(),
  body: z.string(),
  driver: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const smsOutboxResponseSchema = envelopeSchema(z.array(smsOutboxMessageSchema));
