import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { sales } from '../../db/schema/index.ts';

export function createSalesRepo(db: Db) {
  return {
    /** Every listing of the owner that is not deleted yet becomes DELETE; returns how many did. */
    deleteAllOf(userNo: number, ex: DbOrTransaction = db): Promise<number> {
      return ex
        .update(sales)
        .set({ status: 'DELETE', updatedAt: sql`now()` })
        .where(and(eq(sales.userNo, userNo), ne(sales.status, 'DELETE')))
        .returning({ saleNo: sales.saleNo })
        .then((rows) => rows.length);
    },
  };
}

export type SalesRepo = ReturnType<typeof createSalesRepo>;
