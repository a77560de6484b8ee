import { formatDate } from '@ansim/domain';
import { type AdminQuotaRow, QUOTA_KIND_LABELS, QUOTA_KINDS, type QuotaKind } from '@ansim/domain/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useBalances, useLedger, useQuotaChange } from '../api/quotas-api.ts';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';
import { LiveMessage, useAnnouncement } from './live-message.tsx';
import styles from './quotas.module.css';
import { unitsDialog } from './units-dialog.tsx';

const FILTERS = ['tab', 'q', 'user'] as const;

const count = (n: number) => <span className={cx(styles.num, n === 0 && styles.zero)}>{M.times(n)}</span>;

/** 이용권: every broker's balances, the grant and take-back dialogs, and one user's ledger. */
export function BalancesTab() {
  const list = useListParams(FILTERS);
  const { tab: _tab, user: _user, ...query } = list.query;
  const balances = useBalances(query);
  const change = useQuotaChange();
  const { message, announce } = useAnnouncement();
  const [text, setText] = useState(list.filters.q);
  const selectedNo = list.filters.user ? Number(list.filters.user) : null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: text.trim() });
  };

  const openChange = async (row: AdminQuotaRow, mode: 'grant' | 'revoke') => {
    let answer = '';
    const sent = await unitsDialog({
      title: mode === 'grant' ? M.change.grantTitle(row.name) : M.change.revokeTitle(row.name),
      description: mode === 'grant' ? M.change.grantDescription : M.change.revokeDescription,
      confirmLabel: mode === 'grant' ? M.change.grant : M.change.revoke,
      danger: mode === 'revoke',
      balances: row.balances,
      submit: async (body) => {
        const result = await change.mutateAsync({ mode, userNo: row.userNo, body });
        answer = `${row.name}: ${result.message} (${QUOTA_KIND_LABELS[result.entity.kind]} 잔여 ${M.times(result.entity.balance)})`;
      },
    });
    if (sent) announce(answer);
  };

  const columns: Column<AdminQuotaRow>[] = [
    {
      key: 'name',
      header: M.balances.member,
      sortable: true,
      cell: (r) => (
        <span className={styles.who}>
          <strong>{r.name}</strong>
          <span className={styles.sub}>
            {r.loginId ?? `#${r.userNo}`} · {M.userTypes[r.userType] ?? r.userType}
          </span>
        </span>
      ),
    },
    {
      key: 'company',
      header: M.balances.company,
      cell: (r) => <span className={styles.nowrap}>{r.company ?? '—'}</span>,
    },
    ...QUOTA_KINDS.map(
      (kind): Column<AdminQuotaRow> => ({
        key: kind,
        header: QUOTA_KIND_LABELS[kind],
        sortable: true,
        align: 'end',
        cell: (r) => count(r.balances[kind]),
      }),
    ),
    {
      key: 'actions',
      header: M.balances.actions,
      width: '13rem',
      cell: (r) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="soft"
            onClick={() => openChange(r, 'grant')}
            aria-label={`${r.name} ${M.balances.grant}`}
          >
            {M.balances.grant}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => openChange(r, 'revoke')}
            aria-label={`${r.name} ${M.balances.revoke}`}
          >
            {M.balances.revoke}
          </Button>
          <Button
            size="small"
            variant="ghost"
            aria-pressed={selectedNo === r.userNo}
            onClick={() => list.setFilters({ user: String(r.userNo) })}
            aria-label={`${r.name} ${M.balances.ledger}`}
          >
            {M.balances.ledger}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <search>
        <form className={styles.filterForm} onSubmit={search}>
          <label className={cx(filterStyles.field, styles.searchField)}>
            {M.searchLabel}
            <input
              className={styles.searchInput}
              type="search"
              value={text}
              maxLength={50}
              placeholder={M.searchPlaceholder}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <Button type="submit" variant="primary">
            {M.search}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              list.setFilters({ q: '' });
            }}
          >
            {M.reset}
          </Button>
        </form>
      </search>
      <LiveMessage message={message} />
      <DataTable
        caption={M.balances.caption}
        columns={columns}
        {...listTableProps(list, balances)}
        rowKey={(r) => r.userNo}
        emptyText={M.balances.empty}
        selectedKey={selectedNo}
      />
      {selectedNo !== null && (
        <LedgerPanel userNo={selectedNo} onClose={() => list.setFilters({ user: '' })} />
      )}
    </div>
  );
}

function LedgerPanel({ userNo, onClose }: { userNo: number; onClose: () => void }) {
  const [kind, setKind] = useState<QuotaKind | ''>('');
  const [page, setPage] = useState(1);
  const ledger = useLedger(userNo, kind, page);
  const user = ledger.data?.user;
  type Entry = NonNullable<typeof ledger.data>['list'][number];
  const columns: Column<Entry>[] = [
    { key: 'createdAt', header: M.ledger.date, width: '7rem', cell: (e) => formatDate(e.createdAt) },
    {
      key: 'kind',
      header: M.ledger.kind,
      cell: (e) => <span className={styles.nowrap}>{QUOTA_KIND_LABELS[e.kind]}</span>,
    },
    {
      key: 'reason',
      header: M.ledger.reason,
      cell: (e) => <span className={styles.nowrap}>{e.reasonLabel}</span>,
    },
    {
      key: 'delta',
      header: M.ledger.delta,
      align: 'end',
      cell: (e) => (
        <span className={e.delta > 0 ? styles.plus : styles.minus}>
          {e.delta > 0 ? `+${e.delta}` : e.delta}
        </span>
      ),
    },
    { key: 'balanceAfter', header: M.ledger.after, align: 'end', cell: (e) => M.times(e.balanceAfter) },
  ];
  return (
    <AdminSection title={M.ledger.title(user?.name ?? `#${userNo}`)}>
      <div className={styles.sectionHead}>
        <label className={filterStyles.field}>
          {M.ledger.kind}
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as QuotaKind | '');
              setPage(1);
            }}
          >
            <option value="">{M.ledger.allKinds}</option>
            {QUOTA_KINDS.map((k) => (
              <option key={k} value={k}>
                {QUOTA_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="small" onClick={onClose}>
          {M.ledger.close}
        </Button>
      </div>
      {user && (
        <p className={styles.note}>
          {QUOTA_KINDS.map((k) => `${QUOTA_KIND_LABELS[k]} ${M.times(user.balances[k])}`).join(' · ')}
        </p>
      )}
      <DataTable
        caption={M.ledger.caption}
        columns={columns}
        rows={ledger.data?.list}
        rowKey={(e) => e.entryNo}
        pageInfo={ledger.data?.pageInfo}
        onPageChange={setPage}
        isLoading={ledger.isPending}
        isError={ledger.isError}
        onRetry={() => ledger.refetch()}
        emptyText={M.ledger.empty}
      />
    </AdminSection>
  );
}
