import { onReasonTypeChange, REASON_COST_TYPE_CUSTOM } from '@ansim/domain';
import { ROOM_MSG } from '../messages-room.ts';
import { FeeAmountField, FeeCodeSelect, FeeTextField } from './fee-entry-fields.tsx';
import { applyFeeState, type FeeForm } from './fee-entry-form.ts';

const M = ROOM_MSG.fee;

/** 확인 불가: why the fee cannot be confirmed; a public cost the broker still knows may be given. */
export function FeeEntryUnconfirmed({ form }: { form: FeeForm }) {
  const reasonType = form.watch('reasonType');
  return (
    <>
      <FeeCodeSelect
        form={form}
        name="reasonType"
        groupCode="REASON_COST_TYPE"
        label={M.reasonType}
        onChoose={(code) => applyFeeState(form, onReasonTypeChange(form.getValues(), code))}
      />
      {reasonType === REASON_COST_TYPE_CUSTOM && (
        <FeeTextField form={form} name="reasonText" label={M.reasonText} />
      )}
      <FeeAmountField form={form} name="publicCost" label={M.publicCostOptional} />
    </>
  );
}
