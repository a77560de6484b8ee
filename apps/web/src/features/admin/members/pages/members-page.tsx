import { formatDate } from '@ansim/domain';
import {
  ADMIN_MEMBER_STATUS_LABELS,
  ADMIN_MEMBER_STATUSES,
  ADMIN_MEMBER_TYPE_LABELS,
  ADMIN_MEMBER_TYPES,
  type AdminMemberRow,
} from '@ansim/domain/contract';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../shared/ui/button.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAdminMembers } from '../api/members-api.ts';
import { MemberDetail } from '../components/member-detail.tsx';
import { MemberStatusBadge } from '../components/member-status-badge.tsx';
import { phoneText } from '../components/phone-text.ts';
import { ADMIN_MEMBER_MSG } from '../messages.ts';
import styles from './members-page.module.css';

const TEXT = ADMIN_MEMBER_MSG;
const FILTERS = ['userType', 'status', 'q'] as const;
/** The picked member's number in the address, so a reload or a shared link opens the same panel. */
const PICKED = 'member';

/** Route /admin/members (issue 17 §2): the member list beside the picked member's detail and actions. */
export function AdminMembersPage() {
  const list = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const picked = Number.parseInt(params.get(PICKED) ?? '', 10);
  const pickedNo = Number.isSafeInteger(picked) && picked > 0 ? picked : null;
  const members = useAdminMembers(list.query);
  const typeId = useId();
  const statusId = useId();
  const searchId = useId();
  const [search, setSearch] = useState(list.filters.q);
  // The box follows the address (a reset, the way back).
  useEffect(() => setSearch(list.filters.q), [list.filters.q]);

  const pick = (userNo: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (userNo === null) next.delete(PICKED);
        else next.set(PICKED, String(userNo));
        return next;
      },
      { replace: true },
    );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: search.trim() });
  };

  // pick writes the address: react-router hands its updater the parameters of the render it came from,
  // so the columns (which hold pick) are made again whenever the address changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address stands for pick.
  const columns = useMemo<Column<AdminMemberRow>[]>(
    () => [
      {
        key: 'createdAt',
        header: TEXT.columns.createdAt,
        sortable: true,
        width: '5.5rem',
        cell: (row) => formatDate(row.createdAt),
      },
      {
        key: 'name',
        header: TEXT.columns.name,
        sortable: true,
        cell: (row) => (
          <span className={styles.stack}>
            <button
              type="button"
              className={styles.nameButton}
              onClick={() => pick(row.userNo)}
              aria-label={TEXT.open(row.name)}
              aria-current={row.userNo === pickedNo ? 'true' : undefined}
            >
              {row.name}
            </button>
            {row.company && <span className={styles.sub}>{row.company}</span>}
          </span>
        ),
      },
      {
        key: 'loginId',
        header: TEXT.columns.loginIdAndType,
        sortable: true,
        width: '7.5rem',
        cell: (row) => (
          <span className={styles.stack}>
            {row.loginId ? <span>{row.loginId}</span> : <span className={styles.sub}>{TEXT.noLoginId}</span>}
            <span className={styles.sub}>{ADMIN_MEMBER_TYPE_LABELS[row.userType]}</span>
          </span>
        ),
      },
      {
        key: 'phone',
        header: TEXT.columns.phone,
        width: '8.5rem',
        cell: (row) => <span className={styles.nowrap}>{phoneText(row.phone)}</span>,
      },
      {
        key: 'status',
        header: TEXT.columns.status,
        width: '5.5rem',
        align: 'center',
        cell: (row) => <MemberStatusBadge status={row.status} />,
      },
    ],
    [pickedNo, params.toString()],
  );

  const pending = members.data?.pendingCount ?? 0;
  const showingPending = list.filters.status === 'PENDING';

  return (
    <AdminPage
      description={TEXT.description}
      actions={
        <Button
          variant={showingPending ? 'primary' : 'soft'}
          size="small"
          aria-pressed={showingPending}
          title={TEXT.pendingShortcutHint}
          onClick={() => list.setFilters({ status: showingPending ? '' : 'PENDING' })}
        >
          {TEXT.pendingShortcut(pending)}
        </Button>
      }
      filters={
        <>
          <div className={styles.field}>
            <label htmlFor={typeId}>{TEXT.filter.userType}</label>
            <select
              id={typeId}
              value={list.filters.userType}
              onChange={(event) => list.setFilters({ userType: event.target.value })}
            >
              <option value="">{TEXT.filter.all}</option>
              {ADMIN_MEMBER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ADMIN_MEMBER_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={statusId}>{TEXT.filter.status}</label>
            <select
              id={statusId}
              value={list.filters.status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
            >
              <option value="">{TEXT.filter.all}</option>
              {ADMIN_MEMBER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_MEMBER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <search className={styles.searchForm}>
            <form className={styles.searchInner} onSubmit={submitSearch}>
              <div className={styles.field}>
                <label htmlFor={searchId}>{TEXT.filter.search}</label>
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  maxLength={50}
                  placeholder={TEXT.filter.searchPlaceholder}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <Button type="submit" size="small" className={styles.searchButton}>
                {ADMIN_MSG.filter.search}
              </Button>
              <Button variant="ghost" size="small" className={styles.searchButton} onClick={list.reset}>
                {ADMIN_MSG.filter.reset}
              </Button>
            </form>
          </search>
        </>
      }
    >
      <div className={styles.split}>
        <div className={styles.listColumn}>
          <p className="visually-hidden" aria-live="polite">
            {members.data ? ADMIN_MSG.table.total(members.data.pageInfo.totalRow) : ''}
          </p>
          <DataTable
            caption={TEXT.caption}
            columns={columns}
            rows={members.data?.list}
            rowKey={(row) => row.userNo}
            pageInfo={members.data?.pageInfo}
            onPageChange={list.setPage}
            sort={list.sort}
            onSortChange={list.setSort}
            isLoading={members.isFetching && !members.data}
            isError={members.isError}
            onRetry={() => void members.refetch()}
            emptyText={TEXT.empty}
            selectedKey={pickedNo}
          />
        </div>
        <div className={styles.detailColumn}>
          <MemberDetail userNo={pickedNo} onClose={() => pick(null)} />
        </div>
      </div>
    </AdminPage>
  );
}
