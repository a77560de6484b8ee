import { formatDate, SALE_STATUS_LABELS, saleDetailPagePath } from '@ansim/domain';
import {
  ADMIN_REPORT_STATE_LABELS,
  type AdminReportBase,
  type AdminReportSaleDetail,
} from '@ansim/domain/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import { reasonDialog } from '../../shared/reason-dialog.tsx';
import { useAdminReportSale, useReportDecision } from '../api/reports-api.ts';
import { ADMIN_REPORT_MSG } from '../messages.ts';
import styles from './report-detail.module.css';

const TEXT = ADMIN_REPORT_MSG;

/** A report's state as a coloured label. */
export function ReportStateBadge({ state }: { state: AdminReportBase['state'] }) {
  return <span className={cx(styles.badge, styles[state])}>{ADMIN_REPORT_STATE_LABELS[state]}</span>;
}

/**
 * The picked listing as the operator judges it: what and whose it is, the broker's warnings so far, and
 * every report of it, the open ones first with the two decisions.
 */
export function ReportDetail({ saleNo, onClose }: { saleNo: number | null; onClose: () => void }) {
  const detail = useAdminReportSale(saleNo);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A pick moves the focus (and a phone's view) to the panel, so the operator reads on from there.
  useEffect(() => {
    if (saleNo !== null && detail.data?.sale.saleNo === saleNo) headingRef.current?.focus();
  }, [saleNo, detail.data?.sale.saleNo]);

  if (saleNo === null)
    return (
      <section className={styles.block} aria-label={TEXT.detail.title}>
        <h2 className={styles.heading}>{TEXT.detail.title}</h2>
        <p className={styles.muted}>{TEXT.detail.pick}</p>
      </section>
    );

  return (
    <section
      className={styles.block}
      aria-label={TEXT.detail.title}
      aria-busy={detail.isPending || undefined}
    >
      {detail.isPending && (
        <div className={styles.state} role="status">
          <Spinner />
          <span>{ADMIN_MSG.table.loading}</span>
        </div>
      )}
      {detail.isError && (
        <div className={styles.state} role="alert">
          <p>{TEXT.detail.loadFailed}</p>
          <p className={styles.muted}>{thrownMessage(detail.error)}</p>
          <Button variant="soft" size="small" onClick={() => void detail.refetch()}>
            {ADMIN_MSG.table.retry}
          </Button>
        </div>
      )}
      {detail.data && <SaleReports data={detail.data} headingRef={headingRef} onClose={onClose} />}
    </section>
  );
}

function SaleReports({
  data,
  headingRef,
  onClose,
}: {
  data: AdminReportSaleDetail;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { sale, reports, brokerWarnings } = data;
  const decision = useReportDecision();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const openCount = reports.filter((r) => r.state === 'OPEN').length;

  const decide = async (report: AdminReportBase, outcome: 'confirm' | 'dismiss') => {
    const copy = outcome === 'confirm' ? TEXT.confirm : TEXT.dismiss;
    const description =
      outcome === 'confirm' && openCount > 1
        ? `${copy.description} ${TEXT.confirm.openAll(openCount)}`
        : copy.description;
    const reason = await reasonDialog({
      title: copy.title,
      description,
      confirmLabel: copy.button,
      danger: outcome === 'confirm',
    });
    if (reason === null) return;
    setResult(null);
    try {
      const { message } = await decision.mutateAsync({ reportNo: report.reportNo, outcome, reason });
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: thrownMessage(error) || TEXT.failed });
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {sale.title || TEXT.noTitle}
        </h2>
        <Button variant="ghost" size="small" onClick={onClose}>
          {TEXT.detail.close}
        </Button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{TEXT.detail.address}</dt>
          <dd>{sale.address}</dd>
        </div>
        <div>
          <dt>{TEXT.detail.status}</dt>
          <dd>{SALE_STATUS_LABELS[sale.status]}</dd>
        </div>
        <div>
          <dt>{TEXT.detail.broker}</dt>
          <dd>
            {sale.broker.name} ({sale.broker.loginId ?? '-'})
            {sale.broker.status === 'SUSPENDED' && (
              <>
                {' '}
                <span className={cx(styles.badge, styles.alert)}>{TEXT.detail.brokerSuspended}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{TEXT.detail.warnings}</dt>
          <dd>{TEXT.detail.warningCount(brokerWarnings)}</dd>
        </div>
      </dl>
      <Link className={styles.link} to={saleDetailPagePath(sale.saleNo)} target="_blank" rel="noopener">
        {TEXT.detail.viewListing}
      </Link>

      <p aria-live="polite" className={result ? (result.ok ? styles.done : styles.error) : undefined}>
        {result?.text ?? ''}
      </p>

      <h3 className={styles.subheading}>{TEXT.detail.reports(reports.length)}</h3>
      <ul className={styles.reports}>
        {reports.map((report) => (
          <li key={report.reportNo} className={styles.report}>
            <div className={styles.reportHead}>
              <span>
                {formatDate(report.createdAt)} · {report.reporter.name} (
                {TEXT.reporterTypes[report.reporter.type] ?? report.reporter.type})
              </span>
              <ReportStateBadge state={report.state} />
            </div>
            <p className={styles.reportText}>{report.reportText}</p>
            {report.state === 'OPEN' ? (
              <div className={styles.actions}>
                <Button
                  size="small"
                  className={styles.danger}
                  disabled={decision.isPending}
                  onClick={() => void decide(report, 'confirm')}
                >
                  {TEXT.confirm.button}
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={decision.isPending}
                  onClick={() => void decide(report, 'dismiss')}
                >
                  {TEXT.dismiss.button}
                </Button>
              </div>
            ) : (
              <p className={styles.resolution}>
                {TEXT.detail.resolved(formatDate(report.resolvedAt), report.resolvedBy)}
                {report.resolutionText && (
                  <>
                    <br />
                    {TEXT.detail.resolution}: {report.resolutionText}
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
