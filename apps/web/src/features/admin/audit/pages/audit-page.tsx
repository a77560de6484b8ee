import {
  type AdminAuditItem,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditTargetType,
} from '@ansim/domain/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage, AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { auditTargetPath } from '../components/audit-target.ts';
import { AUDIT_MSG } from '../messages.ts';
import styles from './audit-page.module.css';

const TEXT = AUDIT_MSG;
const FILTERS = ['action', 'targetType', 'targetId', 'actor', 'from', 'to', 'q'] as const;
type Filter = (typeof FILTERS)[number];

/** 'YYYY. MM. DD. HH:MM' on the Korean clock, whatever the browser's zone. */
const whenOf = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

const targetLabel = (type: string) =>
  (TEXT.targetTypes as Record<string, string>)[type as AuditTargetType] ?? type;

/** Route /admin/audit (issue 17 §8): the log searched by action, target, actor, days and reason. */
export function AdminAuditPage() {
  const list = useListParams(FILTERS);
  const log = useAuditLog(list.query);
  const [openNo, setOpenNo] = useState<number | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const ids = {
    action: useId(),
    targetType: useId(),
    targetId: useId(),
    actor: useId(),
    from: useId(),
    to: useId(),
    q: useId(),
    diff: useId(),
  };
  const open = log.data?.list.find((row) => row.auditNo === openNo) ?? null;

  const columns = useMemo<Column<AdminAuditItem>[]>(
    () => [
      {
        key: 'createdAt',
        header: TEXT.columns.createdAt,
        sortable: true,
        width: '10.5rem',
        cell: (row) => <time dateTime={row.createdAt}>{whenOf(row.createdAt)}</time>,
      },
      {
        key: 'actor',
        header: TEXT.columns.actor,
        width: '8rem',
        cell: (row) =>
          row.actor.userNo === null && row.actor.loginId === 'system' ? TEXT.system : row.actor.loginId,
      },
      { key: 'action', header: TEXT.columns.action, width: '11rem', cell: (row) => row.actionLabel },
      {
        key: 'target',
        header: TEXT.columns.target,
        width: '9rem',
        cell: (row) => {
          const label = `${targetLabel(row.targetType)} ${row.targetId}`;
          const to = auditTargetPath(row);
          return to ? (
            <Link to={to} className={styles.link}>
              {label}
            </Link>
          ) : (
            label
          );
        },
      },
      {
        key: 'reason',
        header: TEXT.columns.reason,
        cell: (row) => <span className={styles.reason}>{row.reason ?? TEXT.noReason}</span>,
      },
      {
        key: 'diff',
        header: TEXT.columns.diff,
        width: '6rem',
        align: 'center',
        cell: (row) => (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={row.auditNo === openNo}
            aria-controls={ids.diff}
            onClick={() => setOpenNo(row.auditNo === openNo ? null : row.auditNo)}
          >
            {row.auditNo === openNo ? TEXT.hide : TEXT.show}
            <span className="visually-hidden"> {TEXT.toggleSubject(row.auditNo)}</span>
          </button>
        ),
      },
    ],
    [openNo, ids.diff],
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      FILTERS.map((key) => {
        const value = data.get(key);
        return [key, typeof value === 'string' ? value.trim() : ''];
      }),
    ) as Record<Filter, string>;
    if (next.from && next.to && next.from > next.to) {
      setRangeError(TEXT.filter.badRange);
      return;
    }
    setRangeError(null);
    setOpenNo(null);
    list.setFilters(next);
  };

  const f = list.filters;
  return (
    <AdminPage
      description={TEXT.description}
      filters={
        // Keyed by the address: a reset or a link with other filters refills the fields.
        <form
          key={new URLSearchParams(list.query as Record<string, string>).toString()}
          className={styles.form}
          onSubmit={search}
          aria-label={TEXT.filter.form}
        >
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.action}>{TEXT.filter.action}</label>
            <select id={ids.action} name="action" defaultValue={f.action}>
              <option value="">{ADMIN_MSG.filter.all}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          </div>
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.targetType}>{TEXT.filter.targetType}</label>
            <select id={ids.targetType} name="targetType" defaultValue={f.targetType}>
              <option value="">{ADMIN_MSG.filter.all}</option>
              {AUDIT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {targetLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.targetId}>{TEXT.filter.targetId}</label>
            <input
              id={ids.targetId}
              name="targetId"
              maxLength={64}
              defaultValue={f.targetId}
              inputMode="text"
            />
          </div>
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.actor}>{TEXT.filter.actor}</label>
            <input id={ids.actor} name="actor" maxLength={60} defaultValue={f.actor} autoComplete="off" />
          </div>
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.from}>{TEXT.filter.from}</label>
            <input id={ids.from} name="from" type="date" defaultValue={f.from} />
          </div>
          <div className={cx(filterStyles.field, styles.cell)}>
            <label htmlFor={ids.to}>{TEXT.filter.to}</label>
            <input
              id={ids.to}
              name="to"
              type="date"
              defaultValue={f.to}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${ids.to}-error` : undefined}
            />
          </div>
          <div className={cx(filterStyles.field, styles.cell, styles.wide)}>
            <label htmlFor={ids.q}>{TEXT.filter.q}</label>
            <input
              id={ids.q}
              name="q"
              type="search"
              maxLength={50}
              defaultValue={f.q}
              placeholder={TEXT.filter.qPlaceholder}
            />
          </div>
          <div className={styles.buttons}>
            <Button type="submit" size="small" className={filterStyles.searchButton}>
              {ADMIN_MSG.filter.search}
            </Button>
            <Button
              variant="ghost"
              size="small"
              className={filterStyles.searchButton}
              onClick={() => {
                setRangeError(null);
                setOpenNo(null);
                list.reset();
              }}
            >
              {ADMIN_MSG.filter.reset}
            </Button>
          </div>
          {rangeError && (
            <p id={`${ids.to}-error`} className={styles.error} role="alert">
              {rangeError}
            </p>
          )}
        </form>
      }
    >
      {log.isError && (
        <p className={styles.error} role="alert">
          {TEXT.loadFailed} {thrownMessage(log.error)}
        </p>
      )}
      <DataTable
        caption={TEXT.caption}
        columns={columns}
        rows={log.data?.list}
        rowKey={(row) => row.auditNo}
        pageInfo={log.data?.pageInfo}
        onPageChange={(page) => {
          setOpenNo(null);
          list.setPage(page);
        }}
        sort={list.sort}
        onSortChange={list.setSort}
        isLoading={log.isFetching && !log.data}
        isError={log.isError}
        onRetry={() => void log.refetch()}
        emptyText={TEXT.empty}
        selectedKey={openNo}
      />
      <div id={ids.diff}>
        {open && (
          <AdminSection level={2} title={TEXT.diff.title(open.auditNo)}>
            <p className={styles.meta}>
              {whenOf(open.createdAt)} · {open.actionLabel} · {targetLabel(open.targetType)} {open.targetId}
              {open.ip ? ` · ${TEXT.diff.ip(open.ip)}` : ''}
            </p>
            <AuditDiff row={open} />
            <Button variant="secondary" size="small" className={styles.close} onClick={() => setOpenNo(null)}>
              {TEXT.diff.close}
            </Button>
          </AdminSection>
        )}
      </div>
    </AdminPage>
  );
}
