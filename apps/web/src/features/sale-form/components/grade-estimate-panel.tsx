import type { SafetyLevel } from '@ansim/domain';
import type { ComputedGrade } from '@ansim/domain/contract';
import type { ReactNode } from 'react';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './grade-estimate-panel.module.css';

const M = SALE_FORM_MSG.grade;

const isLevel = (n: number): n is SafetyLevel => n >= 1 && n <= 5 && Number.isInteger(n);

/** The grade the figures give (POST /api/sale/grade/estimate) and its reasons, beside the broker's choice. */
export function GradeEstimatePanel({
  grade,
  pending,
  failed,
  ready,
}: {
  grade: ComputedGrade | undefined;
  pending: boolean;
  failed: boolean;
  /** The figures are complete enough to be graded. */
  ready: boolean;
}) {
  let body: ReactNode;
  if (!ready) body = <p className={styles.muted}>{M.computedNeeds}</p>;
  else if (failed) body = <p className={styles.muted}>{M.computedFailed}</p>;
  else if (!grade) body = <p className={styles.muted}>{M.computing}</p>;
  else
    body = (
      <>
        <div className={styles.head}>
          {isLevel(grade.level) && <SafetyGradeTag level={grade.level} className={styles.tag} />}
          <span className={styles.ratio}>{grade.assessable ? M.ratio(grade.ratio) : M.notAssessable}</span>
        </div>
        {grade.reasons.length > 0 && (
          <>
            <h4 className={styles.reasonsTitle}>{M.reasons}</h4>
            <ul className={styles.reasons}>
              {grade.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
        {/* 안심 진단 grades the same facts the same way, and adds 최우선변제, HUG and the checklist. */}
        <a className={styles.more} href="/safetyCheck" target="_blank" rel="noopener">
          {M.safetyCheckLink}
        </a>
      </>
    );
  return (
    <section className={styles.panel} aria-busy={pending || undefined} aria-live="polite">
      <h3 className={styles.title}>{M.computedTitle}</h3>
      {body}
    </section>
  );
}
