import type { UserType } from '@ansim/domain';
import { ERRORS, type SignUpFileField } from '@ansim/domain/contract';
import { useNavigate } from 'react-router';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { type SignUpInput, useSignUp } from '../api/post-sign-up.ts';

/** A refusal to show: under `field` when the screen has that field, else for the whole form. */
export interface SignUpProblem {
  field: string | null;
  message: string;
}

export type ProfessionalFields = Pick<
  SignUpInput,
  | 'company'
  | 'businessNo'
  | 'registrationNo'
  | 'officeAddress'
  | 'officePhone'
  | 'lawyerExam'
  | 'lawyerExamRound'
>;

/** Where a finished sign-up lands: /signUp/{userType}/active or /signUp/{userType}/pending. */
export const completionPath = (userType: UserType, status: 'ACTIVE' | 'PENDING') =>
  `/signUp/${userType}/${status.toLowerCase()}`;

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Everything the steps collected, in the shape POST /api/user takes. */
export function collectSignUpInput(userType: UserType, extra: ProfessionalFields = {}): SignUpInput {
  const { signUpTemp: temp, snsLoginData: sns } = useUserStore.getState();
  const agreements = temp.agreements ?? {
    agreeService: false,
    agreePrivacy: false,
    agreeGps: false,
    isMarketing: false,
  };
  return {
    userType,
    ...(sns
      ? { joinType: sns.joinType, socialTicket: sns.id }
      : { id: temp.id, password: temp.password, passwordConfirm: temp.passwordConfirm }),
    name: (temp.name ?? '').trim(),
    phone: temp.phone ?? '',
    email: blank(temp.email),
    birthDate: blank(temp.birthDate),
    verificationId: temp.verificationId ?? '',
    ...agreements,
    ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, blank(value)])),
  };
}

/**
 * Sends the sign-up and goes to the completion screen. Returns the problem to show when the server refuses;
 * an expired social ticket starts the social sign-in over instead.
 */
export function useSubmitSignUp(userType: UserType) {
  const signUp = useSignUp();
  const navigate = useNavigate();

  const submit = async (
    extra: ProfessionalFields = {},
    files: Partial<Record<SignUpFileField, File | null>> = {},
  ): Promise<SignUpProblem | null> => {
    let envelope: Awaited<ReturnType<typeof signUp.mutateAsync>>;
    try {
      envelope = await signUp.mutateAsync({ input: collectSignUpInput(userType, extra), files });
    } catch (error) {
      return { field: null, message: thrownMessage(error) };
    }
    const store = useUserStore.getState();
    if (envelope.code === 1 && envelope.entity) {
      void navigate(completionPath(userType, envelope.entity.status), { replace: true });
      store.clearSignUpTemp();
      store.clearSnsLoginData();
      return null;
    }
    const { message } = envelope;
    switch (envelope.code) {
      case ERRORS.DUPLICATE_ID.code:
        store.setSignUpTemp({ checkedId: undefined });
        return { field: 'id', message };
      case ERRORS.DUPLICATE_PHONE.code:
        return { field: 'phone', message };
      case ERRORS.SMS_NOT_VERIFIED.code:
        // The proof ran out (30 minutes) or was spent: the phone must be verified again.
        store.setSignUpTemp({ verificationId: undefined });
        return { field: 'verificationId', message };
      case ERRORS.FILE_REJECTED.code: {
        const field = (envelope.entity as { field?: string } | null)?.field ?? null;
        return { field, message };
      }
      case ERRORS.SOCIAL_TICKET_INVALID.code:
        await alertDialog({ message });
        store.clearSnsLoginData();
        void navigate('/signUp', { replace: true });
        return null;
      case ERRORS.VALIDATION.code: {
        const { field, text } = splitFieldMessage(message);
        return { field, message: text };
      }
      default:
        return { field: null, message };
    }
  };

  return { submit, isPending: signUp.isPending };
}
