import { formatDate, formatDealPrice, isRateCode, type RateCode } from '@ansim/domain';
import {
  type AdminGradeItem,
  GRADE_REVIEW_SOURCE_LABELS,
  GRADE_REVIEW_SOURCES,
  GRADE_REVIEW_STATE_LABELS,
  GRADE_REVIEW_STATES,
} from '@ansim/domain/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import cells from '../../shared/cells.module.css';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { FilterSelect, optionsOf } from '../../shared/filter-bar.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAdminGrades, useGradeDecision } from '../api/grades-api.ts';
import { CommentBar } from '../components/comment-bar.tsx';
import { correctDialog } from '../components/correct-dialog.tsx';
import styles from '../components/grades.module.css';
import { ADMIN_GRADE_MSG as M } from '../messages.ts';

const FILTERS = ['source', 'state'] as const;
// Both queues are "all" by default; the state's "all" is a choice of its own (no choice means open).
const SOURCE_OPTIONS = [
  { value: 'ALL', label: M.filter.all },
  ...optionsOf(GRADE_REVIEW_SOURCES, GRADE_REVIEW_SOURCE_LABELS),
];
const STATE_OPTIONS = [
  ...optionsOf(GRADE_REVIEW_STATES, GRADE_REVIEW_STATE_LABELS),
  { value: 'ALL', label: M.filter.all },
];

/** The listing's detail, where the operator's correction reason is shown. */
const detailPath = (saleNo: number) => `/salesManagement/salesDetail/${saleNo}`;

const titleOf = (row: AdminGradeItem) => row.sale.title || M.noTitle;

const levelClass = (code: string | null) => (code ? styles[`level${code.slice(-1)}`] : undefined);

function GradeChip({ label, code }: { label: string; code: string | null }) {
  return (
    <span className={styles.chip}>
      <span className={styles.chipLabel}>{label}</span>
      <span className={cx(styles.chipValue, levelClass(code))}>{M.grades.level(code)}</span>
    </span>
  );
}

function StateBadge({ row }: { row: AdminGradeItem }) {
  return (
    <span className={cells.stack}>
      <span className={cx(styles.badge, styles[`state${row.state}`])}>
        {GRADE_REVIEW_STATE_LABELS[row.state]}
      </span>
      {row.decisionGrade && (
        <span className={cells.sub}>{M.correctedTo(M.grades.level(row.decisionGrade))}</span>
      )}
      {row.decidedAt && row.state !== 'WITHDRAWN' && (
        <span className={cells.sub}>{M.decided(row.decidedBy, formatDate(row.decidedAt))}</span>
      )}
    </span>
  );
}

/** Route /admin/grades (issue 17 §3): the grade review queue of both sources, 등급 확인 and 등급 정정. */
export function AdminGradesPage() {
  const list = useListParams(FILTERS);
  // The server reads no state as OPEN and no source as both; the selects show them so.
  const state = list.filters.state || 'OPEN';
  const source = list.filters.source || 'ALL';
  const grades = useAdminGrades(list.query);
  const decision = useGradeDecision();
  const [result, setResult] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);

  const accept = async (row: AdminGradeItem) => {
    const ok = await confirmDialog({
      message: M.actions.acceptConfirm(titleOf(row), M.grades.level(row.effectiveGrade)),
      confirmLabel: M.actions.accept,
    });
    if (!ok) return;
    try {
      const { message } = await decision.mutateAsync({ reviewNo: row.reviewNo, outcome: 'accept' });
      setResult({ tone: 'done', text: message });
    } catch (error) {
      setResult({ tone: 'error', text: thrownMessage(error) });
    }
  };

  const correct = async (row: AdminGradeItem) => {
    let message = '';
    const done = await correctDialog({
      title: titleOf(row),
      current: isRateCode(row.effectiveGrade) ? (row.effectiveGrade as RateCode) : null,
      submit: async ({ grade, reason }) => {
        ({ message } = await decision.mutateAsync({
          reviewNo: row.reviewNo,
          outcome: 'correct',
          grade,
          reason,
        }));
      },
    });
    if (done) setResult({ tone: 'done', text: message });
  };

  // Rebuilt each render: the action cells close over this render's mutation.
  const columns: Column<AdminGradeItem>[] = [
    {
      key: 'createdAt',
      header: M.columns.createdAt,
      sortable: true,
      width: '5.5rem',
      cell: (row) => formatDate(row.createdAt),
    },
    {
      key: 'saleNo',
      header: M.columns.sale,
      sortable: true,
      cell: (row) => (
        <span className={cx(cells.stack, styles.saleCell)}>
          <Link
            className={styles.saleLink}
            to={detailPath(row.sale.saleNo)}
            aria-label={M.openSale(titleOf(row))}
          >
            {titleOf(row)}
          </Link>
          <span className={cells.sub}>
            {row.sale.saleNo} · {row.sale.address}
          </span>
          <span className={cells.sub}>
            {row.sale.saleType ? formatDealPrice({ ...row.sale, saleType: row.sale.saleType }) : ''} ·{' '}
            {row.broker.name}
            {row.broker.loginId ? ` (${row.broker.loginId})` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'source',
      header: M.columns.source,
      width: '6.5rem',
      cell: (row) => (
        <span className={cells.stack}>
          <span className={cx(styles.badge, styles[`source${row.source}`])}>
            {GRADE_REVIEW_SOURCE_LABELS[row.source]}
          </span>
          {row.reasons.slice(0, 2).map((reason) => (
            <span key={reason} className={cells.sub}>
              {reason}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'grades',
      header: M.columns.grades,
      width: '8rem',
      cell: (row) => (
        <span className={styles.chips}>
          <GradeChip label={M.grades.broker} code={row.brokerGrade} />
          <GradeChip
            label={row.source === 'COMMENTS' ? M.grades.commentMedian : M.grades.computed}
            code={row.computedGrade}
          />
          <GradeChip label={M.grades.now} code={row.effectiveGrade} />
        </span>
      ),
    },
    {
      key: 'comments',
      header: M.columns.comments,
      width: '7.5rem',
      cell: (row) => <CommentBar counts={row.comments} />,
    },
    {
      key: 'state',
      header: M.columns.state,
      width: '5.5rem',
      cell: (row) => <StateBadge row={row} />,
    },
    {
      key: 'actions',
      header: M.columns.actions,
      width: '6rem',
      cell: (row) =>
        row.state === 'OPEN' ? (
          <span className={styles.actions}>
            <Button
              size="small"
              variant="secondary"
              aria-label={M.actions.acceptFor(titleOf(row))}
              onClick={() => void accept(row)}
            >
              {M.actions.accept}
            </Button>
            <Button
              size="small"
              variant="primary"
              aria-label={M.actions.correctFor(titleOf(row))}
              onClick={() => void correct(row)}
            >
              {M.actions.correct}
            </Button>
          </span>
        ) : (
          <span className={cells.sub}>{row.decisionReason ?? '-'}</span>
        ),
    },
  ];

  return (
    <AdminPage
      description={M.description}
      filters={
        <>
          <FilterSelect
            label={M.filter.source}
            value={source}
            options={SOURCE_OPTIONS}
            onChange={(next) => list.setFilters({ source: next === 'ALL' ? '' : next })}
          />
          <FilterSelect
            label={M.filter.state}
            value={state}
            options={STATE_OPTIONS}
            onChange={(next) => list.setFilters({ state: next === 'OPEN' ? '' : next })}
          />
        </>
      }
    >
      <p
        className={cx(styles.result, result?.tone === 'error' && styles.resultError)}
        role="status"
        aria-live="polite"
      >
        {result?.text ?? ''}
      </p>
      <div className={styles.tableWrap}>
        <DataTable
          caption={M.caption}
          columns={columns}
          {...listTableProps(list, grades)}
          rowKey={(row) => row.reviewNo}
          emptyText={M.empty}
        />
      </div>
    </AdminPage>
  );
}
