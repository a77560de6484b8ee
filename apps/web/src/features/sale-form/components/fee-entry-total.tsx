import { withThousands } from '@ansim/domain';
import { ROOM_MSG } from '../messages-room.ts';
import styles from './fee-entry-dialog.module.css';

/** The running total of the modal (spec 02 §5), announced politely as amounts change. */
export function FeeEntryTotal({ won, note }: { won: number; note: string }) {
  return (
    <div className={styles.total}>
      <p className={styles.totalLine} aria-live="polite">
        <span>{ROOM_MSG.fee.total}</span>
        <strong>
          {withThousands(won)}
          {ROOM_MSG.fee.won}
        </strong>
      </p>
      <p className={styles.totalNote}>{note}</p>
    </div>
  );
}
