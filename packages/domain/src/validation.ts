import { z } from 'zod';
import { hasNul, nulMessage } from './contract/primitives.ts';

/*
 * Field rules of product.md §A5 and product.md §B5. Each `validateX` returns a `Check` whose message is what the user
 * reads, so the form and the server (which re-checks everything that guards data) say the same thing.
 */

export type Check = { ok: true } | { ok: false; message: string };

const OK: Check = { ok: true };
const fail = (message: string): Check => ({ ok: false, message });

export const VALIDATION_MESSAGES = {
  idRequired: '아이디를 입력해주세요.',
  idFormat: '아이디는 영문과 숫자를 포함해 6~12자로 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordFormat: '비밀번호는 영문과 숫자를 포함해 8~50자로 입력해주세요.',
  passwordRepeated: '동일 문자를 3자 이상 연속으로 입력할 수 없습니다.',
  passwordSequential: '영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  mobileFormat: '휴대폰 번호를 정확히 입력해주세요.',
  landlineFormat: '전화번호를 정확히 입력해주세요.',
  phoneFormat: '연락처를 정확히 입력해주세요.',
  birthDateRequired: '생년월일을 입력해주세요.',
  birthDateFormat: '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)',
  birthDateFuture: '생년월일은 오늘 이후일 수 없습니다.',
  approvalDateRequired: '사용승인일을 입력해주세요.',
  approvalDateFormat: '사용승인일 8자리를 정확히 입력해주세요. (예: 20200131)',
  approvalDateFuture: '사용승인일은 오늘 이후일 수 없습니다.',
  emailRequired: '이메일을 입력해주세요.',
  emailFormat: '이메일 형식에 맞게 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameFormat: '이름은 한글 또는 영문 2~20자로 입력해주세요.',
} as const;

const M = VALIDATION_MESSAGES;

// ---------------------------------------------------------------------------------------------------------
// Id and password

const ID_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;

export const validateId = (value: string | null | undefined): Check => {
  const id = value ?? '';
  if (id === '') return fail(M.idRequired);
  return ID_PATTERN.test(id) ? OK : fail(M.idFormat);
};

// Letters and digits are required; other printable ASCII is allowed so strong passwords are not refused.
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,50}$/;

const isAlphanumeric = (c: string) => /^[A-Za-z\d]$/.test(c);

/** True when the text holds the same character three times in a row ('aaa', '111', '!!!'). */
export const hasRepeatedRun = (text: string, run = 3): boolean => {
  let count = 1;
  for (let i = 1; i < text.length; i++) {
    count = text[i] === text[i - 1] ? count + 1 : 1;
    if (count >= run) return true;
  }
  return false;
};

/**
 * True when three letters or three digits follow each other up or down the alphabet or number line ('abc',
 * 'CBA', '123', '321'). Case is ignored because 'aBc' is as guessable as 'abc'; a letter never continues
 * into a digit.
 */
export const hasSequentialRun = (text: string, run = 3): boolean => {
  const lower = text.toLowerCase();
  let up = 1;
  let down = 1;
  for (let i = 1; i < lower.length; i++) {
    const prev = lower[i - 1]!;
    const cur = lower[i]!;
    const sameClass = isAlphanumeric(prev) && isAlphanumeric(cur) && /\d/.test(prev) === /\d/.test(cur);
    const step = sameClass ? cur.charCodeAt(0) - prev.charCodeAt(0) : 0;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (up >= run || down >= run) return true;
  }
  return false;
};

export const validatePassword = (value: string | null | undefined): Check => {
  const password = value ?? '';
  if (password === '') return fail(M.passwordRequired);
  if (!PASSWORD_PATTERN.test(password)) return fail(M.passwordFormat);
  if (hasRepeatedRun(password)) return fail(M.passwordRepeated);
  if (hasSequentialRun(password)) return fail(M.passwordSequential);
  return OK;
};

export const validatePasswordConfirm = (password: string, confirm: string): Check =>
  password === confirm ? OK : fail(M.passwordMismatch);

// ---------------------------------------------------------------------------------------------------------
// Phones

/** Digits only; forms accept '010-1234-5678' and '01012345678' alike. */
export const normalizePhone = (value: string | null | undefined): string =>
  (value ?? '').replace(/[\s-]/g, '');

const MOBILE_PATTERN = /^(?:010\d{8}|01[16789]\d{7,8})$/;
/**
 * Area code of 2–3 digits starting with 0, then 3–4 digits, then 4. Prefixes 01x are mobile numbers, kept
 * out so that a mobile number one digit short is not waved through as a landline.
 */
const LANDLINE_PATTERN = /^(?!01)0\d{1,2}-?\d{3,4}-?\d{4}$/;

const phoneShape = (value: string) => /^[\d\s-]+$/.test(value);

export const validateMobilePhone = (value: string | null | undefined): Check => {
  const raw = (value ?? '').trim();
  if (raw === '') return fail(M.phoneRequired);
  return phoneShape(raw) && MOBILE_PATTERN.test(normalizePhone(raw)) ? OK : fail(M.mobileFormat);
};

export const validateLandline = (value: string | null | undefined): Check => {
  const raw = (value ?? '').trim().replace(/\s/g, '');
  if (raw === '') return fail(M.phoneRequired);
  return LANDLINE_PATTERN.test(raw) ? OK : fail(M.landlineFormat);
};

/** A contact number that is either a mobile or a landline (brokers' offices often give a landline). */
export const validatePhone = (value: string | null | undefined): Check => {
  const raw = (value ?? '').trim();
  if (raw === '') return fail(M.phoneRequired);
  return validateMobilePhone(raw).ok || validateLandline(raw).ok ? OK : fail(M.phoneFormat);
};

// ---------------------------------------------------------------------------------------------------------
// Dates (YYYYMMDD)

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Buildings and people in the register are no older than this; it stops '00010101' typos. */
export const MIN_DATE_YEAR = 1900;

/** Splits a YYYYMMDD string into a real calendar date, or null when the day does not exist. */
export const parseYmd = (value: string): { year: number; month: number; day: number } | null => {
  if (!/^\d{8}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < MIN_DATE_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return { year, month, day };
};

/** `today` as YYYYMMDD of the caller's calendar day (the caller decides the time zone by the Date it passes). */
export const toYmd = (date: Date): string =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

/** Korea keeps no daylight saving: its calendar day is UTC+9 all year. */
const KOREA_UTC_OFFSET_MINUTES = 9 * 60;

/**
 * The calendar day in Korea at `now`, as a Date whose local fields (getFullYear, getMonth, getDate) read
 * it, so that `toYmd` gives the same day on a phone in Seoul and on a server that runs in UTC.
 */
export const todayInKorea = (now: Date = new Date()): Date =>
  new Date(now.getTime() + (KOREA_UTC_OFFSET_MINUTES + now.getTimezoneOffset()) * 60_000);

/** `today` is optional: without it only the calendar is checked, as product.md §A5 asks. */
export const validateBirthDate = (value: string | null | undefined, today?: Date): Check => {
  const raw = (value ?? '').trim();
  if (raw === '') return fail(M.birthDateRequired);
  if (parseYmd(raw) === null) return fail(M.birthDateFormat);
  if (today && raw > toYmd(today)) return fail(M.birthDateFuture);
  return OK;
};

export const validateApprovalDate = (value: string | null | undefined, today: Date): Check => {
  const raw = (value ?? '').trim();
  if (raw === '') return fail(M.approvalDateRequired);
  if (parseYmd(raw) === null) return fail(M.approvalDateFormat);
  // Both sides are zero-padded YYYYMMDD, so string order is date order.
  if (raw > toYmd(today)) return fail(M.approvalDateFuture);
  return OK;
};

// ---------------------------------------------------------------------------------------------------------
// E-mail and name

const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 100;

export const validateEmail = (value: string | null | undefined): Check => {
  const email = (value ?? '').trim();
  if (email === '') return fail(M.emailRequired);
  if (email.length > EMAIL_MAX_LENGTH || email.includes('..') || !EMAIL_PATTERN.test(email)) {
    return fail(M.emailFormat);
  }
  return OK;
};

const NAME_PATTERN = /^[가-힣A-Za-z][가-힣A-Za-z ]{0,18}[가-힣A-Za-z]$/;

export const validateName = (value: string | null | undefined): Check => {
  const name = (value ?? '').trim();
  if (name === '') return fail(M.nameRequired);
  return NAME_PATTERN.test(name) ? OK : fail(M.nameFormat);
};

// ---------------------------------------------------------------------------------------------------------
// zod schemas sharing the same checks

/**
 * A string schema that runs a `Check` and reports its message, so forms and server share one rule. NUL is
 * refused as by every text primitive (contract/primitives.ts), whatever the check allows.
 */
export const checkedString = (check: (value: string) => Check, requiredMessage: string) =>
  z.string({ message: requiredMessage }).superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    else if (hasNul(value)) ctx.addIssue({ code: 'custom', message: nulMessage('입력값') });
  });

export const idSchema = checkedString(validateId, M.idRequired);
export const passwordSchema = checkedString(validatePassword, M.passwordRequired);
export const mobilePhoneSchema = checkedString(validateMobilePhone, M.phoneRequired);
export const landlineSchema = checkedString(validateLandline, M.phoneRequired);
export const phoneSchema = checkedString(validatePhone, M.phoneRequired);
export const emailSchema = checkedString(validateEmail, M.emailRequired);
/** Nobody is born after today: checked against Korea's calendar day at the moment of parsing. */
export const birthDateSchema = checkedString(
  (v) => validateBirthDate(v, todayInKorea()),
  M.birthDateRequired,
);
export const nameSchema = checkedString(validateName, M.nameRequired);

/** The approval date depends on today, so the schema is built per request. */
export const approvalDateSchema = (today: Date) =>
  checkedString((v) => validateApprovalDate(v, today), M.approvalDateRequired);
