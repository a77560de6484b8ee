import { codeName, formatDate } from '@ansim/domain';
import {
  type AdminInquiryItem,
  INQUIRY_STATE_LABELS,
  INQUIRY_STATES,
  ONE_TO_ONE_INQUIRY_TYPES,
} from '@ansim/domain/contract';
import { type FormEvent, useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAdminInquiries } from '../api/get-admin-inquiries.ts';
import { InquiryThread } from '../components/inquiry-thread.tsx';
import { ADMIN_INQUIRY_MSG } from '../messages.ts';
import styles from './inquiries-page.module.css';

const TEXT = ADMIN_INQUIRY_MSG;
const FILTERS = ['state', 'category', 'q'] as const;
/** The picked inquiry's number in the address, so a reload or a shared link opens the same thread. */
const PICKED = 'no';

const CATEGORY_OPTIONS = ONE_TO_ONE_INQUIRY_TYPES.map((code) => ({
  value: code,
  label: codeName('INQUIRY_TYPE', code),
}));

/** Route /admin/inquiries (issue 17 §7): the 1대1 queue beside the picked thread and its answer form. */
export function AdminInquiriesPage() {
  const list = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const picked = Number.parseInt(params.get(PICKED) ?? '', 10);
  const pickedNo = Number.isSafeInteger(picked) && picked > 0 ? picked : null;
  const inquiries = useAdminInquiries(list.query);
  const stateId = useId();
  const categoryId = useId();
  const searchId = useId();

  const pick = useCallback(
    (inquiryNo: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (inquiryNo === null) next.delete(PICKED);
          else next.set(PICKED, String(inquiryNo));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

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
          <button
            type="button"
            className={styles.titleButton}
            onClick={() => pick(row.inquiryNo)}
            aria-label={TEXT.open(row.title)}
            aria-current={row.inquiryNo === pickedNo ? 'true' : undefined}
          >
            {row.title}
          </button>
        ),
      },
      {
        key: 'asker',
        header: TEXT.columns.asker,
        width: '7rem',
        cell: (row) => (
          <span className={styles.asker}>
            {row.asker.name}
            <span className={styles.sub}>{row.asker.loginId ?? '-'}</span>
          </span>
        ),
      },
      {
        key: 'state',
        header: TEXT.columns.state,
        width: '5.5rem',
        align: 'center',
        cell: (row) => (
          <span className={row.state === 'WAIT' ? styles.wait : styles.answered}>
            {INQUIRY_STATE_LABELS[row.state]}
          </span>
        ),
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

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    list.setFilters({ q: typeof text === 'string' ? text.trim() : '' });
  };

  return (
    <AdminPage
      description={TEXT.description}
      filters={
        <>
          <div className={styles.field}>
            <label htmlFor={stateId}>{TEXT.filter.state}</label>
            <select
              id={stateId}
              value={list.filters.state}
              onChange={(event) => list.setFilters({ state: event.target.value })}
            >
              <option value="">{ADMIN_MSG.filter.all}</option>
              {INQUIRY_STATES.map((state) => (
                <option key={state} value={state}>
                  {INQUIRY_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={categoryId}>{TEXT.filter.category}</label>
            <select
              id={categoryId}
              value={list.filters.category}
              onChange={(event) => list.setFilters({ category: event.target.value })}
            >
              <option value="">{ADMIN_MSG.filter.all}</option>
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <form className={styles.searchForm} onSubmit={search} aria-label={TEXT.filter.form}>
            <div className={styles.field}>
              <label htmlFor={searchId}>{TEXT.filter.search}</label>
              <input
                id={searchId}
                name="q"
                type="search"
                maxLength={50}
                defaultValue={list.filters.q}
                key={list.filters.q}
                placeholder={TEXT.filter.searchPlaceholder}
              />
            </div>
            <button type="submit" className={styles.primary}>
              {ADMIN_MSG.filter.search}
            </button>
            <button type="button" className={styles.secondary} onClick={list.reset}>
              {ADMIN_MSG.filter.reset}
            </button>
          </form>
        </>
      }
    >
      <div className={styles.split}>
        <div className={styles.listColumn}>
          <p className="visually-hidden" aria-live="polite">
            {inquiries.data ? ADMIN_MSG.table.total(inquiries.data.pageInfo.totalRow) : ''}
          </p>
          <DataTable
            caption={TEXT.caption}
            columns={columns}
            rows={inquiries.data?.list}
            rowKey={(row) => row.inquiryNo}
            pageInfo={inquiries.data?.pageInfo}
            onPageChange={list.setPage}
            sort={list.sort}
            onSortChange={list.setSort}
            isLoading={inquiries.isFetching && !inquiries.data}
            isError={inquiries.isError}
            onRetry={() => void inquiries.refetch()}
            emptyText={TEXT.empty}
            selectedKey={pickedNo}
          />
        </div>
        <div className={styles.threadColumn}>
          <InquiryThread inquiryNo={pickedNo} onClose={() => pick(null)} />
        </div>
      </div>
    </AdminPage>
  );
}
