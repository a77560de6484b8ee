import { withdrawalFormSchema } from '@ansim/domain';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openAlertModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import {
  fieldProps,
  formAlertOf,
  setFormAlert,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { clearLocalAccount } from '../../../stores/user-store.ts';
import { useWithdraw } from '../api/patch-user-withdrawal.ts';
import { ACCOUNT_MSG } from '../messages-account.ts';
import styles from './withdrawal-dialog.module.css';

interface WithdrawalDialogProps {
  userNo: number;
  /** An id account confirms with its password; a social account has none. */
  needsPassword: boolean;
  onClose: () => void;
}

function WithdrawalDialog({ userNo, needsPassword, onClose }: WithdrawalDialogProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const bodyId = useId();
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(withdrawalFormSchema, { defaultValues: { password: '' }, mode: 'onSubmit' });
  const withdraw = useWithdraw();

  const send = async (password: string | undefined) => {
    if (withdraw.isPending) return;
    try {
      const envelope = await withdraw.mutateAsync({
        userNo,
        ...(password !== undefined ? { password } : {}),
      });
      if (envelope.code === 1) {
        onClose();
        // product.md §A4 "Withdrawal": the stored login goes, then the sign-in screen.
        clearLocalAccount();
        await alertDialog({ message: envelope.message });
        void navigate('/login', { replace: true });
        return;
      }
      showServerMessage(form, envelope.message, { fields: ['password'] });
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  };
  // A social account has no password to confirm with: the dialog's button is the whole confirmation.
  const onConfirm = needsPassword
    ? form.handleSubmit((values) => send(values.password))
    : (event: { preventDefault(): void }) => {
        event.preventDefault();
        void send(undefined);
      };

  return (
    <DialogFrame role="alertdialog" labelledBy={titleId} describedBy={bodyId} initialFocusRef={cancelRef}>
      <form className={styles.content} id={formId} noValidate onSubmit={onConfirm}>
        <h2 id={titleId} className={styles.title}>
          {ACCOUNT_MSG.withdrawal.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {ACCOUNT_MSG.withdrawal.body}
        </p>
        {needsPassword && (
          <PasswordField
            label={ACCOUNT_MSG.withdrawal.password}
            autoComplete="current-password"
            hint={ACCOUNT_MSG.withdrawal.passwordHint}
            {...fieldProps(form, 'password')}
          />
        )}
        <FormAlert>{formAlertOf(form)}</FormAlert>
      </form>
      <div className={dialogStyles.actions}>
        <Button ref={cancelRef} variant="secondary" size="large" onClick={onClose}>
          {MSG.common.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          size="large"
          className={styles.danger}
          disabled={withdraw.isPending}
        >
          {ACCOUNT_MSG.withdrawal.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** Asks before closing the account; an alert-layer dialog, so device back and Escape cancel it. */
export function openWithdrawalDialog(props: Omit<WithdrawalDialogProps, 'onClose'>): void {
  openAlertModal((close) => <WithdrawalDialog {...props} onClose={close} />);
}
