import type { GradeCommentCounts } from '@ansim/domain/contract';
import { ADMIN_GRADE_MSG as M } from '../messages.ts';
import styles from './grades.module.css';

const LEVELS = [1, 2, 3, 4, 5] as const;
const countOf = (counts: GradeCommentCounts, level: (typeof LEVELS)[number]): number =>
  counts[`rate00${level}`];

/**
 * The safety comments of a listing by grade as one stacked bar (green 1 … red 5) with the total beside it.
 * The bar is drawn for the eye; the words (1등급 2개, …) are what a screen reader reads.
 */
export function CommentBar({ counts }: { counts: GradeCommentCounts }) {
  if (counts.total === 0) return <span className={styles.sub}>{M.comments.none}</span>;
  const parts = LEVELS.filter((level) => countOf(counts, level) > 0)
    .map((level) => M.comments.part(level, countOf(counts, level)))
    .join(', ');
  return (
    <span className={styles.commentCell}>
      <span className={styles.bar} role="img" aria-label={M.comments.summary(parts)}>
        {LEVELS.map((level) =>
          countOf(counts, level) > 0 ? (
            <span
              key={level}
              className={styles[`seg${level}`]}
              style={{ flexGrow: countOf(counts, level) }}
              title={M.comments.part(level, countOf(counts, level))}
            />
          ) : null,
        )}
      </span>
      <span className={styles.sub} aria-hidden="true">
        {M.comments.total(counts.total)} · {parts}
      </span>
    </span>
  );
}
