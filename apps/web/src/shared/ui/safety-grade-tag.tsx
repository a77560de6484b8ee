import { RATE_CODES, type SafetyLevel } from '@ansim/domain';
import { MSG } from '../messages.ts';
import { cx } from './cx.ts';
import styles from './safety-grade-tag.module.css';

/** Grade 1 (매우 안전, green) to 5 (매우 불안, red); the label is always written, colour is never the only cue. */
export function SafetyGradeTag({ level, className }: { level: SafetyLevel; className?: string }) {
  const label = RATE_CODES[level - 1]?.label ?? '';
  return (
    <span className={cx(styles.tag, styles[`grade${level}`], className)}>
      <span className={styles.dot} aria-hidden="true" />
      {MSG.grades.name(level)} · {label}
    </span>
  );
}
