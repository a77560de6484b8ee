import { codeName, formatDate } from '@ansim/domain';
import {
  type AdminInquiryItem,
  INQUIRY_STATE_LABELS,
  INQUIRY_STATES,
  ONE_TO_ONE_INQUIRY_TYPES,
} from '@ansim/domain/contract';
import { useMemo } from 'react';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import cells from '../../shared/cells.module.css';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { FilterSelect, optionsOf, SearchBox } from '../../shared/filter-bar.tsx';
import { PickButton } from '../../shared/pick-button.tsx';
import { SplitView } from '../../shared/split-view.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { usePickedParam } from '../../shared/use-picked-param.ts';
import { useAdminInquiries } from '../api/get-admin-inquiries.ts';
import { InquiryStateBadge } from '../components/inquiry-state-badge.tsx';
import { InquiryThread } from '../components/inquiry-thread.tsx';
import { ADMIN_INQUIRY_MSG } from '../messages.ts';

const TEXT = ADMIN_INQUIRY_MSG;
const FILTERS = ['state', 'category', 'q'] as const;

const STATE_OPTIONS = optionsOf(INQUIRY_STATES, INQUIRY_STATE_LABELS);
const CATEGORY_OPTIONS = ONE_TO_ONE_INQUIRY_TYPES.map((code) => ({
  value: code,
  label: codeName('INQUIRY_TYPE', code),
}));

/** Route /admin/inquiries (issue 17 §7): the 1대1 queue beside the picked thread and its answer form. */
export function AdminInquiriesPage() {
  const list = useListParams(FILTERS);
  // The picked inquiry's number in the address, so a reload or a shared link opens the same thread.
  const [pickedNo, pick] = usePickedParam('no');
  const inquiries = useAdminInquiries(list.query);

  const columns = useMemo<Column<AdminInquiryItem>[]>(
    () => [
      {
        key: 'regDate',
        header: TEXT.columns.regDate,
        sortable: true,
        width: '5.5rem',
        cell: (row) => formatDate(row.regDate),
      },
      { key: 'category', header: TEXT.columns.category, width: '6.5rem', cell: (row) => row.categoryName },
      {
        key: 'title',
        header: TEXT.columns.title,
        cell: (row) => (
          <PickButton
            label={TEXT.open(row.title)}
            current={row.inquiryNo === pickedNo}
            onPick={() => pick(row.inquiryNo)}
          >
            {row.title}
          </PickButton>
        ),
      },
      {
        key: 'asker',
        header: TEXT.columns.asker,
        width: '7rem',
        cell: (row) => (
          <span className={cells.stack}>
            {row.asker.name}
            <span className={cells.sub}>{row.asker.loginId ?? '-'}</span>
          </span>
        ),
      },
      {
        key: 'state',
        header: TEXT.columns.state,
        width: '5.5rem',
        align: 'center',
        cell: (row) => <InquiryStateBadge state={row.state} />,
      },
      {
        key: 'answeredAt',
        header: TEXT.columns.answeredAt,
        sortable: true,
        width: '5.5rem',
        cell: (row) => (row.answeredAt ? formatDate(row.answeredAt) : '-'),
      },
    ],
    [pickedNo, pick],
  );

  return (
    <AdminPage
      description={TEXT.description}
      filters={
        <>
          <FilterSelect
            label={TEXT.filter.state}
            value={list.filters.state}
            options={STATE_OPTIONS}
            allLabel={ADMIN_MSG.filter.all}
            onChange={(state) => list.setFilters({ state })}
          />
          <FilterSelect
            label={TEXT.filter.category}
            value={list.filters.category}
            options={CATEGORY_OPTIONS}
            allLabel={ADMIN_MSG.filter.all}
            onChange={(category) => list.setFilters({ category })}
          />
          <SearchBox
            label={TEXT.filter.search}
            formLabel={TEXT.filter.form}
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
            {...listTableProps(list, inquiries)}
            rowKey={(row) => row.inquiryNo}
            emptyText={TEXT.empty}
            selectedKey={pickedNo}
          />
        }
        detail={<InquiryThread inquiryNo={pickedNo} onClose={() => pick(null)} />}
      />
    </AdminPage>
  );
}
