import { BASE_COST_CUSTOM, costTotal, onBaseCostChange } from '@ansim/domain';
import { ROOM_MSG } from '../messages-room.ts';
import { FeeAmountField, FeeCodeSelect, FeeTextField } from './fee-entry-fields.tsx';
import { applyFeeState, type FeeForm } from './fee-entry-form.ts';
import { FeeEntryTotal } from './fee-entry-total.tsx';

const M = ROOM_MSG.fee;

/** 실비 관리비: the public cost and the basis of the charges billed by actual use. */
export function FeeEntryActual({ form }: { form: FeeForm }) {
  const values = form.watch();
  return (
    <>
      <FeeAmountField form={form} name="publicCost" label={M.publicCost} />
      <FeeCodeSelect
        form={form}
        name="baseCost"
        groupCode="BASE_COST"
        label={M.baseCost}
        onChoose={(code) => applyFeeState(form, onBaseCostChange(form.getValues(), code))}
      />
      {values.baseCost === BASE_COST_CUSTOM && (
        <FeeTextField form={form} name="baseCostText" label={M.baseCostText} />
      )}
      <FeeEntryTotal won={costTotal(values)} note={M.totalNote.actual} />
    </>
  );
}
