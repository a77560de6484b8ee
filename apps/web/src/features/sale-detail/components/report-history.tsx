import { formatDate } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { DetailSection } from './detail-section.tsx';
import styles from './report-history.module.css';

/** Texts of the public report history (docs/decisions/023). */
const REPORT_HISTORY_MSG = {
  title: '신고 이력',
  none: '신고 이력이 없습니다.',
  summary: (h: SaleDetail['reportHistory']) =>
    `신고 ${h.total}건 · 허위매물 확인 ${h.confirmed}건 · 기각 ${h.dismissed}건 · 검토 중 ${h.open}건`,
  recent: '최근 처리 결과',
  outcome: { CONFIRMED: '허위매물 확인', DISMISSED: '기각' },
  note: '신고는 운영자가 검토해 처리합니다. 신고한 사람과 내용은 공개되지 않습니다.',
} as const;

/**
 * The listing's report history: how many reports it had and how the operator closed them, so a tenant sees
 * what no other platform shows. Counts and outcomes only; the server never sends who reported.
 */
export function ReportHistorySection({ detail }: { detail: SaleDetail }) {
  const history = detail.reportHistory;
  return (
    <DetailSection title={REPORT_HISTORY_MSG.title}>
      {history.total === 0 ? (
        <p className={styles.none}>{REPORT_HISTORY_MSG.none}</p>
      ) : (
        <>
          <p className={styles.summary}>{REPORT_HISTORY_MSG.summary(history)}</p>
          {history.recent.length > 0 && (
            <>
              <h3 className={styles.recentTitle}>{REPORT_HISTORY_MSG.recent}</h3>
              <ul className={styles.recent}>
                {history.recent.map((r, i) => (
                  // Outcomes carry no id of their own: the position in the newest-first list is the key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer.
                  <li key={i} className={styles.item}>
                    <span className={r.outcome === 'CONFIRMED' ? styles.confirmed : styles.dismissed}>
                      {REPORT_HISTORY_MSG.outcome[r.outcome]}
                    </span>
                    <span className={styles.date}>{formatDate(r.resolvedAt)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <p className={styles.note}>{REPORT_HISTORY_MSG.note}</p>
    </DetailSection>
  );
}
