import {
  ADMIN_QUOTA_AMOUNT_MAX,
  ADMIN_REASON_MAX,
  adminQuotaChangeBodySchema,
  QUOTA_KIND_LABELS,
  QUOTA_KINDS,
  type QuotaKind,
} from '@ansim/domain/contract';
import { useId } from 'react';
import type { z } from 'zod';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../../shared/ui/dialog-frame.tsx';
import { FormAlert, SelectField, TextField } from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { askInModal } from '../../shared/ask-in-modal.ts';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';
import styles from './quotas.module.css';

type Values = z.output<typeof adminQuotaChangeBodySchema>;

export interface UnitsDialogOptions {
  title: string;
  description: string;
  confirmLabel: string;
  /** Fixed kind (a proxy application grants PROXY); absent: the operator picks one. */
  kind?: QuotaKind;
  /** The user's balances now, shown under the kind. */
  balances?: Record<QuotaKind, number>;
  danger?: boolean;
  /** Sends the change; its rejection's message is shown in the dialog, which stays open. */
  submit: (values: Values) => Promise<unknown>;
}

/** Asks for a kind, an amount and a reason, and sends them; true when sent, false when cancelled. */
export function unitsDialog(options: UnitsDialogOptions): Promise<boolean> {
  return askInModal<boolean>(
    (answer) => <UnitsDialog {...options} onCancel={() => answer(false)} onDone={() => answer(true)} />,
    false,
  );
}

function UnitsDialog({
  title,
  description,
  confirmLabel,
  kind,
  balances,
  danger = false,
  submit,
  onCancel,
  onDone,
}: UnitsDialogOptions & { onCancel: () => void; onDone: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const reasonId = useId();
  const form = useSchemaForm(adminQuotaChangeBodySchema, {
    defaultValues: { kind: kind ?? ('' as QuotaKind), amount: '', reason: '' },
  });
  const picked = form.watch('kind') as QuotaKind | '';
  const reasonError = errorOf(form.formState.errors, 'reason');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
      onDone();
    } catch (error) {
      showServerMessage(form, thrownMessage(error), { fields: ['kind', 'amount', 'reason'] });
    }
  });

  return (
    <DialogFrame labelledBy={titleId} describedBy={descriptionId} className={styles.dialogPanel}>
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <p id={descriptionId} className={styles.note}>
          {description}
        </p>
        {kind === undefined && (
          <SelectField
            label={M.change.kind}
            placeholder={M.change.kindPlaceholder}
            options={QUOTA_KINDS.map((k) => ({ value: k, label: QUOTA_KIND_LABELS[k] }))}
            {...fieldProps(form, 'kind')}
            hint={
              picked && balances ? M.change.current(QUOTA_KIND_LABELS[picked], balances[picked]) : undefined
            }
          />
        )}
        <TextField
          label={M.change.amount}
          type="number"
          inputMode="numeric"
          min={1}
          max={ADMIN_QUOTA_AMOUNT_MAX}
          hint={M.change.amountHint}
          {...fieldProps(form, 'amount')}
        />
        <div className={styles.fileRow}>
          <label htmlFor={reasonId} className={styles.fileLabel}>
            {M.change.reason}
          </label>
          <textarea
            id={reasonId}
            className={styles.textarea}
            maxLength={ADMIN_REASON_MAX}
            placeholder={M.change.reasonPlaceholder}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            {...form.register('reason')}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className={styles.fieldError}>
              {reasonError}
            </p>
          )}
        </div>
        {formAlertOf(form) && <FormAlert>{formAlertOf(form)}</FormAlert>}
        <div className={styles.formActions}>
          <Button variant="secondary" size="large" onClick={onCancel}>
            {M.change.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="large"
            className={cx(danger && styles.danger)}
            disabled={form.formState.isSubmitting}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
