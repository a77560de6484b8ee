import { SAFETY_LEVELS } from '@ansim/domain';
import { useId } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { IconShieldCheck } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import styles from './grade-guide-card.module.css';

/** What the five safety grades mean: the product's reason to exist, told on the home screen. */
export function GradeGuideCard() {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <IconShieldCheck className={styles.titleIcon} size={24} />
        {MSG.home.gradeCardTitle}
      </h2>
      <p className={styles.lead}>{MSG.home.gradeCardLead}</p>
      <div className={styles.scale} aria-hidden="true">
        {SAFETY_LEVELS.map((level) => (
          <span key={level} />
        ))}
      </div>
      <div className={styles.scaleLabels} aria-hidden="true">
        <span>{MSG.grades.name(1)}</span>
        <span>{MSG.grades.name(5)}</span>
      </div>
      <ol className={styles.list}>
        {SAFETY_LEVELS.map((level) => (
          <li key={level} className={styles.item}>
            <SafetyGradeTag level={level} />
            <p className={styles.reason}>{MSG.grades.reasons[level]}</p>
          </li>
        ))}
      </ol>
      <p className={styles.foot}>{MSG.home.gradeCardFoot}</p>
    </section>
  );
}
