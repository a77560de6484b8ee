import { COST_TYPE, type CostTypeCode, type CostTypeForm, codesOf, onCostTypeChange } from '@ansim/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import { FeeEntryActual } from './fee-entry-actual.tsx';
import styles from './fee-entry-dialog.module.css';
import { FeeEntryFixed } from './fee-entry-fixed.tsx';
import { applyFeeState, feeFormForDisplay, feeFormForStore, feeResolver } from './fee-entry-form.ts';
import { FeeEntryUnconfirmed } from './fee-entry-unconfirmed.tsx';
import { ChipGroup } from './step-fields.tsx';

const M = ROOM_MSG.fee;
const isCostType = (value: string): value is CostTypeCode =>
  (Object.values(COST_TYPE) as string[]).includes(value);
const COST_TYPES = codesOf('COST_TYPE')
  .map((c) => c.code)
  .filter(isCostType)
  .map((code) => ({ value: code, label: M.typeLabels[code] }));

interface FeeEntryDialogProps {
  /** The breakdown applied before (amounts without separators), or null for a first entry. */
  saved: CostTypeForm | null;
  onApply: (form: CostTypeForm) => void;
  onCancel: () => void;
}

/**
 * The management-fee modal (spec 02 §4, §5) in its three variants by 관리비 구분: 정액 (every fee broken
 * down), 실비 (public cost and the basis of the actual charges), 확인 불가 (a reason). 입력 완료 shows every
 * message of validateCostType under its field; a valid breakdown goes back without separators.
 */
export function FeeEntryDialog({ saved, onApply, onCancel }: FeeEntryDialogProps) {
  const titleId = useId();
  const form = useForm<CostTypeForm, unknown, CostTypeForm>({
    defaultValues: feeFormForDisplay(saved),
    resolver: feeResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const type = form.watch('type');
  const submit = form.handleSubmit((values) => onApply(feeFormForStore(values)));

  return (
    <DialogFrame layout="screen" labelledBy={titleId}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {M.title}
          </h2>
          <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onCancel}>
            <IconClose />
          </button>
        </div>
        <div className={styles.body}>
          <ChipGroup
            legend={M.type}
            name="type"
            options={COST_TYPES}
            value={type}
            onChange={(next) => {
              if (isCostType(next)) applyFeeState(form, onCostTypeChange(form.getValues(), next));
            }}
            error={errorOf(form.formState.errors, 'type')}
          />
          {type === COST_TYPE.FIXED && <FeeEntryFixed form={form} />}
          {type === COST_TYPE.ACTUAL && <FeeEntryActual form={form} />}
          {type === COST_TYPE.UNCONFIRMED && <FeeEntryUnconfirmed form={form} />}
        </div>
        <div className={styles.foot}>
          <Button variant="secondary" size="large" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" size="large">
            {M.apply}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
