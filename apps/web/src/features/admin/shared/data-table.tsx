import type { PageInfo } from '@ansim/domain/contract';
import {
  type ColumnDef,
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { Spinner } from '../../../shared/ui/loading-indicator.tsx';
import { ADMIN_MSG } from '../messages.ts';
import styles from './data-table.module.css';
import type { ListParams, ListSort } from './use-list-params.ts';

/** One column: its key (also the server's sort key when sortable), its header and how a row shows in it. */
export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sorts by this column's key. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** A CSS width ('8rem'); the rest share what is left. */
  width?: string;
}

interface DataTableProps<T> {
  /** The table's name for screen readers ('회원 목록'). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  pageInfo?: PageInfo | undefined;
  onPageChange?: (page: number) => void;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  emptyText?: string;
  /** A row the operator picked (its detail is open beside the table). */
  selectedKey?: string | number | null;
}

const helper = createColumnHelper<unknown>();

/**
 * The console's tables (TanStack Table): sorting and paging happen on the server, so the table only draws
 * the page it is given and reports the operator's clicks. On a phone it scrolls sideways inside its own
 * focusable region rather than squeezing the columns.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  pageInfo,
  onPageChange,
  sort = null,
  onSortChange,
  isLoading = false,
  isError = false,
  onRetry,
  emptyText = ADMIN_MSG.table.empty,
  selectedKey = null,
}: DataTableProps<T>) {
  const captionId = useId();
  const columnDefs = useMemo(
    () =>
      columns.map((column) =>
        helper.accessor(() => null, {
          id: column.key,
          header: column.header,
          cell: (context) => column.cell(context.row.original as T),
          enableSorting: column.sortable === true,
        }),
      ) as ColumnDef<T, null>[],
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];
  const table = useReactTable<T>({
    data: (rows ?? []) as T[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { key: first.id, order: first.desc ? 'desc' : 'asc' } : null);
    },
  });
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const shown = rows ?? [];

  return (
    <div className={styles.wrap}>
      {/* Always there, so a screen reader hears the new total after each search or filter. */}
      <p className="visually-hidden" aria-live="polite">
        {pageInfo ? ADMIN_MSG.table.total(pageInfo.totalRow) : ''}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the focus, or a keyboard cannot scroll it (axe scrollable-region-focusable). */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={isLoading || undefined}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byKey.get(header.column.id);
                  const direction = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={column?.width ? { width: column.width } : undefined}
                      className={cx(
                        column?.align === 'end' && styles.end,
                        column?.align === 'center' && styles.center,
                      )}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          title={ADMIN_MSG.table.sortBy(column?.header ?? '')}
                        >
                          {label}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={cx(String(selectedKey) === row.id && styles.selected)}>
                {row.getVisibleCells().map((cell) => {
                  const column = byKey.get(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      className={cx(
                        column?.align === 'end' && styles.end,
                        column?.align === 'center' && styles.center,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {isLoading && shown.length === 0 && (
          <div className={styles.state} role="status">
            <Spinner />
            <span>{ADMIN_MSG.table.loading}</span>
          </div>
        )}
        {!isLoading && isError && (
          <div className={styles.state} role="alert">
            <span>{ADMIN_MSG.table.loadFailed}</span>
            {onRetry && (
              <Button variant="soft" size="small" onClick={onRetry}>
                {ADMIN_MSG.table.retry}
              </Button>
            )}
          </div>
        )}
        {!isLoading && !isError && rows !== undefined && shown.length === 0 && (
          <p className={styles.state}>{emptyText}</p>
        )}
      </section>
      {pageInfo && <Pager pageInfo={pageInfo} onPageChange={onPageChange} busy={isLoading} />}
    </div>
  );
}

function Pager({
  pageInfo,
  onPageChange,
  busy,
}: {
  pageInfo: PageInfo;
  onPageChange: ((page: number) => void) | undefined;
  busy: boolean;
}) {
  const { page, totalPage, totalRow } = pageInfo;
  return (
    <div className={styles.pager}>
      <span className={styles.total}>{ADMIN_MSG.table.total(totalRow)}</span>
      <div className={styles.pages}>
        <Button
          variant="secondary"
          size="small"
          disabled={busy || page <= 1}
          onClick={() => onPageChange?.(page - 1)}
          aria-label={ADMIN_MSG.table.prev}
        >
          ‹
        </Button>
        <span aria-live="polite">{ADMIN_MSG.table.pageOf(page, totalPage)}</span>
        <Button
          variant="secondary"
          size="small"
          disabled={busy || page >= totalPage}
          onClick={() => onPageChange?.(page + 1)}
          aria-label={ADMIN_MSG.table.next}
        >
          ›
        </Button>
      </div>
    </div>
  );
}

/** What a list's query gives its table: a page of rows and its page information. */
interface ListQuery<T> {
  data?: { list: readonly T[]; pageInfo: PageInfo } | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The table's rows, paging, sorting and loading state from the list's parameters in the address and its
 * query: `<DataTable {...listTableProps(list, members)} caption=… columns=… rowKey=… />`.
 */
export function listTableProps<T>(
  list: Pick<ListParams<string>, 'sort' | 'setPage' | 'setSort'>,
  query: ListQuery<T>,
) {
  return {
    rows: query.data?.list,
    pageInfo: query.data?.pageInfo,
    onPageChange: list.setPage,
    sort: list.sort,
    onSortChange: list.setSort,
    // Only the first load shows the loading row; a refetch keeps the rows it has.
    isLoading: query.isFetching && !query.data,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  };
}
