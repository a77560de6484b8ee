import type { SaleDetail } from '@ansim/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { MSG } from '../../../../shared/messages.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { useUserStore } from '../../../../stores/user-store.ts';
import { DetailSection } from '../../components/detail-section.tsx';
import { useSignInPrompt } from '../../model/use-sign-in-prompt.ts';
import { VOICES } from '../messages-voices.ts';
import { type GradeDistribution, gradeDistribution } from '../model/grade-distribution.ts';
import { voicePermissions } from '../model/voice-permissions.ts';
import { openCommentDialog, openCommentListDialog, openReportDialog } from './voice-actions.tsx';
import styles from './voices-section.module.css';

/**
 * The five grades' shares as one bar of their colours, and the same figures written out beside each
 * grade's name: the bar is a picture for the eye (its label says it all for a screen reader), the list is
 * what is read. Colour is never the only cue.
 */
function DistributionBar({ distribution }: { distribution: GradeDistribution }) {
  const totalId = useId();
  const { total, grades } = distribution;
  const spoken = grades
    .map((grade) => `${MSG.grades.name(grade.level)} ${grade.label} ${VOICES.count(grade.count)}`)
    .join(', ');
  return (
    <div className={styles.distribution}>
      <p id={totalId} className={styles.total}>
        {VOICES.total(total)}
      </p>
      <div className={styles.bar} role="img" aria-label={`${VOICES.distributionLabel(total)}: ${spoken}`}>
        {grades
          .filter((grade) => grade.count > 0)
          .map((grade) => (
            <span
              key={grade.rate}
              className={cx(styles.segment, styles[`grade${grade.level}`])}
              style={{ flexGrow: grade.share }}
            />
          ))}
      </div>
      <ul className={styles.legend} aria-labelledby={totalId}>
        {grades.map((grade) => (
          <li key={grade.rate} className={cx(styles.row, grade.count === 0 && styles.rowNone)}>
            <span className={cx(styles.dot, styles[`grade${grade.level}`])} aria-hidden="true" />
            <span className={styles.gradeName}>
              {MSG.grades.name(grade.level)} · {grade.label}
            </span>
            <span className={styles.count}>{VOICES.count(grade.count)}</span>
            <span className={styles.percent}>{VOICES.share(grade.percent)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 안전등급 평가: what others think of the listing's grade (the detail's `comments` counts), and the ways to
 * add one's own — a safety comment, the comments themselves, a report. Nobody comments on or reports their
 * own listing; a visitor is asked to sign in first.
 */
export function VoicesSection({ detail }: { detail: SaleDetail }) {
  const user = useUserStore((state) => state.user);
  const queryClient = useQueryClient();
  const askToSignIn = useSignInPrompt();
  const permissions = voicePermissions(detail.userNo, user);
  const distribution = gradeDistribution(detail.comments);

  const comment = () => {
    if (!user) return void askToSignIn();
    void openCommentDialog({ detail, user, queryClient });
  };
  const report = () => {
    if (!user) return void askToSignIn();
    void openReportDialog({ detail, user });
  };

  return (
    <DetailSection title={VOICES.title} id="voices">
      <p className={styles.lead}>{VOICES.lead}</p>
      {distribution.total > 0 ? (
        <DistributionBar distribution={distribution} />
      ) : (
        <p className={styles.empty}>
          {permissions.comment === 'hidden' ? VOICES.emptyForOwner : VOICES.empty}
        </p>
      )}
      <div className={styles.actions}>
        {permissions.comment !== 'hidden' && (
          <Button className={styles.action} onClick={comment}>
            {VOICES.commentButton}
          </Button>
        )}
        <Button
          className={styles.action}
          variant="secondary"
          onClick={() => void openCommentListDialog(detail)}
        >
          {VOICES.listButton}
        </Button>
      </div>
      {permissions.report !== 'hidden' && (
        <div className={styles.reportRow}>
          <Button variant="ghost" size="small" className={styles.report} onClick={report}>
            {VOICES.reportButton}
          </Button>
        </div>
      )}
    </DetailSection>
  );
}
