import { z } from 'zod';
import { ERRORS } from './contract/errors.ts';
import { text } from './contract/primitives.ts';
import {
  type Check,
  idSchema,
  mobilePhoneSchema,
  nameSchema,
  normalizePhone,
  passwordSchema,
  phoneSchema,
  todayInKorea,
  VALIDATION_MESSAGES,
  validateBirthDate,
  validateEmail,
} from './validation.ts';

/*
 * The account forms of product.md §A5 (sign-in, sign-up, the office details of brokers and lawyers, recovery,
 * profile) as zod schemas. The web forms resolve with them and the server's request schemas are built from
 * the same pieces, so both sides refuse the same input with the same Korean message.
 *
 * Form values are what the inputs hold: strings, '' for an empty optional field.
 */

export const ACCOUNT_FORM_MESSAGES = {
  idCheckRequired: '아이디 중복확인을 해주세요.',
  phoneNotVerified: ERRORS.SMS_NOT_VERIFIED.message,
  samePhone: '지금 쓰고 있는 번호와 같습니다.',
  withdrawalPasswordRequired: '본인 확인을 위해 비밀번호를 입력해주세요.',
  companyRequired: '사무소(법인) 이름을 입력해주세요.',
  businessNoFormat: '사업자등록번호 10자리를 입력해주세요.',
  registrationNoRequired: '등록번호를 입력해주세요.',
  kakaoChannelUrlFormat: '카카오톡 채널 주소는 https://pf.kakao.com/_ 로 시작해야 합니다.',
} as const;

const M = ACCOUNT_FORM_MESSAGES;

/**
 * A broker's KakaoTalk channel (its home or its chat). Only pf.kakao.com is accepted: the inquiry modal
 * opens this link for visitors, so it must not lead to any other site.
 */
export const KAKAO_CHANNEL_URL_PATTERN = /^https:\/\/pf\.kakao\.com\/_[A-Za-z0-9]{1,40}(\/chat)?$/;
export const KAKAO_CHANNEL_URL_MAX = 200;

/** The form's value: '' clears the link, anything else must be a channel address. */
export const kakaoChannelUrlField = text('kakaoChannelUrl', {
  label: '카카오톡 채널 주소',
  max: KAKAO_CHANNEL_URL_MAX,
}).refine((value) => value === '' || KAKAO_CHANNEL_URL_PATTERN.test(value), M.kakaoChannelUrlFormat);

/** An optional field of a form: blank is "not given" (undefined); anything else must pass `check`. */
const optionalChecked = (check: (value: string) => Check) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    })
    .transform((value) => (value === '' ? undefined : value));

/** A text input's value where the request schema takes `undefined` for "not given". */
const blankAsMissing = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema);

const optionalEmail = optionalChecked(validateEmail);
const optionalBirthDate = optionalChecked((value) => validateBirthDate(value, todayInKorea()));

// ---------------------------------------------------------------------------------------------------------
// Pieces several forms share

/** A new password and its confirmation: both required, and the same. */
function refinePasswordPair(
  value: { password?: string | undefined; passwordConfirm?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!value.passwordConfirm)
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirm'],
      message: VALIDATION_MESSAGES.passwordRequired,
    });
  else if (value.passwordConfirm !== value.password)
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirm'],
      message: VALIDATION_MESSAGES.passwordMismatch,
    });
}

/**
 * A phone proved by SMS: `verificationId` is the proof the SMS check handed over, '' until then. A valid
 * number without its proof is refused under the phone, where the user proves it.
 */
const verifiedPhoneShape = { phone: mobilePhoneSchema, verificationId: z.string() };

function refineVerifiedPhone(value: { phone: string; verificationId: string }, ctx: z.RefinementCtx): void {
  if (value.verificationId === '')
    ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneNotVerified });
}

// ---------------------------------------------------------------------------------------------------------
// Sign-in and recovery

/** /login: the id by its rule (trimmed), and some password. */
export const loginFormSchema = z.object({
  id: z.string().trim().pipe(idSchema),
  password: z.string().min(1, VALIDATION_MESSAGES.passwordRequired),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** /find/id: the name and the phone of the account, proved by SMS. */
export const findIdFormSchema = z
  .object({ name: z.string().trim().pipe(nameSchema), ...verifiedPhoneShape })
  .superRefine(refineVerifiedPhone);
export type FindIdForm = z.input<typeof findIdFormSchema>;

/** /find/password, first step: the id and its phone, proved by SMS. */
export const findPasswordFormSchema = z
  .object({ id: idSchema, ...verifiedPhoneShape })
  .superRefine(refineVerifiedPhone);
export type FindPasswordForm = z.input<typeof findPasswordFormSchema>;

/** /find/password, second step (and any new password): the rules of product.md §A5, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string() })
  .superRefine(refinePasswordPair);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sign-up

/**
 * /signUp/{userType}: the account. An id sign-up sets an id (which must have passed the duplication check:
 * `checkedId` is the id the server said is free) and a password; a social sign-up has neither, and its
 * id fields stay ''. Everyone proves a phone.
 */
export const signUpAccountFormSchema = (social: boolean) =>
  z
    .object({
      id: social ? z.string() : idSchema,
      checkedId: z.string(),
      password: social ? z.string() : passwordSchema,
      passwordConfirm: z.string(),
      name: z.string().trim().pipe(nameSchema),
      ...verifiedPhoneShape,
      email: optionalEmail,
      birthDate: optionalBirthDate,
    })
    .superRefine((value, ctx) => {
      if (!social) {
        if (value.checkedId !== value.id)
          ctx.addIssue({ code: 'custom', path: ['id'], message: M.idCheckRequired });
        refinePasswordPair(value, ctx);
      }
      refineVerifiedPhone(value, ctx);
    });
export type SignUpAccountForm = z.input<ReturnType<typeof signUpAccountFormSchema>>;

export type ProfessionalType = 'BROKER' | 'LAWYER';

/**
 * The office fields of a broker's or lawyer's sign-up as the multipart body carries them: text, each
 * optional there, because which ones are required depends on the user type (`refineProfessional`).
 */
export const professionalFieldsShape = {
  company: text('company', { label: '사무소(법인) 이름', min: 1, max: 100 }).optional(),
  businessNo: text('businessNo', { label: '사업자등록번호', max: 20 })
    .transform((v) => v.replace(/-/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, M.businessNoFormat))
    .optional(),
  registrationNo: text('registrationNo', { label: '등록번호', min: 1, max: 30 }).optional(),
  officeAddress: text('officeAddress', { label: '사무소 주소', max: 200 }).optional(),
  officePhone: phoneSchema.transform(normalizePhone).optional(),
  lawyerExam: text('lawyerExam', { label: '시험 구분', max: 20 }).optional(),
  lawyerExamRound: text('lawyerExamRound', { label: '시험 회차', max: 20 }).optional(),
};

type ProfessionalValues = { [K in keyof typeof professionalFieldsShape]?: string | undefined };

/** product.md §A5: brokers and lawyers name their office and its registration; brokers their business number. */
export function refineProfessional(userType: string, value: ProfessionalValues, ctx: z.RefinementCtx): void {
  if (userType !== 'BROKER' && userType !== 'LAWYER') return;
  if (!value.company) ctx.addIssue({ code: 'custom', path: ['company'], message: M.companyRequired });
  if (userType === 'BROKER' && !value.businessNo)
    ctx.addIssue({ code: 'custom', path: ['businessNo'], message: M.businessNoFormat });
  if (!value.registrationNo)
    ctx.addIssue({ code: 'custom', path: ['registrationNo'], message: M.registrationNoRequired });
}

/** The documents a professional sign-up attaches; any file-like value the platform has (File, Blob). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Said under a required document that is missing; the server says the same after the field name. */
export const fileRequiredMessage = (label: string): string => `${label} 파일을 첨부해주세요.`;

/** Which documents each professional must attach (the operator reviews them before approval). */
export const REQUIRED_SIGN_UP_FILES: Record<
  ProfessionalType,
  { field: 'businessLicenseFile' | 'brokerRegistrationFile'; label: string }[]
> = {
  BROKER: [
    { field: 'businessLicenseFile', label: '사업자등록증' },
    { field: 'brokerRegistrationFile', label: '중개사무소 등록증' },
  ],
  LAWYER: [{ field: 'brokerRegistrationFile', label: '변호사 등록증' }],
};

/**
 * Which documents each user type may attach at all: its required ones and the optional profile photo. A
 * general member attaches none.
 */
export const ALLOWED_SIGN_UP_FILES: Record<
  'GENERAL' | ProfessionalType,
  readonly ('businessLicenseFile' | 'brokerRegistrationFile' | 'brokerProfileFile')[]
> = {
  GENERAL: [],
  BROKER: [...REQUIRED_SIGN_UP_FILES.BROKER.map((f) => f.field), 'brokerProfileFile'],
  LAWYER: [...REQUIRED_SIGN_UP_FILES.LAWYER.map((f) => f.field), 'brokerProfileFile'],
};

/**
 * /signUp/{userType}/broker_info and /lawyer_info: the office fields with the server's rules, and the
 * documents, each required one present. `F` is the platform's file type, so the form gets back what it put in.
 */
export const professionalFormSchema = <F extends PickedFile>(userType: ProfessionalType) => {
  const file = z.custom<F | null>(
    (value) => value === null || (typeof value === 'object' && 'size' in value),
  );
  return z
    .object({
      company: blankAsMissing(professionalFieldsShape.company),
      businessNo: blankAsMissing(professionalFieldsShape.businessNo),
      registrationNo: blankAsMissing(professionalFieldsShape.registrationNo),
      officeAddress: blankAsMissing(professionalFieldsShape.officeAddress),
      officePhone: blankAsMissing(professionalFieldsShape.officePhone),
      lawyerExam: blankAsMissing(professionalFieldsShape.lawyerExam),
      lawyerExamRound: blankAsMissing(professionalFieldsShape.lawyerExamRound),
      businessLicenseFile: file,
      brokerRegistrationFile: file,
      brokerProfileFile: file,
    })
    .superRefine((value, ctx) => {
      refineProfessional(userType, value, ctx);
      for (const { field, label } of REQUIRED_SIGN_UP_FILES[userType]) {
        if (!value[field])
          ctx.addIssue({ code: 'custom', path: [field], message: fileRequiredMessage(label) });
      }
    });
};
export type ProfessionalForm<F extends PickedFile = PickedFile> = z.input<
  ReturnType<typeof professionalFormSchema<F>>
>;

// ---------------------------------------------------------------------------------------------------------
// Profile

/**
 * /myPage/profile: name, optional e-mail, the office name of a broker or lawyer, and, while
 * `changingPhone`, a new phone that differs from `currentPhone` and is proved by SMS.
 */
export const profileFormSchema = ({
  professional,
  broker = false,
  currentPhone,
}: {
  professional: boolean;
  /** Only a broker has a KakaoTalk channel to offer beside the inquiry form. */
  broker?: boolean;
  currentPhone: string;
}) =>
  z
    .object({
      name: z.string().trim().pipe(nameSchema),
      email: optionalEmail,
      company: professional ? z.string().trim().min(1, M.companyRequired).max(100) : z.string(),
      kakaoChannelUrl: broker ? kakaoChannelUrlField : z.string().optional(),
      changingPhone: z.boolean(),
      phone: z.string(),
      verificationId: z.string(),
    })
    .superRefine((value, ctx) => {
      if (!value.changingPhone) return;
      const phone = mobilePhoneSchema.safeParse(value.phone);
      if (!phone.success)
        ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]?.message ?? '' });
      else if (normalizePhone(value.phone) === currentPhone)
        ctx.addIssue({ code: 'custom', path: ['phone'], message: M.samePhone });
      else refineVerifiedPhone(value, ctx);
    });
export type ProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

/** The withdrawal dialog: an id account confirms with its password. */
export const withdrawalFormSchema = z.object({ password: z.string().min(1, M.withdrawalPasswordRequired) });
export type WithdrawalForm = z.input<typeof withdrawalFormSchema>;
