import { hasRepeatedRun, hasSequentialRun } from '@ansim/domain';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { AUTH_MSG } from '../../messages-auth.ts';
import { cx } from '../cx.ts';
import { IconCheck, IconEye, IconEyeOff } from '../icons.tsx';
import { type FieldMessageProps, formStyles, TextField } from './fields.tsx';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> &
  FieldMessageProps & { label: string; id?: string };

/** A password input with a show/hide toggle inside it. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      inner={
        <button
          type="button"
          className={formStyles.iconButton}
          aria-label={visible ? AUTH_MSG.form.hidePassword : AUTH_MSG.form.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
        </button>
      }
    />
  );
}

/** product.md §A5, split into the parts a person can fix one at a time while typing. */
export function passwordRuleStates(password: string) {
  return [
    {
      key: 'letterAndDigit',
      label: AUTH_MSG.form.passwordRules.letterAndDigit,
      met: /[A-Za-z]/.test(password) && /\d/.test(password),
    },
    {
      key: 'length',
      label: AUTH_MSG.form.passwordRules.length,
      met: password.length >= 8 && password.length <= 50,
    },
    {
      key: 'noRepeat',
      label: AUTH_MSG.form.passwordRules.noRepeat,
      met: password !== '' && !hasRepeatedRun(password),
    },
    {
      key: 'noSequence',
      label: AUTH_MSG.form.passwordRules.noSequence,
      met: password !== '' && !hasSequentialRun(password),
    },
  ] as const;
}

/** The live checklist under a new password; the field's own message still carries the domain's wording. */
export function PasswordRules({ password }: { password: string }) {
  const labelId = useId();
  return (
    <div className={styles.rules}>
      <span id={labelId} className="visually-hidden">
        {AUTH_MSG.form.passwordRulesLabel}
      </span>
      <ul aria-labelledby={labelId} className={styles.list}>
        {passwordRuleStates(password).map((rule) => (
          <li key={rule.key} className={cx(styles.rule, rule.met && styles.met)}>
            <IconCheck size={16} />
            {rule.label}
            <span className="visually-hidden">
              {' '}
              {rule.met ? AUTH_MSG.form.ruleMet : AUTH_MSG.form.ruleUnmet}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
