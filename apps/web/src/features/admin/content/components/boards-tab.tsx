import { BOARD_STATUS_LABELS, BOARD_TYPE_LABELS, BOARD_TYPES, formatDate } from '@ansim/domain';
import type { BoardItem } from '@ansim/domain/contract';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useBoardList, useDeleteBoard } from '../api/boards-api.ts';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';
import { ActionStatus } from './action-status.tsx';
import { useActionStatus } from './use-status.ts';

const FILTERS = ['boardType', 'boardStatus', 'q'] as const;
const M = CONTENT_MSG.boards;

/** Every board of every type, hidden ones too; a title opens the editor. */
export function BoardsTab() {
  const list = useListParams(FILTERS);
  const [, setParams] = useSearchParams();
  const boards = useBoardList(list.query);
  const remove = useDeleteBoard();
  const { status, done, failed } = useActionStatus();
  const typeId = useId();
  const statusId = useId();
  const searchId = useId();

  const openEditor = (target: number | 'new') =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('edit', String(target));
      return next;
    });

  const onDelete = async (board: BoardItem) => {
    if (!(await confirmDialog({ message: M.confirmDelete(board.title), confirmLabel: CONTENT_MSG.remove })))
      return;
    try {
      await remove.mutateAsync(board.boardNo);
      done(CONTENT_MSG.deleted);
    } catch (error) {
      failed(error);
    }
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    list.setFilters({ q: typeof q === 'string' ? q.trim() : '' });
  };

  const columns: Column<BoardItem>[] = [
    { key: 'boardNo', header: M.columns.boardNo, cell: (b) => b.boardNo, sortable: true, width: '5rem' },
    {
      key: 'boardType',
      header: M.columns.boardType,
      cell: (b) => <span className={styles.nowrap}>{BOARD_TYPE_LABELS[b.boardType]}</span>,
      sortable: true,
      width: '9rem',
    },
    {
      key: 'title',
      header: M.columns.title,
      sortable: true,
      cell: (b) => (
        <div className={styles.titleCell}>
          <a
            href={`?edit=${b.boardNo}`}
            className={styles.titleLink}
            onClick={(event) => {
              event.preventDefault();
              openEditor(b.boardNo);
            }}
          >
            {b.title}
          </a>
          <span className={styles.sub}>
            {[b.isTop ? M.pinned : '', b.categoryName ?? '', M.window(b.startDate, b.endDate)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      header: M.columns.status,
      width: '5rem',
      cell: (b) => (
        <StatusBadge tone={b.boardStatus === 'ACTIVE' ? 'info' : 'neutral'}>
          {BOARD_STATUS_LABELS[b.boardStatus]}
        </StatusBadge>
      ),
    },
    {
      key: 'viewCount',
      header: M.columns.viewCount,
      cell: (b) => b.viewCount.toLocaleString('ko-KR'),
      sortable: true,
      align: 'end',
      width: '6rem',
    },
    {
      key: 'updatedAt',
      header: M.columns.updatedAt,
      cell: (b) => formatDate(b.updatedAt),
      sortable: true,
      width: '7.5rem',
    },
    {
      key: 'actions',
      header: M.columns.actions,
      width: '9rem',
      cell: (b) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="soft"
            onClick={() => openEditor(b.boardNo)}
            aria-label={`${b.title} ${CONTENT_MSG.edit}`}
          >
            {CONTENT_MSG.edit}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => onDelete(b)}
            aria-label={`${b.title} ${CONTENT_MSG.remove}`}
          >
            {CONTENT_MSG.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      actions={<Button onClick={() => openEditor('new')}>{M.create}</Button>}
      filters={
        <>
          <label className={filterStyles.field} htmlFor={typeId}>
            {M.type}
            <select
              id={typeId}
              value={list.filters.boardType}
              onChange={(e) => list.setFilters({ boardType: e.target.value })}
            >
              <option value="">{ADMIN_MSG.filter.all}</option>
              {BOARD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BOARD_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label className={filterStyles.field} htmlFor={statusId}>
            {M.status}
            <select
              id={statusId}
              value={list.filters.boardStatus}
              onChange={(e) => list.setFilters({ boardStatus: e.target.value })}
            >
              <option value="">{ADMIN_MSG.filter.all}</option>
              <option value="ACTIVE">{BOARD_STATUS_LABELS.ACTIVE}</option>
              <option value="HIDDEN">{BOARD_STATUS_LABELS.HIDDEN}</option>
            </select>
          </label>
          <form onSubmit={onSearch} className={styles.rowActions} style={{ alignItems: 'flex-end' }}>
            <label className={filterStyles.field} htmlFor={searchId}>
              {M.search}
              <input
                id={searchId}
                name="q"
                type="search"
                maxLength={50}
                defaultValue={list.filters.q}
                key={list.filters.q}
                placeholder={M.searchPlaceholder}
              />
            </label>
            <Button type="submit" variant="secondary">
              {ADMIN_MSG.filter.search}
            </Button>
          </form>
        </>
      }
    >
      <ActionStatus status={status} />
      <DataTable
        caption={M.caption}
        columns={columns}
        {...listTableProps(list, boards)}
        rowKey={(b) => b.boardNo}
      />
    </AdminPage>
  );
}
