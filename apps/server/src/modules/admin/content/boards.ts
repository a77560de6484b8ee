import { createHash } from 'node:crypto';
import { boardCategoryLabel, pageInfoOf } from '@ansim/domain';
import type {
  AdminBoardBody,
  AdminBoardList,
  AdminBoardListQuery,
  BoardDetail,
  BoardItem,
} from '@ansim/domain/contract';
import { ADMIN_CONTENT_MESSAGES } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import { sanitizeBoardHtml } from '../../boards/sanitize.ts';
import type { BoardsService } from '../../boards/service.ts';
import type { AdminCaller } from '../guard.ts';
import { containing, isoOf, rowsOf } from './sql-rows.ts';

/*
 * Boards in the console: every type, hidden and out-of-window rows included, deleted ones not. Writes go
 * through boardsService.save, the one place that sanitizes board HTML; the audit row is written in the
 * same transaction. A delete sets board_status DELETE (the row and its view count stay, members never see
 * it, the list leaves it out) — a notice someone linked to answers 404 like any unpublished one.
 */

interface BoardRecord {
  boardNo: number;
  boardType: BoardItem['boardType'];
  category: string | null;
  title: string;
  contentHtml: string;
  isTop: boolean;
  viewCount: number;
  boardStatus: BoardItem['boardStatus'];
  startDate: string | null;
  endDate: string | null;
  regDate: string;
  updatedAt: string;
}

const COLUMNS = sql.raw(`b.board_no as "boardNo", b.board_type as "boardType", b.category, b.title,
  b.content_html as "contentHtml", b.is_top as "isTop", b.view_count as "viewCount",
  b.board_status as "boardStatus", to_char(b.start_date, 'YYYY-MM-DD') as "startDate",
  to_char(b.end_date, 'YYYY-MM-DD') as "endDate", ${isoOf('b.created_at')} as "regDate",
  ${isoOf('b.updated_at')} as "updatedAt"`);

const SORT_COLUMNS: Record<NonNullable<AdminBoardListQuery['sort']>, string> = {
  boardNo: 'b.board_no',
  title: 'b.title',
  boardType: 'b.board_type',
  viewCount: 'b.view_count',
  regDate: 'b.created_at',
  updatedAt: 'b.updated_at',
};

const toItem = (row: BoardRecord, withContent: boolean): BoardItem => ({
  ...row,
  categoryName: boardCategoryLabel(row.category),
  contentHtml: withContent ? sanitizeBoardHtml(row.contentHtml) : null,
});

/**
 * What the audit row keeps of a board: every field, and of the body (up to 100 KB) its length and a short
 * hash — enough to see that and when it changed without storing the text twice per edit.
 */
function snapshot(row: BoardRecord): Record<string, unknown> {
  const { contentHtml, viewCount: _views, regDate: _reg, updatedAt: _upd, boardNo: _no, ...fields } = row;
  return {
    ...fields,
    contentLength: contentHtml.length,
    contentSha256: createHash('sha256').update(contentHtml).digest('hex').slice(0, 16),
  };
}

async function lockedRow(ex: DbOrTransaction, boardNo: number): Promise<BoardRecord | null> {
  const rows = await rowsOf<BoardRecord>(
    ex,
    sql`select ${COLUMNS} from boards b where b.board_no = ${boardNo} and b.board_status <> 'DELETE' for update`,
  );
  return rows[0] ?? null;
}

export function createAdminBoards({ db, boards }: { db: Db; boards: BoardsService }) {
  return {
    async list(query: AdminBoardListQuery): Promise<AdminBoardList> {
      const where: SQL[] = [
        query.boardStatus ? sql`b.board_status = ${query.boardStatus}` : sql`b.board_status <> 'DELETE'`,
      ];
      if (query.boardType) where.push(sql`b.board_type = ${query.boardType}`);
      if (query.q) where.push(sql`b.title ilike ${containing(query.q)}`);
      const condition = sql.join(where, sql` and `);
      const order = query.sort
        ? sql.raw(`${SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'asc' : 'desc'}, b.board_no desc`)
        : sql.raw('b.created_at desc, b.board_no desc');
      const offset = (query.page - 1) * query.limit;
      const [rows, counted] = await Promise.all([
        rowsOf<BoardRecord>(
          db,
          sql`select ${COLUMNS} from boards b where ${condition} order by ${order}
            limit ${query.limit} offset ${offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from boards b where ${condition}`),
      ]);
      const totalRow = counted[0]?.n ?? 0;
      return {
        list: rows.map((row) => toItem(row, false)),
        pageInfo: pageInfoOf(query.page, query.limit, totalRow),
      };
    },

    /** The editor's copy: uncounted, any status but deleted. */
    async detail(boardNo: number): Promise<BoardDetail> {
      const rows = await rowsOf<BoardRecord>(
        db,
        sql`select ${COLUMNS} from boards b where b.board_no = ${boardNo} and b.board_status <> 'DELETE'`,
      );
      const row = rows[0];
      if (!row) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.boardNotFound);
      return { ...toItem(row, true), contentHtml: sanitizeBoardHtml(row.contentHtml) };
    },

    async create(caller: AdminCaller, body: AdminBoardBody): Promise<number> {
      return db.transaction(async (tx) => {
        const boardNo = await boards.save(caller, null, body, tx);
        const after = await lockedRow(tx, boardNo);
        await audit(tx, caller.actor, {
          action: 'board.create',
          targetType: 'board',
          targetId: boardNo,
          after: after ? snapshot(after) : null,
        });
        return boardNo;
      });
    },

    async update(caller: AdminCaller, boardNo: number, body: AdminBoardBody): Promise<number> {
      return db.transaction(async (tx) => {
        // The row is locked until the commit, so the audit's "before" is what this edit replaced.
        const before = await lockedRow(tx, boardNo);
        if (!before) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.boardNotFound);
        await boards.save(caller, boardNo, body, tx);
        const after = await lockedRow(tx, boardNo);
        await audit(tx, caller.actor, {
          action: 'board.update',
          targetType: 'board',
          targetId: boardNo,
          before: snapshot(before),
          after: after ? snapshot(after) : null,
        });
        return boardNo;
      });
    },

    async remove(caller: AdminCaller, boardNo: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockedRow(tx, boardNo);
        if (!before) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.boardNotFound);
        await tx.execute(
          sql`update boards set board_status = 'DELETE', updated_at = now() where board_no = ${boardNo}`,
        );
        await audit(tx, caller.actor, {
          action: 'board.delete',
          targetType: 'board',
          targetId: boardNo,
          before: snapshot(before),
          after: { boardStatus: 'DELETE' },
        });
      });
    },
  };
}
