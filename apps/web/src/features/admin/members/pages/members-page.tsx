import { formatDate } from '@ansim/domain';
import {
  ADMIN_MEMBER_STATUS_LABELS,
  ADMIN_MEMBER_STATUSES,
  ADMIN_MEMBER_TYPE_LABELS,
  ADMIN_MEMBER_TYPES,
  type AdminMemberRow,
} from '@ansim/domain/contract';
import { useMemo } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { AdminPage } from '../../shared/admin-page.tsx';
import cells from '../../shared/cells.module.css';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { FilterSelect, optionsOf, SearchBox } from '../../shared/filter-bar.tsx';
import { PickButton } from '../../shared/pick-button.tsx';
import { SplitView } from '../../shared/split-view.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { usePickedParam } from '../../shared/use-picked-param.ts';
import { useAdminMembers } from '../api/members-api.ts';
import { MemberDetail } from '../components/member-detail.tsx';
import { MemberStatusBadge } from '../components/member-status-badge.tsx';
import { phoneText } from '../components/phone-text.ts';
import { ADMIN_MEMBER_MSG } from '../messages.ts';

const TEXT = ADMIN_MEMBER_MSG;
const FILTERS = ['userType', 'status', 'q'] as const;
const TYPE_OPTIONS = optionsOf(ADMIN_MEMBER_TYPES, ADMIN_MEMBER_TYPE_LABELS);
const STATUS_OPTIONS = optionsOf(ADMIN_MEMBER_STATUSES, ADMIN_MEMBER_STATUS_LABELS);

/** Route /admin/members (issue 17 §2): the member list beside the picked member's detail and actions. */
export function AdminMembersPage() {
  const list = useListParams(FILTERS);
  // The picked member's number in the address, so a reload or a shared link opens the same panel.
  const [pickedNo, pick] = usePickedParam('member');
  const members = useAdminMembers(list.query);

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
          <span className={cells.stack}>
            <PickButton
              label={TEXT.open(row.name)}
              current={row.userNo === pickedNo}
              onPick={() => pick(row.userNo)}
            >
              {row.name}
            </PickButton>
            {row.company && <span className={cells.sub}>{row.company}</span>}
          </span>
        ),
      },
      {
        key: 'loginId',
        header: TEXT.columns.loginIdAndType,
        sortable: true,
        width: '7.5rem',
        cell: (row) => (
          <span className={cells.stack}>
            {row.loginId ? <span>{row.loginId}</span> : <span className={cells.sub}>{TEXT.noLoginId}</span>}
            <span className={cells.sub}>{ADMIN_MEMBER_TYPE_LABELS[row.userType]}</span>
          </span>
        ),
      },
      {
        key: 'phone',
        header: TEXT.columns.phone,
        width: '8.5rem',
        cell: (row) => <span className={cells.nowrap}>{phoneText(row.phone)}</span>,
      },
      {
        key: 'status',
        header: TEXT.columns.status,
        width: '5.5rem',
        align: 'center',
        cell: (row) => <MemberStatusBadge status={row.status} />,
      },
    ],
    [pickedNo, pick],
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
          <FilterSelect
            label={TEXT.filter.userType}
            value={list.filters.userType}
            options={TYPE_OPTIONS}
            allLabel={TEXT.filter.all}
            onChange={(userType) => list.setFilters({ userType })}
          />
          <FilterSelect
            label={TEXT.filter.status}
            value={list.filters.status}
            options={STATUS_OPTIONS}
            allLabel={TEXT.filter.all}
            onChange={(status) => list.setFilters({ status })}
          />
          <SearchBox
            label={TEXT.filter.search}
            value={list.filters.q}
            placeholder={TEXT.filter.searchPlaceholder}
            onSearch={(q) => list.setFilters({ q })}
            onReset={list.reset}
          />
        </>
      }
    >
      <SplitView
        list={
          <DataTable
            caption={TEXT.caption}
            columns={columns}
            {...listTableProps(list, members)}
            rowKey={(row) => row.userNo}
            emptyText={TEXT.empty}
            selectedKey={pickedNo}
          />
        }
        detail={<MemberDetail userNo={pickedNo} onClose={() => pick(null)} />}
      />
    </AdminPage>
  );
}
