import type { RoomInfo } from '@ansim/domain';
import { useEffect, useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { cx } from '../../../shared/ui/cx.ts';
import { Checkbox, formStyles } from '../../../shared/ui/form/fields.tsx';
import { digitsOnly } from '../../../shared/ui/form/masks.ts';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { type UseApplyParams, useUseApply } from '../api/get-use-apply.ts';
import { ROOM_MSG } from '../messages-room.ts';
import type { RoomFormValues } from './room-form-values.ts';
import styles from './room-step.module.css';

const eightDigits = digitsOnly(8);

type ApprovalSource = 'register' | 'estimated' | null;

interface RoomMoveInFieldsProps {
  form: UseFormReturn<RoomFormValues, unknown, RoomInfo>;
  /** Where to ask for the 사용승인일; null without an address. */
  address: UseApplyParams | null;
  immediate: boolean;
  onImmediateChange: (immediate: boolean) => void;
}

/**
 * 사용승인일 (8 digits, checked by the approval-date rule) prefilled from GET /common/open/use/apply when the
 * broker has not typed one, marked 추정 when the open data only estimates it; 입주 가능일 as a date or 즉시 입주.
 */
export function RoomMoveInFields({ form, address, immediate, onImmediateChange }: RoomMoveInFieldsProps) {
  const { control, getValues, setValue, formState } = form;
  // Asked once, for a field still empty when the step opens: a typed or saved date is the broker's.
  const [askedFor] = useState(() => (getValues('useApprovalDate') ? null : address));
  const found = useUseApply(askedFor).data;
  const [source, setSource] = useState<ApprovalSource>(null);
  useEffect(() => {
    if (!found?.useApprovalDate || getValues('useApprovalDate')) return;
    setValue('useApprovalDate', found.useApprovalDate, { shouldValidate: true });
    setSource(found.estimated ? 'estimated' : 'register');
  }, [found, getValues, setValue]);

  const approvalId = useId();
  const approvalMessageId = `${approvalId}-message`;
  const approvalError = errorOf(formState.errors, 'useApprovalDate');
  const approvalHint =
    source === 'estimated'
      ? ROOM_MSG.room.useApprovalDateEstimatedHint
      : source === 'register'
        ? ROOM_MSG.room.useApprovalDateFound
        : null;
  const approvalMessage = approvalError ?? approvalHint;

  const applyId = useId();
  const applyError = errorOf(formState.errors, 'applyDate');

  return (
    <>
      <Controller
        control={control}
        name="useApprovalDate"
        render={({ field }) => (
          <div className={formStyles.field}>
            <label htmlFor={approvalId} className={formStyles.label}>
              {ROOM_MSG.room.useApprovalDate}
              {source === 'estimated' && (
                <span className={styles.tag}>{ROOM_MSG.room.useApprovalDateEstimated}</span>
              )}
            </label>
            <input
              id={approvalId}
              name={field.name}
              ref={field.ref}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="off"
              placeholder={ROOM_MSG.room.useApprovalDatePlaceholder}
              value={field.value ?? ''}
              onChange={(event) => {
                setSource(null);
                field.onChange(eightDigits(event.target.value));
              }}
              onBlur={field.onBlur}
              aria-invalid={approvalError ? true : undefined}
              aria-describedby={approvalMessage ? approvalMessageId : undefined}
            />
            {approvalMessage && (
              <p
                id={approvalMessageId}
                className={cx(formStyles.message, approvalError ? formStyles.error : formStyles.hint)}
              >
                {approvalMessage}
              </p>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="applyDate"
        render={({ field }) => (
          <div className={cx(formStyles.field, styles.moveIn)}>
            <label htmlFor={applyId} className={formStyles.label}>
              {ROOM_MSG.room.applyDate}
            </label>
            <Checkbox
              label={ROOM_MSG.room.applyNow}
              checked={immediate}
              onChange={(event) => {
                onImmediateChange(event.target.checked);
                if (event.target.checked) field.onChange('');
              }}
            />
            <input
              id={applyId}
              type="date"
              name={field.name}
              ref={field.ref}
              className={formStyles.input}
              value={field.value ?? ''}
              disabled={immediate}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-invalid={applyError ? true : undefined}
              aria-describedby={applyError ? `${applyId}-message` : undefined}
            />
            {applyError && (
              <p id={`${applyId}-message`} className={cx(formStyles.message, formStyles.error)}>
                {applyError}
              </p>
            )}
          </div>
        )}
      />
    </>
  );
}
