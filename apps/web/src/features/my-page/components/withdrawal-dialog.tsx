import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openAlertModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { clearLocalAccount } from '../../../stores/user-store.ts';
import { useWithdraw } from '../api/patch-user-withdrawal.ts';
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const withdraw = useWithdraw();

  const onConfirm = async () => {
    if (withdraw.isPending) return;
    if (needsPassword && password === '') {
      setPasswordError(MSG.account.withdrawal.passwordHint);
      return;
    }
    try {
      const envelope = await withdraw.mutateAsync({ userNo, ...(needsPassword ? { password } : {}) });
      if (envelope.code === 1) {
        onClose();
        // product.md §A4 "Withdrawal": the stored login goes, then the sign-in screen.
        clearLocalAccount();
        await alertDialog({ message: envelope.message });
        void navigate('/login', { replace: true });
        return;
      }
      const { field, text } = splitFieldMessage(envelope.message);
      if (field === 'password') setPasswordError(text);
      else setFormError(text);
    } catch (error) {
      setFormError(thrownMessage(error));
    }
  };

  return (
    <DialogFrame role="alertdialog" labelledBy={titleId} describedBy={bodyId} initialFocusRef={cancelRef}>
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {MSG.account.withdrawal.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {MSG.account.withdrawal.body}
        </p>
        {needsPassword && (
          <PasswordField
            label={MSG.account.withdrawal.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void onConfirm();
            }}
            error={passwordError}
            hint={MSG.account.withdrawal.passwordHint}
          />
        )}
        <FormAlert>{formError}</FormAlert>
      </div>
      <div className={dialogStyles.actions}>
        <Button ref={cancelRef} variant="secondary" size="large" onClick={onClose}>
          {MSG.common.cancel}
        </Button>
        <Button size="large" className={styles.danger} disabled={withdraw.isPending} onClick={onConfirm}>
          {MSG.account.withdrawal.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** Asks before closing the account; an alert-layer dialog, so device back and Escape cancel it. */
export function openWithdrawalDialog(props: Omit<WithdrawalDialogProps, 'onClose'>): void {
  openAlertModal((close) => <WithdrawalDialog {...props} onClose={close} />);
}
