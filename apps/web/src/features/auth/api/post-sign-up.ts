import type { JoinType, UserType } from '@ansim/domain';
import type { SignUpFileField } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  signUp: { method: 'POST', path: '/api/user' },
});

/** The text fields of POST /api/user; optional ones left empty are not sent (product.md §A5 "Uploaded forms"). */
export interface SignUpInput {
  userType: UserType;
  id?: string | undefined;
  password?: string | undefined;
  passwordConfirm?: string | undefined;
  name: string;
  phone: string;
  email?: string | undefined;
  birthDate?: string | undefined;
  verificationId: string;
  agreeService: boolean;
  agreePrivacy: boolean;
  agreeGps: boolean;
  isMarketing: boolean;
  joinType?: JoinType | undefined;
  socialTicket?: string | undefined;
  company?: string | undefined;
  businessNo?: string | undefined;
  registrationNo?: string | undefined;
  officeAddress?: string | undefined;
  officePhone?: string | undefined;
  lawyerExam?: string | undefined;
  lawyerExamRound?: string | undefined;
}

export interface SignUpResult {
  userNo: number;
  userType: UserType;
  status: 'ACTIVE' | 'PENDING';
}

/** Multipart: every field as text (booleans as 'true'/'false'), then the documents under their field names. */
export function toSignUpForm(
  input: SignUpInput,
  files: Partial<Record<SignUpFileField, File | null>> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, String(value));
  }
  for (const [field, file] of Object.entries(files)) {
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/**
 * POST /api/user. Code 1 gives the new account's status (GENERAL is ACTIVE at once; BROKER and LAWYER wait
 * for the operator, PENDING). -1301 id taken, -1302 phone already has an account, -1205 phone not verified,
 * -1401 a file was refused, -400 names the field ('field: message').
 */
export function postSignUp({
  input,
  files,
}: {
  input: SignUpInput;
  files?: Partial<Record<SignUpFileField, File | null>>;
}) {
  return call(ROUTES.signUp, { form: toSignUpForm(input, files) });
}

export const useSignUp = () => useMutation({ mutationFn: postSignUp });
