import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approvalDateSchema,
  birthDateSchema,
  emailSchema,
  formatPhone,
  idSchema,
  mobilePhoneSchema,
  passwordSchema,
  phoneSchema,
  todayInKorea,
  VALIDATION_MESSAGES,
  validateApprovalDate,
  validateBirthDate,
  validateEmail,
  validateId,
  validateLandline,
  validateMobilePhone,
  validateName,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
} from '../src/index.ts';

const REPEATED = '동일 문자를 3자 이상 연속으로 입력할 수 없습니다.';
const SEQUENTIAL = '영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.';

describe('id', () => {
  it('refuses 5 characters and accepts 6', () => {
    expect(validateId('ab1cd')).toEqual({
      ok: false,
      message: '아이디는 영문과 숫자를 포함해 6~12자로 입력해주세요.',
    });
    expect(validateId('ab1cde')).toEqual({ ok: true });
  });

  it('accepts 12 characters and refuses 13', () => {
    expect(validateId('abcdefghij12').ok).toBe(true);
    expect(validateId('abcdefghij123').ok).toBe(false);
  });

  it('needs both a letter and a digit, and nothing else', () => {
    expect(validateId('abcdefg').ok).toBe(false);
    expect(validateId('1234567').ok).toBe(false);
    expect(validateId('abc_1234').ok).toBe(false);
    expect(validateId('한글아이디12').ok).toBe(false);
  });

  it('asks for an id when empty', () => {
    expect(validateId('')).toEqual({ ok: false, message: VALIDATION_MESSAGES.idRequired });
  });
});

describe('password', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(validatePassword('a1b2c4d')).toEqual({
      ok: false,
      message: '비밀번호는 영문과 숫자를 포함해 8~50자로 입력해주세요.',
    });
    expect(validatePassword('a1b2c4d6')).toEqual({ ok: true });
  });

  it('accepts 50 characters and refuses 51', () => {
    const fifty = 'a1'.repeat(25);
    expect(validatePassword(fifty).ok).toBe(true);
    expect(validatePassword(`${fifty}z`).ok).toBe(false);
  });

  it('needs a letter and a digit', () => {
    expect(validatePassword('abcdefgh').ok).toBe(false);
    expect(validatePassword('13572468').ok).toBe(false);
  });

  it('refuses three identical characters in a row', () => {
    expect(validatePassword('xaaa1357')).toEqual({ ok: false, message: REPEATED });
    expect(validatePassword('qwer1117')).toEqual({ ok: false, message: REPEATED });
    expect(validatePassword('qw!!!e15')).toEqual({ ok: false, message: REPEATED });
  });

  it('refuses three ascending or descending letters or digits', () => {
    expect(validatePassword('xabc1357')).toEqual({ ok: false, message: SEQUENTIAL });
    expect(validatePassword('xcba1357')).toEqual({ ok: false, message: SEQUENTIAL });
    expect(validatePassword('qwer1237')).toEqual({ ok: false, message: SEQUENTIAL });
    expect(validatePassword('qwer3217')).toEqual({ ok: false, message: SEQUENTIAL });
    expect(validatePassword('qwXYZ157')).toEqual({ ok: false, message: SEQUENTIAL });
  });

  it('allows two in a row and runs broken by another character', () => {
    expect(validatePassword('aab12ab1').ok).toBe(true);
    expect(validatePassword('ab1ab1ab').ok).toBe(true);
    expect(validatePassword('qwe!r5t8').ok).toBe(true);
  });

  it('compares the confirmation', () => {
    expect(validatePasswordConfirm('a1b2c4d6', 'a1b2c4d6').ok).toBe(true);
    expect(validatePasswordConfirm('a1b2c4d6', 'a1b2c4d7')).toEqual({
      ok: false,
      message: '비밀번호가 일치하지 않습니다.',
    });
  });
});

describe('phones', () => {
  it('accepts 010 with 8 digits and refuses 010 with 7', () => {
    expect(validateMobilePhone('01012345678').ok).toBe(true);
    expect(validateMobilePhone('010-1234-5678').ok).toBe(true);
    expect(validateMobilePhone('0101234567')).toEqual({
      ok: false,
      message: '휴대폰 번호를 정확히 입력해주세요.',
    });
    expect(validateMobilePhone('010123456789').ok).toBe(false);
  });

  it('accepts 011/016/017/018/019 with 7 or 8 digits', () => {
    for (const prefix of ['011', '016', '017', '018', '019']) {
      expect(validateMobilePhone(`${prefix}1234567`).ok).toBe(true);
      expect(validateMobilePhone(`${prefix}12345678`).ok).toBe(true);
      expect(validateMobilePhone(`${prefix}123456`).ok).toBe(false);
    }
    expect(validateMobilePhone('0121234567').ok).toBe(false);
  });

  it('accepts landlines with a 2–3 digit area code', () => {
    expect(validateLandline('02-123-4567').ok).toBe(true);
    expect(validateLandline('02-1234-5678').ok).toBe(true);
    expect(validateLandline('031-123-4567').ok).toBe(true);
    expect(validateLandline('0311234567').ok).toBe(true);
    expect(validateLandline('02-12-4567')).toEqual({ ok: false, message: '전화번호를 정확히 입력해주세요.' });
    expect(validateLandline('2-123-4567').ok).toBe(false);
  });

  it('accepts either kind as a contact number but not a short mobile', () => {
    expect(validatePhone('02-123-4567').ok).toBe(true);
    expect(validatePhone('01012345678').ok).toBe(true);
    expect(validatePhone('010-123-4567').ok).toBe(false);
    expect(validatePhone('')).toEqual({ ok: false, message: '휴대폰 번호를 입력해주세요.' });
  });

  it('formats numbers with hyphens', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
  });
});

describe('dates', () => {
  const today = new Date(2024, 5, 15);

  it('accepts a valid birth date and refuses impossible days', () => {
    expect(validateBirthDate('19900101').ok).toBe(true);
    expect(validateBirthDate('19901301')).toEqual({
      ok: false,
      message: '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)',
    });
    expect(validateBirthDate('19900431').ok).toBe(false);
    expect(validateBirthDate('1990011').ok).toBe(false);
    expect(validateBirthDate('2025-01-01').ok).toBe(false);
  });

  it('refuses a future birth date when today is known', () => {
    expect(validateBirthDate('20240616', today).ok).toBe(false);
    expect(validateBirthDate('20240615', today).ok).toBe(true);
  });

  it('accepts 29 February only in leap years', () => {
    expect(validateApprovalDate('20240229', today).ok).toBe(true);
    expect(validateApprovalDate('20000229', today).ok).toBe(true);
    expect(validateApprovalDate('20230229', today).ok).toBe(false);
    expect(validateApprovalDate('19000229', today).ok).toBe(false);
  });

  it('accepts today and refuses tomorrow as an approval date', () => {
    expect(validateApprovalDate('20240615', today)).toEqual({ ok: true });
    expect(validateApprovalDate('20240616', today)).toEqual({
      ok: false,
      message: '사용승인일은 오늘 이후일 수 없습니다.',
    });
  });

  it('checks the day against the month', () => {
    expect(validateApprovalDate('20230431', today).ok).toBe(false);
    expect(validateApprovalDate('20230430', today).ok).toBe(true);
    expect(validateApprovalDate('20231131', today).ok).toBe(false);
    expect(validateApprovalDate('20231200', today).ok).toBe(false);
    expect(validateApprovalDate('', today)).toEqual({ ok: false, message: '사용승인일을 입력해주세요.' });
  });
});

describe('e-mail and name', () => {
  it('accepts a standard address and refuses malformed ones', () => {
    expect(validateEmail('tenant@example.co.kr').ok).toBe(true);
    expect(validateEmail('first.last+tag@mail.com').ok).toBe(true);
    expect(validateEmail('tenant@example')).toEqual({
      ok: false,
      message: '이메일 형식에 맞게 입력해주세요.',
    });
    expect(validateEmail('tenant.example.com').ok).toBe(false);
    expect(validateEmail('a..b@example.com').ok).toBe(false);
    expect(validateEmail('')).toEqual({ ok: false, message: '이메일을 입력해주세요.' });
  });

  it('accepts a Korean or English name', () => {
    expect(validateName('홍길동').ok).toBe(true);
    expect(validateName('Jane Doe').ok).toBe(true);
    expect(validateName('홍').ok).toBe(false);
    expect(validateName('홍길동1').ok).toBe(false);
  });
});

describe('shared zod schemas', () => {
  it('report the same messages as the checks', () => {
    const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(idSchema.safeParse('abc12').success).toBe(false);
    expect(message(passwordSchema.safeParse('xabc1357'))).toBe(SEQUENTIAL);
    expect(mobilePhoneSchema.safeParse('01012345678').success).toBe(true);
    expect(phoneSchema.safeParse('02-123-4567').success).toBe(true);
    expect(emailSchema.safeParse('x@y.kr').success).toBe(true);
    expect(birthDateSchema.safeParse('20230229').success).toBe(false);
    expect(message(approvalDateSchema(new Date(2024, 0, 1)).safeParse('20240102'))).toBe(
      '사용승인일은 오늘 이후일 수 없습니다.',
    );
    expect(message(idSchema.safeParse(undefined))).toBe('아이디를 입력해주세요.');
  });
});

describe('birth date schema (client and server alike)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a birth date after today, with the Korean message', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T03:00:00Z') });
    const result = birthDateSchema.safeParse('20261121');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('생년월일은 오늘 이후일 수 없습니다.');
    expect(birthDateSchema.safeParse('20261120').success).toBe(true);
  });

  it('counts today on the Korean calendar, whatever time zone the machine is in', () => {
    // 16:00 UTC on the 20th is already 01:00 on the 21st in Seoul: someone born that day may sign up.
    vi.useFakeTimers({ now: new Date('2026-11-20T16:00:00Z') });
    expect(birthDateSchema.safeParse('20261121').success).toBe(true);
    expect(birthDateSchema.safeParse('20261122').success).toBe(false);
    expect(validateBirthDate('20261121', todayInKorea()).ok).toBe(true);
  });
});
