import { z } from 'zod';
import { JOIN_TYPES, USER_TYPES } from '../codes.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';

/** Device info of product.md §A3, sent with sign-in; every field optional because a browser has few of them. */
export const deviceSchema = z.object({
  deviceType: text('deviceType', { max: 20 }).optional(),
  deviceId: text('deviceId', { max: 200 }).optional(),
  pushToken: text('pushToken', { max: 500 }).optional(),
  appVersion: text('appVersion', { max: 20 }).optional(),
  os: text('os', { max: 50 }).optional(),
});
export type Device = z.infer<typeof deviceSchema>;

/** 'ID' signs in with id and password; K/N/G/A redeem the one-time ticket of a social sign-in. */
export const LOGIN_TYPES = ['ID', ...JOIN_TYPES] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const loginBodySchema = z.object({
  id: text('id', { label: '아이디', min: 1, max: 200 }),
  password: text('password', { label: '비밀번호', max: 100, trim: false }).optional(),
  loginType: z.enum(LOGIN_TYPES).default('ID'),
  device: deviceSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The user kept locally after sign-in (product.md §A3 "User"). */
export const sessionUserSchema = z.object({
  userNo: z.number().int(),
  userType: z.enum([...USER_TYPES, 'ADMIN']),
  name: z.string(),
  id: z.string().nullable(),
  isChangeInfo: z.boolean(),
  phone: z.string(),
  company: z.string().nullable(),
  isMarketing: z.boolean(),
  joinType: z.enum(JOIN_TYPES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = envelopeSchema(sessionUserSchema);

/** Sign-in answered with "no account yet": what the sign-up form prefills (product.md §A4 social callback). */
export const socialSignUpSchema = z.object({
  joinType: z.enum(JOIN_TYPES),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** One-time ticket that links the social identity to the account created by sign-up. */
  socialTicket: z.string(),
});
export type SocialSignUp = z.infer<typeof socialSignUpSchema>;

export const userNoParamsSchema = z.object({
  userNo: intColumn('userNo'),
});

export const userStatusResponseSchema = envelopeSchema(
  z.object({ userNo: z.number().int(), status: z.string() }).nullable(),
);

export const emptyResponseSchema = envelopeSchema(z.null());

export const joinTypeParamsSchema = z.object({
  joinType: z.enum(JOIN_TYPES, { error: '지원하지 않는 소셜 로그인입니다.' }),
});
export const socialProvidersResponseSchema = envelopeSchema(z.array(z.enum(JOIN_TYPES)));
/** What the provider sends back to the callback; both checked against the signed state cookie. */
export const socialCallbackQuerySchema = z.object({
  code: text('code', { max: 2000, trim: false }).optional(),
  state: text('state', { max: 200, trim: false }).optional(),
});
