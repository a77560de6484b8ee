import type { UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { errorOf } from '../ui/form/use-schema-form.ts';
import type { PhoneVerificationProps } from './phone-verification.tsx';

/** The two values a form with an SMS-proved phone holds: the number, and the proof ('' until proved). */
export interface PhoneFields {
  phone: string;
  verificationId: string;
}

/**
 * Binds PhoneVerification to a form of the kit: the number is the form's `phone` (registered, so a submit
 * focuses it), and a proof or its loss updates `verificationId` and the phone's message at once.
 */
export function usePhoneVerificationField<T extends PhoneFields>(
  form: UseFormReturn<T, unknown, unknown>,
): Pick<
  PhoneVerificationProps,
  'phone' | 'onPhoneChange' | 'verificationId' | 'onVerifiedChange' | 'error' | 'inputRef' | 'onBlur'
> {
  // The generic form narrowed to its phone fields: react-hook-form's paths cannot be derived from `T`.
  const phoneForm = form as unknown as UseFormReturn<PhoneFields, unknown, unknown>;
  const { field } = useController({ control: phoneForm.control, name: 'phone' });
  const verificationId = phoneForm.watch('verificationId');
  const { errors } = phoneForm.formState;
  return {
    phone: field.value,
    onPhoneChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    verificationId: verificationId === '' ? null : verificationId,
    onVerifiedChange: (id) => {
      phoneForm.setValue('verificationId', id ?? '');
      // The phone's message may have been "prove it"; it is re-judged once the phone was judged at all.
      if (errors.phone) void phoneForm.trigger('phone');
    },
    error: errorOf(errors, 'phone'),
  };
}
