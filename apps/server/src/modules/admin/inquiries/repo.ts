import type { AdminInquiryListQuery } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../../db/client.ts';

/*
 * The console's reads of 1대1 inquiries (INQUIRY_TYPE002–006) with their asker. A listing inquiry is its
 * broker's, and an inquiry its asker deleted is gone for everyone, so both are left out of every read.
 */

async function rowsOf<Row>(db: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ITEM_COLUMNS = sql.raw(
  [
    'q.inquiry_no as "inquiryNo"',
    'q.inquiry_type as "category"',
    'q.title',
    'u.user_no as "askerNo"',
    'u.login_id as "askerLoginId"',
    'u.name as "askerName"',
    'u.user_type as "askerType"',
    '(q.answer is not null) as "answered"',
    `${iso('q.created_at')} as "regDate"`,
    `${iso('q.answered_at')} as "answeredAt"`,
  ].join(', '),
);

export interface AdminInquiryRow {
  inquiryNo: number;
  category: string;
  title: string | null;
  askerNo: number;
  askerLoginId: string | null;
  askerName: string;
  askerType: string;
  answered: boolean;
  regDate: string;
  answeredAt: string | null;
}

export interface AdminInquiryDetailRow extends AdminInquiryRow {
  content: string | null;
  phone: string | null;
  answer: string | null;
  answererName: string | null;
}

/** The 1대1 inquiries still standing. */
const ONE_TO_ONE = sql`q.inquiry_type <> 'INQUIRY_TYPE001' and q.deleted_at is null`;

/** '%' and '_' typed by the operator are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(query: AdminInquiryListQuery): SQL {
  const parts: SQL[] = [ONE_TO_ONE];
  if (query.state === 'WAIT') parts.push(sql`q.answer is null`);
  if (query.state === 'ANSWERED') parts.push(sql`q.answer is not null`);
  if (query.category) parts.push(sql`q.inquiry_type = ${query.category}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(sql`(q.title ilike ${pattern} or u.login_id ilike ${pattern} or u.name ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

function orderOf(query: AdminInquiryListQuery): SQL {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // Unanswered ones sort last by answer time whichever way: they have none.
  if (query.sort === 'answeredAt')
    return sql`q.answered_at ${direction} nulls last, q.inquiry_no ${direction}`;
  return sql`q.created_at ${direction}, q.inquiry_no ${direction}`;
}

export function createAdminInquiriesRepo(db: Db) {
  return {
    async list(query: AdminInquiryListQuery) {
      const where = filtersOf(query);
      const [rows, total] = await Promise.all([
        rowsOf<AdminInquiryRow>(
          db,
          sql`select ${ITEM_COLUMNS} from inquiries q join users u on u.user_no = q.user_no
               where ${where} order by ${orderOf(query)}
               limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from inquiries q join users u on u.user_no = q.user_no where ${where}`,
        ),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    detail(ex: DbOrTransaction, inquiryNo: number): Promise<AdminInquiryDetailRow | undefined> {
      return rowsOf<AdminInquiryDetailRow>(
        ex,
        sql`select ${ITEM_COLUMNS}, q.content, q.phone, q.answer, a.name as "answererName"
              from inquiries q
              join users u on u.user_no = q.user_no
              left join users a on a.user_no = q.answered_by
             where q.inquiry_no = ${inquiryNo} and ${ONE_TO_ONE}`,
      ).then((rows) => rows[0]);
    },
  };
}

export type AdminInquiriesRepo = ReturnType<typeof createAdminInquiriesRepo>;
