import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpFieldsSchema } from '../src/contract/index.ts';
import {
  findIdFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  professionalFormSchema,
  profileFormSchema,
  signUpAccountFormSchema,
} from '../src/index.ts';

/** path → message of every issue, for forms that report several fields at once. */
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const account = {
  id: 'tenant01',
  checkedId: 'tenant01',
  password: 'Safe2580!',
  passwordConfirm: 'Safe2580!',
  name: '최세입',
  phone: '01066660001',
  verificationId: 'proof-1',
  email: '',
  birthDate: '',
};

describe('sign-in and recovery forms', () => {
  it('asks for both fields of the sign-in, trimming the id', () => {
    expect(issues(loginFormSchema.safeParse({ id: '', password: '' }))).toEqual({
      id: '아이디를 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
    });
    expect(loginFormSchema.parse({ id: ' ansim01 ', password: 'x' }).id).toBe('ansim01');
  });

  it('puts a phone without its SMS proof under the phone', () => {
    expect(
      issues(findIdFormSchema.safeParse({ name: '김안심', phone: '01012345678', verificationId: '' })),
    ).toEqual({
      phone: '휴대폰 인증을 완료해주세요.',
    });
  });

  it('asks for the confirmation, then for the same password', () => {
    expect(issues(newPasswordFormSchema.safeParse({ password: 'Safe2580!', passwordConfirm: '' }))).toEqual({
      passwordConfirm: '비밀번호를 입력해주세요.',
    });
    expect(
      issues(newPasswordFormSchema.safeParse({ password: 'Safe2580!', passwordConfirm: 'Safe2580' })),
    ).toEqual({
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
    });
  });
});

describe('sign-up account form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a complete id sign-up and leaves blank optional fields out', () => {
    const parsed = signUpAccountFormSchema(false).parse(account);
    expect(parsed.email).toBeUndefined();
    expect(parsed.birthDate).toBeUndefined();
  });

  it('wants the duplication check of the id as typed now', () => {
    expect(issues(signUpAccountFormSchema(false).safeParse({ ...account, checkedId: 'tenant0' }))).toEqual({
      id: '아이디 중복확인을 해주세요.',
    });
  });

  it('refuses a birth date after today', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T03:00:00Z') });
    expect(issues(signUpAccountFormSchema(false).safeParse({ ...account, birthDate: '20261121' }))).toEqual({
      birthDate: '생년월일은 오늘 이후일 수 없습니다.',
    });
  });

  it('needs no id or password after a social sign-in', () => {
    const social = { ...account, id: '', checkedId: '', password: '', passwordConfirm: '' };
    expect(signUpAccountFormSchema(true).safeParse(social).success).toBe(true);
  });
});

describe('professional sign-up: one rule for the form and the server', () => {
  const file = { name: 'license.png', size: 1200, type: 'image/png' };
  const empty = {
    company: '',
    businessNo: '',
    registrationNo: '',
    officeAddress: '',
    officePhone: '',
    lawyerExam: '',
    lawyerExamRound: '',
    businessLicenseFile: null,
    brokerRegistrationFile: null,
    brokerProfileFile: null,
  };

  it('asks a broker for the office, its numbers and both documents', () => {
    expect(issues(professionalFormSchema('BROKER').safeParse(empty))).toEqual({
      company: '사무소(법인) 이름을 입력해주세요.',
      businessNo: '사업자등록번호 10자리를 입력해주세요.',
      registrationNo: '등록번호를 입력해주세요.',
      businessLicenseFile: '사업자등록증 파일을 첨부해주세요.',
      brokerRegistrationFile: '중개사무소 등록증 파일을 첨부해주세요.',
    });
  });

  it('asks a lawyer for no business number', () => {
    const lawyer = {
      ...empty,
      company: '법무법인 안심',
      registrationNo: '12345',
      brokerRegistrationFile: file,
    };
    expect(professionalFormSchema('LAWYER').safeParse(lawyer).success).toBe(true);
  });

  it('refuses the same missing fields in the sign-up request, with the same messages', () => {
    const request = signUpFieldsSchema.safeParse({
      userType: 'BROKER',
      socialTicket: 't',
      joinType: 'K',
      name: '정중개',
      phone: '01066660002',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
      agreeService: 'true',
      agreePrivacy: 'true',
      agreeGps: 'true',
    });
    const form = issues(professionalFormSchema('BROKER').safeParse(empty));
    const server = issues(request);
    for (const field of ['company', 'businessNo', 'registrationNo']) expect(server[field]).toBe(form[field]);
  });

  it('strips the dashes of a business number and checks the office phone', () => {
    const broker = {
      ...empty,
      company: '정직공인중개사',
      businessNo: '123-45-67890',
      registrationNo: 'R-1',
      officePhone: '02-55',
      businessLicenseFile: file,
      brokerRegistrationFile: file,
    };
    expect(issues(professionalFormSchema('BROKER').safeParse(broker))).toEqual({
      officePhone: '연락처를 정확히 입력해주세요.',
    });
    expect(professionalFormSchema('BROKER').parse({ ...broker, officePhone: '' }).businessNo).toBe(
      '1234567890',
    );
  });
});

describe('profile form', () => {
  const profile = {
    name: '김안심',
    email: '',
    company: '',
    changingPhone: false,
    phone: '',
    verificationId: '',
  };
  const schema = profileFormSchema({ professional: true, currentPhone: '01012345678' });

  it('needs the office name of a broker or lawyer', () => {
    expect(issues(schema.safeParse(profile))).toEqual({ company: '사무소(법인) 이름을 입력해주세요.' });
  });

  it('wants a new phone to differ from the current one and to be proved', () => {
    const changing = { ...profile, company: '안심', changingPhone: true };
    expect(issues(schema.safeParse({ ...changing, phone: '' }))).toEqual({
      phone: '휴대폰 번호를 입력해주세요.',
    });
    expect(issues(schema.safeParse({ ...changing, phone: '01012345678' }))).toEqual({
      phone: '지금 쓰고 있는 번호와 같습니다.',
    });
    expect(issues(schema.safeParse({ ...changing, phone: '01099998888' }))).toEqual({
      phone: '휴대폰 인증을 완료해주세요.',
    });
  });
});
