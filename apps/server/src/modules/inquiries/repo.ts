import type { InquiryReasonCode, InquiryTypeCode } from '@ansim/domain';
import type { InquiryState } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { inquiries } from '../../db/schema/index.ts';

/*
 * Inquiries' statements. Lists and the detail are `sql` templates over inquiries joined to their listing
 * and people; every read filters deleted_at is null, so a deleted inquiry is gone for everyone.
 */

async function rowsOf<Row>(db: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What every list row and the detail read: the inquiry and the listing facts its name is made of. */
const SUMMARY_COLUMNS = sql.raw(
  [
    'q.inquiry_no as "inquiryNo"',
    'q.user_no as "userNo"',
    'q.sale_no as "saleNo"',
    'q.sale_user_no as "saleUserNo"',
    'q.inquiry_type as "inquiryType"',
    'q.reason_types as "reasonTypes"',
    'q.reason',
    'q.title',
    '(q.answer is not null) as "answered"',
    `${iso('q.created_at')} as "regDate"`,
    `${iso('q.answered_at')} as "answeredAt"`,
    's.title as "saleTitle"',
    's.sale_addr as "saleAddr"',
    's.sale_type as "saleType"',
    's.selling_price as "sellingPrice"',
    's.rent_price as "rentPrice"',
    's.deposit',
    's.monthly_price as "monthlyPrice"',
  ].join(', '),
);

export interface SummaryRow {
  inquiryNo: number;
  userNo: number;
  saleNo: number | null;
  saleUserNo: number | null;
  inquiryType: string;
  reasonTypes: string[];
  reason: string | null;
  title: string | null;
  answered: boolean;
  regDate: string;
  answeredAt: string | null;
  saleTitle: string | null;
  saleAddr: string | null;
  saleType: string | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
}

export interface SaleListRow extends SummaryRow {
  name: string | null;
  phone: string | null;
}

export interface DetailRow extends SaleListRow {
  content: string | null;
  answer: string | null;
  answererName: string | null;
  mainImage: string | null;
}

/** What a listing inquiry needs to know of the listing. */
export interface SaleTarget {
  saleNo: number;
  userNo: number;
  status: string;
  title: string | null;
  saleAddr: string;
  saleType: string | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
}

export interface NewInquiry {
  userNo: number;
  saleNo: number | null;
  saleUserNo: number | null;
  inquiryType: InquiryTypeCode;
  reasonTypes: InquiryReasonCode[];
  reason: string | null;
  title: string | null;
  content: string | null;
  name: string | null;
  phone: string | null;
}

const stateCondition = (state: InquiryState | undefined): SQL =>
  state === 'WAIT' ? sql`and q.answer is null` : state === 'ANSWERED' ? sql`and q.answer is not null` : sql``;

export function createInquiriesRepo(db: Db) {
  return {
    sale(ex: DbOrTransaction, saleNo: number): Promise<SaleTarget | undefined> {
      return rowsOf<SaleTarget>(
        ex,
        sql`select s.sale_no as "saleNo", s.user_no as "userNo", s.status, s.title, s.sale_addr as "saleAddr",
                   s.sale_type as "saleType", s.selling_price as "sellingPrice", s.rent_price as "rentPrice",
                   s.deposit, s.monthly_price as "monthlyPrice"
              from sales s where s.sale_no = ${saleNo}`,
      ).then((rows) => rows[0]);
    },

    person(ex: DbOrTransaction, userNo: number): Promise<{ name: string; phone: string } | undefined> {
      return rowsOf<{ name: string; phone: string }>(
        ex,
        sql`select u.name, u.phone from users u where u.user_no = ${userNo}`,
      ).then((rows) => rows[0]);
    },

    async insert(ex: DbOrTransaction, row: NewInquiry): Promise<number> {
      const [inserted] = await ex.insert(inquiries).values(row).returning({ inquiryNo: inquiries.inquiryNo });
      if (!inserted) throw new Error('inquiry insert returned no row');
      return inserted.inquiryNo;
    },

    /** The asker's own, newest first (inquiries_user_created_idx). */
    async mine(userNo: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        rowsOf<SummaryRow>(
          db,
          sql`select ${SUMMARY_COLUMNS} from inquiries q left join sales s on s.sale_no = q.sale_no
               where q.user_no = ${userNo} and q.deleted_at is null
               order by q.created_at desc, q.inquiry_no desc limit ${limit} offset ${offset}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from inquiries q where q.user_no = ${userNo} and q.deleted_at is null`,
        ),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /** Listing inquiries to the broker's listings, newest first (inquiries_sale_user_created_idx). */
    async aboutMySales(brokerNo: number, state: InquiryState | undefined, limit: number, offset: number) {
      const where = sql`q.sale_user_no = ${brokerNo} and q.inquiry_type = 'INQUIRY_TYPE001'
                        and q.deleted_at is null ${stateCondition(state)}`;
      const [rows, total] = await Promise.all([
        rowsOf<SaleListRow>(
          db,
          sql`select ${SUMMARY_COLUMNS}, q.name, q.phone from inquiries q left join sales s on s.sale_no = q.sale_no
               where ${where}
               order by q.created_at desc, q.inquiry_no desc limit ${limit} offset ${offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from inquiries q where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    detail(ex: DbOrTransaction, inquiryNo: number): Promise<DetailRow | undefined> {
      return rowsOf<DetailRow>(
        ex,
        sql`select ${SUMMARY_COLUMNS}, q.name, q.phone, q.content, q.answer, a.name as "answererName",
                   s.main_image as "mainImage"
              from inquiries q
              left join sales s on s.sale_no = q.sale_no
              left join users a on a.user_no = q.answered_by
             where q.inquiry_no = ${inquiryNo} and q.deleted_at is null`,
      ).then((rows) => rows[0]);
    },

    /**
     * The one answer: written only while there is none, so of concurrent answers exactly one returns its
     * row; the others get nothing and are told it was answered.
     */
    answer(
      ex: DbOrTransaction,
      inquiryNo: number,
      answeredBy: number,
      text: string,
    ): Promise<{ inquiryNo: number; userNo: number } | undefined> {
      return rowsOf<{ inquiryNo: number; userNo: number }>(
        ex,
        sql`update inquiries set answer = ${text}, answered_by = ${answeredBy}, answered_at = now()
             where inquiry_no = ${inquiryNo} and answer is null and deleted_at is null
             returning inquiry_no as "inquiryNo", user_no as "userNo"`,
      ).then((rows) => rows[0]);
    },

    /** Soft delete of the asker's own; false when it is not theirs or is gone already. */
    async softDelete(userNo: number, inquiryNo: number): Promise<boolean> {
      const rows = await rowsOf<{ inquiryNo: number }>(
        db,
        sql`update inquiries set deleted_at = now()
             where inquiry_no = ${inquiryNo} and user_no = ${userNo} and deleted_at is null
             returning inquiry_no as "inquiryNo"`,
      );
      return rows.length > 0;
    },
  };
}

export type InquiriesRepo = ReturnType<typeof createInquiriesRepo>;
