import {
  ETC_CODE_CUSTOM,
  modalTotal,
  onEtcCodeChange,
  onIsEtcCostChange,
  toggleUsage,
  UTILITIES,
  UTILITY_LABELS,
  useFlagOf as usageFlagOf,
} from '@ansim/domain';
import { Checkbox } from '../../../shared/ui/form/fields.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import styles from './fee-entry-dialog.module.css';
import { FeeAmountField, FeeCodeSelect, FeeTextField } from './fee-entry-fields.tsx';
import { applyFeeState, type FeeForm } from './fee-entry-form.ts';
import { FeeEntryTotal } from './fee-entry-total.tsx';

const M = ROOM_MSG.fee;

/**
 * 정액 관리비: the basis, the public cost, each of the six utilities (or billed by usage, which clears and
 * locks its amount) and an optional other cost with what it is.
 */
export function FeeEntryFixed({ form }: { form: FeeForm }) {
  const values = form.watch();
  return (
    <>
      <FeeCodeSelect
        form={form}
        name="etcCode"
        groupCode="ETC_CODE"
        label={M.etcCode}
        onChoose={(code) => applyFeeState(form, onEtcCodeChange(form.getValues(), code))}
      />
      {values.etcCode === ETC_CODE_CUSTOM && <FeeTextField form={form} name="etcText" label={M.etcText} />}
      <FeeAmountField form={form} name="publicCost" label={M.publicCost} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{M.utilities}</legend>
        {UTILITIES.map((utility) => {
          const byUsage = values[usageFlagOf(utility)];
          return (
            <div key={utility} className={styles.utility}>
              <FeeAmountField form={form} name={utility} label={UTILITY_LABELS[utility]} disabled={byUsage} />
              <Checkbox
                className={styles.usage}
                label={
                  <>
                    <span className="visually-hidden">{UTILITY_LABELS[utility]} </span>
                    {M.byUsage}
                  </>
                }
                checked={byUsage}
                onChange={(event) =>
                  applyFeeState(form, toggleUsage(form.getValues(), utility, event.target.checked))
                }
              />
            </div>
          );
        })}
      </fieldset>
      <Checkbox
        label={M.isEtcCost}
        checked={values.isEtcCost}
        onChange={(event) => applyFeeState(form, onIsEtcCostChange(form.getValues(), event.target.checked))}
      />
      {values.isEtcCost && (
        <>
          <FeeAmountField form={form} name="etcCost" label={M.etcCost} />
          <FeeTextField form={form} name="etcCostText" label={M.etcCostText} />
        </>
      )}
      <FeeEntryTotal won={modalTotal(values)} note={M.totalNote.fixed} />
    </>
  );
}
