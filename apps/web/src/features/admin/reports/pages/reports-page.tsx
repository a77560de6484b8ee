import { formatDate, SALE_STATUS_LABELS } from '@ansim/domain';
import { ADMIN_REPORT_STATE_LABELS, ADMIN_REPORT_STATES, type AdminReportItem } from '@ansim/domain/contract';
import { useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAdminReports } from '../api/reports-api.ts';
import { ReportDetail, ReportStateBadge } from '../components/report-detail.tsx';
import { ADMIN_REPORT_MSG } from '../messages.ts';
import styles from './reports-page.module.css';

const TEXT = ADMIN_REPORT_MSG;
const FILTERS = ['state'] as const;
/** The picked listing's number in the address, so a reload or a shared link opens the same panel. */
const PICKED = 'sale';

/** Route /admin/reports (issue 17 §4): the report queue beside the picked listing and its decisions. */
export function AdminReportsPage() {
  const list = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const picked = Number.parseInt(params.get(PICKED) ?? '', 10);
  const pickedNo = Number.isSafeInteger(picked) && picked > 0 ? picked : null;
  // The server reads no state as OPEN; the select shows it so.
  const state = list.filters.state || 'OPEN';
  const reports = useAdminReports(list.query);
  const stateId = useId();

  const pick = useCallback(
    (saleNo: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (saleNo === null) next.delete(PICKED);
          else next.set(PICKED, String(saleNo));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const columns = useMemo<Column<AdminReportItem>[]>(
    () => [
      {
        key: 'createdAt',
        header: TEXT.columns.createdAt,
        sortable: true,
        width: '5.5rem',
        cell: (row) => formatDate(row.createdAt),
      },
      {
        key: 'sale',
        header: TEXT.columns.sale,
        cell: (row) => (
          <span className={styles.stack}>
            <button
              type="button"
              className={styles.titleButton}
              onClick={() => pick(row.sale.saleNo)}
              aria-label={TEXT.open(row.sale.title || row.sale.address)}
              aria-current={row.sale.saleNo === pickedNo ? 'true' : undefined}
            >
              {row.sale.title || TEXT.noTitle}
            </button>
            <span className={styles.sub}>
              {row.sale.broker.name} · {SALE_STATUS_LABELS[row.sale.status]}
            </span>
          </span>
        ),
      },
      {
        key: 'reporter',
        header: TEXT.columns.reporter,
        width: '6rem',
        cell: (row) => (
          <span className={styles.stack}>
            {row.reporter.name}
            <span className={styles.sub}>{TEXT.reporterTypes[row.reporter.type] ?? row.reporter.type}</span>
          </span>
        ),
      },
      {
        key: 'text',
        header: TEXT.columns.text,
        cell: (row) => <span className={styles.text}>{row.reportText}</span>,
      },
      // The open queue has one state; the others show which way each report went.
      ...(state === 'OPEN'
        ? []
        : [
            {
              key: 'state',
              header: TEXT.columns.state,
              width: '7rem',
              align: 'center' as const,
              cell: (row: AdminReportItem) => <ReportStateBadge state={row.state} />,
            },
          ]),
      {
        key: 'openCount',
        header: TEXT.columns.openCount,
        sortable: true,
        width: '5rem',
        align: 'end',
        cell: (row) => (
          <span className={row.openCount > 1 ? styles.many : undefined}>{TEXT.openCount(row.openCount)}</span>
        ),
      },
    ],
    // The columns change with the picked row's mark.
    [pickedNo, pick, state],
  );

  return (
    <AdminPage
      description={TEXT.description}
      filters={
        <div className={styles.field}>
          <label htmlFor={stateId}>{TEXT.filter.state}</label>
          <select
            id={stateId}
            value={state}
            onChange={(event) =>
              list.setFilters({ state: event.target.value === 'OPEN' ? '' : event.target.value })
            }
          >
            {ADMIN_REPORT_STATES.map((s) => (
              <option key={s} value={s}>
                {ADMIN_REPORT_STATE_LABELS[s]}
              </option>
            ))}
            <option value="ALL">{TEXT.filter.all}</option>
          </select>
        </div>
      }
    >
      <div className={styles.split}>
        <div className={styles.listColumn}>
          <p className="visually-hidden" aria-live="polite">
            {reports.data ? ADMIN_MSG.table.total(reports.data.pageInfo.totalRow) : ''}
          </p>
          <DataTable
            caption={TEXT.caption}
            columns={columns}
            rows={reports.data?.list}
            rowKey={(row) => row.reportNo}
            pageInfo={reports.data?.pageInfo}
            onPageChange={list.setPage}
            sort={list.sort}
            onSortChange={list.setSort}
            isLoading={reports.isFetching && !reports.data}
            isError={reports.isError}
            onRetry={() => void reports.refetch()}
            emptyText={TEXT.empty}
          />
        </div>
        <div className={styles.detailColumn}>
          <ReportDetail saleNo={pickedNo} onClose={() => pick(null)} />
        </div>
      </div>
    </AdminPage>
  );
}
