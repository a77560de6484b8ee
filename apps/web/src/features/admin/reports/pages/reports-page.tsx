import { formatDate, SALE_STATUS_LABELS } from '@ansim/domain';
import { ADMIN_REPORT_STATE_LABELS, ADMIN_REPORT_STATES, type AdminReportItem } from '@ansim/domain/contract';
import { useMemo } from 'react';
import { AdminPage } from '../../shared/admin-page.tsx';
import cells from '../../shared/cells.module.css';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { FilterSelect, optionsOf } from '../../shared/filter-bar.tsx';
import { PickButton } from '../../shared/pick-button.tsx';
import { SplitView } from '../../shared/split-view.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { usePickedParam } from '../../shared/use-picked-param.ts';
import { useAdminReports } from '../api/reports-api.ts';
import { ReportDetail, ReportStateBadge } from '../components/report-detail.tsx';
import { ADMIN_REPORT_MSG } from '../messages.ts';
import styles from './reports-page.module.css';

const TEXT = ADMIN_REPORT_MSG;
const FILTERS = ['state'] as const;
// "All" is a choice of its own here: no choice at all means the open queue.
const STATE_OPTIONS = [
  ...optionsOf(ADMIN_REPORT_STATES, ADMIN_REPORT_STATE_LABELS),
  { value: 'ALL', label: TEXT.filter.all },
];

/** Route /admin/reports (issue 17 §4): the report queue beside the picked listing and its decisions. */
export function AdminReportsPage() {
  const list = useListParams(FILTERS);
  // The picked listing's number in the address, so a reload or a shared link opens the same panel.
  const [pickedNo, pick] = usePickedParam('sale');
  // The server reads no state as OPEN; the select shows it so.
  const state = list.filters.state || 'OPEN';
  const reports = useAdminReports(list.query);

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
          <span className={cells.stack}>
            <PickButton
              label={TEXT.open(row.sale.title || row.sale.address)}
              current={row.sale.saleNo === pickedNo}
              onPick={() => pick(row.sale.saleNo)}
            >
              {row.sale.title || TEXT.noTitle}
            </PickButton>
            <span className={cells.sub}>
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
          <span className={cells.stack}>
            {row.reporter.name}
            <span className={cells.sub}>{TEXT.reporterTypes[row.reporter.type] ?? row.reporter.type}</span>
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
        <FilterSelect
          label={TEXT.filter.state}
          value={state}
          options={STATE_OPTIONS}
          onChange={(next) => list.setFilters({ state: next === 'OPEN' ? '' : next })}
        />
      }
    >
      <SplitView
        list={
          <DataTable
            caption={TEXT.caption}
            columns={columns}
            {...listTableProps(list, reports)}
            rowKey={(row) => row.reportNo}
            emptyText={TEXT.empty}
          />
        }
        detail={<ReportDetail saleNo={pickedNo} onClose={() => pick(null)} />}
      />
    </AdminPage>
  );
}
