import { formatDate } from '@ansim/domain';
import type { GradeCorrection } from '@ansim/domain/contract';
import styles from './grade-correction-note.module.css';

const BY = { OPERATOR: '운영자 정정', LAWYER: '변호사 정정' } as const;

/**
 * Why the grade shown is not the broker's (decision 025): who corrected it, to which grade, their reason
 * and the day. The broker reads the same note on their own listing.
 */
export function GradeCorrectionNote({ correction }: { correction: GradeCorrection | null | undefined }) {
  if (!correction) return null;
  return (
    <div className={styles.note} role="note">
      <p className={styles.reason}>
        <strong className={styles.by}>{BY[correction.by]}:</strong> {correction.reason}
      </p>
      <p className={styles.meta}>
        {correction.grade.slice(-1)}등급으로 정정 · {formatDate(correction.at)}
      </p>
    </div>
  );
}
