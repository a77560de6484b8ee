import { type CostTypeForm, codeName, costTotal, withThousands } from '@ansim/domain';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import { FeeEntryDialog } from './fee-entry-dialog.tsx';
import styles from './fee-entry-section.module.css';

const M = ROOM_MSG.extra;

interface FeeEntrySectionProps {
  /** isFeeModalAvailable for the building type chosen in 등급정보. */
  available: boolean;
  costType: CostTypeForm | null;
  onApply: (costType: CostTypeForm | null) => void;
  error: string | null;
}

/**
 * The fee breakdown in the step: what was entered (its type and total) with the buttons that open the
 * modal or remove it, or, for a building type without the modal, a short note.
 */
export function FeeEntrySection({ available, costType, onApply, error }: FeeEntrySectionProps) {
  if (!available) return <p className={styles.note}>{M.feeUnavailable}</p>;
  const open = () =>
    openModal((close) => (
      <FeeEntryDialog
        saved={costType}
        onCancel={close}
        onApply={(next) => {
          close();
          onApply(next);
        }}
      />
    ));
  return (
    <div className={styles.summary}>
      {costType ? (
        <p className={styles.line}>
          <span className={styles.type}>{codeName('COST_TYPE', costType.type)}</span>
          <span>{M.feeSummaryTotal(`${withThousands(costTotal(costType))}${ROOM_MSG.fee.won}`)}</span>
        </p>
      ) : (
        <p className={styles.note}>{M.feeNotEntered}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant={costType ? 'secondary' : 'primary'} onClick={open}>
          {costType ? M.feeEdit : M.feeOpen}
        </Button>
        {costType && (
          <Button variant="ghost" onClick={() => onApply(null)}>
            {M.feeRemove}
          </Button>
        )}
      </div>
    </div>
  );
}
