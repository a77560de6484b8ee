import { formatDate, SALE_STATUS_LABELS, saleDetailPagePath } from '@ansim/domain';
import {
  ADMIN_REPORT_STATE_LABELS,
  type AdminReportBase,
  type AdminReportSaleDetail,
} from '@ansim/domain/contract';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import {
  type ActionResult,
  DetailHead,
  DetailPanel,
  Fact,
  Facts,
  panelStyles as panel,
  ResultLine,
} from '../../shared/detail-panel.tsx';
import { reasonDialog } from '../../shared/reason-dialog.tsx';
import { type BadgeTone, StatusBadge } from '../../shared/status-badge.tsx';
import { useAdminReportSale, useReportDecision } from '../api/reports-api.ts';
import { ADMIN_REPORT_MSG } from '../messages.ts';
import styles from './report-detail.module.css';

const TEXT = ADMIN_REPORT_MSG;

const STATE_TONES: Record<AdminReportBase['state'], BadgeTone> = {
  OPEN: 'warn',
  CONFIRMED: 'danger',
  DISMISSED: 'neutral',
};

/** A report's state as a coloured label. */
export function ReportStateBadge({ state }: { state: AdminReportBase['state'] }) {
  return <StatusBadge tone={STATE_TONES[state]}>{ADMIN_REPORT_STATE_LABELS[state]}</StatusBadge>;
}

/**
 * The picked listing as the operator judges it: what and whose it is, the broker's warnings so far, and
 * every report of it, the open ones first with the two decisions.
 */
export function ReportDetail({ saleNo, onClose }: { saleNo: number | null; onClose: () => void }) {
  const detail = useAdminReportSale(saleNo);
  return (
    <DetailPanel
      label={TEXT.detail.title}
      pickHint={TEXT.detail.pick}
      loadFailed={TEXT.detail.loadFailed}
      picked={saleNo}
      loadedNo={detail.data?.sale.saleNo}
      query={detail}
    >
      {(data, headingRef) => <SaleReports data={data} headingRef={headingRef} onClose={onClose} />}
    </DetailPanel>
  );
}

function SaleReports({
  data,
  headingRef,
  onClose,
}: {
  data: AdminReportSaleDetail;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { sale, reports, brokerWarnings } = data;
  const decision = useReportDecision();
  const [result, setResult] = useState<ActionResult>(null);
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
      <DetailHead
        headingRef={headingRef}
        title={sale.title || TEXT.noTitle}
        closeLabel={TEXT.detail.close}
        onClose={onClose}
      />
      <Facts termWidth="4.5rem">
        <Fact label={TEXT.detail.address}>{sale.address}</Fact>
        <Fact label={TEXT.detail.status}>{SALE_STATUS_LABELS[sale.status]}</Fact>
        <Fact label={TEXT.detail.broker}>
          {sale.broker.name} ({sale.broker.loginId ?? '-'})
          {sale.broker.status === 'SUSPENDED' && (
            <>
              {' '}
              <StatusBadge tone="danger">{TEXT.detail.brokerSuspended}</StatusBadge>
            </>
          )}
        </Fact>
        <Fact label={TEXT.detail.warnings}>{TEXT.detail.warningCount(brokerWarnings)}</Fact>
      </Facts>
      <Link className={panel.link} to={saleDetailPagePath(sale.saleNo)} target="_blank" rel="noopener">
        {TEXT.detail.viewListing}
      </Link>

      <ResultLine result={result} />

      <h3 className={panel.subheading}>{TEXT.detail.reports(reports.length)}</h3>
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
              <div className={panel.actions}>
                <Button
                  size="small"
                  className={panel.danger}
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
