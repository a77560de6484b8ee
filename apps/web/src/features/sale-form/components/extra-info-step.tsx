import {
  COST_TYPE,
  type CostTypeForm,
  costTotal,
  isFeeModalAvailable,
  stripCommas,
  withThousands,
} from '@ansim/domain';
import { useCallback, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorOf, fieldProps } from '../../../shared/ui/form/use-schema-form.ts';
import { useSalesStore } from '../../../stores/sales-store.ts';
import { ROOM_MSG } from '../messages-room.ts';
import type { SaleStepProps } from '../model/step-props.ts';
import { useStepForm } from '../model/use-step-form.ts';
import { EXTRA_FORM_DEFAULTS, extraFormSchema, feeProblem } from './extra-info-form.ts';
import { FeeEntryCostLists } from './fee-entry-cost-lists.tsx';
import { costTypeFromStore, costTypeToStore } from './fee-entry-form.ts';
import { FeeEntrySection } from './fee-entry-section.tsx';
import { OptionsFields } from './options-fields.tsx';
import { StepActions } from './step-actions.tsx';
import { amountMask, MoneyField, stepFormStyles as styles, TextAreaField } from './step-fields.tsx';

const M = ROOM_MSG.extra;
const DESC_MAX = 500;
const MANWON = 10_000;

/** What the card shows as the monthly fee (만원), from the breakdown's total in 원. */
const costPriceOf = (costType: CostTypeForm): string =>
  costType.type === COST_TYPE.UNCONFIRMED && stripCommas(costType.publicCost) === ''
    ? ''
    : withThousands(Math.round(costTotal(costType) / MANWON));

/**
 * Step 4, 추가정보 (spec 02 §3–§5): the management fee — its breakdown in the modal for the building types
 * that have it, the monthly figure, what it covers and what is billed apart — and the room's options.
 */
export default function ExtraInfoStep({ onNext, onPrev, onTempSave }: SaleStepProps) {
  const [costType, setCostType] = useState(() =>
    costTypeFromStore(useSalesStore.getState().temp.steps.extraInfo?.costType),
  );
  const costTypeRef = useRef(costType);
  costTypeRef.current = costType;
  const keepCostType = useCallback(() => ({ costType: costTypeToStore(costTypeRef.current) }), []);
  const { form, store } = useStepForm('extraInfo', extraFormSchema, EXTRA_FORM_DEFAULTS, keepCostType);
  const { control, formState } = form;
  const buildingType = useSalesStore((state) => state.temp.steps.gradeInfo?.buildingType);
  const type = typeof buildingType === 'string' ? buildingType : null;
  const feeAvailable = isFeeModalAvailable(type);
  const [feeError, setFeeError] = useState<string | null>(null);
  const [costDesc, costDesc2] = useWatch({ control, name: ['costDesc', 'costDesc2'] });

  const applyCostType = (next: CostTypeForm | null) => {
    costTypeRef.current = next;
    setCostType(next);
    setFeeError(null);
    form.setValue('totalCost', next ? String(costTotal(next)) : '');
    if (next) form.setValue('costPrice', costPriceOf(next), { shouldValidate: formState.isSubmitted });
    store();
  };

  const submit = form.handleSubmit(() => {
    // A breakdown the building type does not take (the type changed in 등급정보) is not kept.
    const kept = feeAvailable ? costType : null;
    const problem = feeProblem(form.getValues(), kept, type);
    if (problem) {
      setFeeError(problem);
      return;
    }
    if (kept !== costType) applyCostType(kept);
    store();
    onNext();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.fee}</legend>
        <FeeEntrySection
          available={feeAvailable}
          costType={costType}
          onApply={applyCostType}
          error={feeError}
        />
        <MoneyField
          label={M.costPrice}
          placeholder={M.costPricePlaceholder}
          amount={form.watch('costPrice')}
          {...fieldProps(form, 'costPrice', { mask: amountMask })}
        />
        <FeeEntryCostLists control={control} />
        <TextAreaField
          label={M.costDesc}
          maxChars={DESC_MAX}
          length={[...(costDesc ?? '')].length}
          maxLength={DESC_MAX}
          placeholder={M.descPlaceholder}
          error={errorOf(formState.errors, 'costDesc')}
          {...form.register('costDesc')}
        />
        <TextAreaField
          label={M.costDesc2}
          maxChars={DESC_MAX}
          length={[...(costDesc2 ?? '')].length}
          maxLength={DESC_MAX}
          error={errorOf(formState.errors, 'costDesc2')}
          {...form.register('costDesc2')}
        />
      </fieldset>
      <OptionsFields control={control} />
      <StepActions
        onPrev={() => {
          store();
          onPrev();
        }}
        onTempSave={() => {
          store();
          onTempSave();
        }}
      />
    </form>
  );
}
