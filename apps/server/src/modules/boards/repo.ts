import type { BoardStatus, BoardType, TermsBoardType } from '@ansim/domain';
import type { BoardListQuery } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { boards } from '../../db/schema/index.ts';

/*
 * The boards' statements. Every member read carries the published rule (ACTIVE and today inside the display
 * window), so a hidden or out-of-date row never leaves the database for anyone but the operator.
 */

export interface BoardRow {
  boardNo: number;
  boardType: BoardType;
  category: string | null;
  title: string;
  /** Null in lists of types that do not show the body. */
  contentHtml: string | null;
  isTop: boolean;
  viewCount: number;
  boardStatus: BoardStatus;
  startDate: string | null;
  endDate: string | null;
  regDate: string;
  updatedAt: string;
}

async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a row; the list leaves the body out unless its type shows it at once. */
const columns = (withContent: SQL) =>
  sql`b.board_no as "boardNo", b.board_type as "boardType", b.category, b.title, ${withContent} as "contentHtml",
    b.is_top as "isTop", b.view_count as "viewCount", b.board_status as "boardStatus",
    to_char(b.start_date, 'YYYY-MM-DD') as "startDate", to_char(b.end_date, 'YYYY-MM-DD') as "endDate",
    ${sql.raw(iso('b.created_at'))} as "regDate", ${sql.raw(iso('b.updated_at'))} as "updatedAt"`;

/** ACTIVE, and `today` (YYYY-MM-DD, Korean calendar) inside the display window. */
const published = (today: string) =>
  sql`b.board_status = 'ACTIVE' and (b.start_date is null or b.start_date <= ${today}::date)
    and (b.end_date is null or b.end_date >= ${today}::date)`;

/** `text` as an ILIKE pattern that matches it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** FAQ and the guide read in the order they were written (a curated order); the rest newest first. */
const CURATED_ORDER: readonly BoardType[] = ['FAQ', 'GUIDE'];

export interface BoardListFilter extends BoardListQuery {
  /** The operator sees every row but deleted ones, and may filter by status. */
  operator: boolean;
  today: string;
}

export interface BoardInsert {
  boardType: BoardType;
  category: string | null;
  title: string;
  contentHtml: string;
  contentText: string;
  boardStatus: BoardStatus;
  isTop: boolean;
  startDate: string | null;
  endDate: string | null;
  createdBy: number | null;
}

export function createBoardsRepo(db: Db) {
  return {
    async list(filter: BoardListFilter): Promise<{ rows: BoardRow[]; totalRow: number }> {
      const where: SQL[] = [];
      if (filter.operator) {
        where.push(
          filter.boardStatus ? sql`b.board_status = ${filter.boardStatus}` : sql`b.board_status <> 'DELETE'`,
        );
      } else {
        where.push(published(filter.today));
      }
      if (filter.boardType) where.push(sql`b.board_type = ${filter.boardType}`);
      if (filter.category) where.push(sql`b.category = ${filter.category}`);
      if (filter.isTop !== undefined) where.push(sql`b.is_top = ${filter.isTop}`);
      if (filter.startDate) {
        where.push(sql`(b.created_at at time zone 'Asia/Seoul')::date >= ${filter.startDate}::date`);
      }
      if (filter.endDate) {
        where.push(sql`(b.created_at at time zone 'Asia/Seoul')::date <= ${filter.endDate}::date`);
      }
      if (filter.searchText) {
        const pattern = containing(filter.searchText);
        const byTitle = sql`b.title ilike ${pattern}`;
        const byContent = sql`b.content_text ilike ${pattern}`;
        where.push(
          filter.searchType === 'title'
            ? byTitle
            : filter.searchType === 'content'
              ? byContent
              : sql`(${byTitle} or ${byContent})`,
        );
      }
      const condition = sql.join(where, sql` and `);
      const curated = filter.boardType !== undefined && CURATED_ORDER.includes(filter.boardType);
      const order = curated
        ? sql`b.is_top desc, b.board_no asc`
        : sql`b.is_top desc, b.created_at desc, b.board_no desc`;
      const withContent = curated ? sql`b.content_html` : sql`null::text`;
      const offset = (filter.page - 1) * filter.limit;
      const [rows, counted] = await Promise.all([
        rowsOf<BoardRow>(
          db,
          sql`select ${columns(withContent)} from boards b where ${condition}
            order by ${order} limit ${filter.limit} offset ${offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from boards b where ${condition}`),
      ]);
      return { rows, totalRow: counted[0]?.n ?? 0 };
    },

    /** Counts one view of a published row in the statement that reads it; null when it is not published. */
    async viewPublished(boardNo: number, today: string): Promise<BoardRow | null> {
      const rows = await rowsOf<BoardRow>(
        db,
        sql`update boards b set view_count = b.view_count + 1
          where b.board_no = ${boardNo} and ${published(today)}
          returning ${columns(sql`b.content_html`)}`,
      );
      return rows[0] ?? null;
    },

    /** Any row but a deleted one, uncounted: the operator's preview. */
    async find(boardNo: number): Promise<BoardRow | null> {
      const rows = await rowsOf<BoardRow>(
        db,
        sql`select ${columns(sql`b.content_html`)} from boards b
          where b.board_no = ${boardNo} and b.board_status <> 'DELETE'`,
      );
      return rows[0] ?? null;
    },

    /** The terms text in force: the published row of the type that took effect last. */
    async currentTerms(boardType: TermsBoardType, today: string): Promise<BoardRow | null> {
      const rows = await rowsOf<BoardRow>(
        db,
        sql`select ${columns(sql`b.content_html`)} from boards b
          where b.board_type = ${boardType} and ${published(today)}
          order by b.start_date desc nulls last, b.updated_at desc, b.board_no desc limit 1`,
      );
      return rows[0] ?? null;
    },

    async insert(ex: DbOrTransaction, row: BoardInsert): Promise<number> {
      const [inserted] = await ex.insert(boards).values(row).returning({ boardNo: boards.boardNo });
      if (!inserted) throw new Error('board insert returned no row');
      return inserted.boardNo;
    },

    /** The operator's edit; false when there is no such (undeleted) row. */
    async update(
      ex: DbOrTransaction,
      boardNo: number,
      row: Omit<BoardInsert, 'createdBy'>,
    ): Promise<boolean> {
      const updated = await ex
        .update(boards)
        .set({ ...row, updatedAt: sql`now()` })
        .where(sql`${boards.boardNo} = ${boardNo} and ${boards.boardStatus} <> 'DELETE'`)
        .returning({ boardNo: boards.boardNo });
      return updated.length > 0;
    },
  };
}

export type BoardsRepo = ReturnType<typeof createBoardsRepo>;
