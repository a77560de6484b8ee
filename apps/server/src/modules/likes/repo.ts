import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saleLikes, sales } from '../../db/schema/index.ts';
import { LIST_ITEM_COLUMNS } from '../../db/views/sale-list-item.ts';

export function createLikesRepo(db: Db) {
  return {
    findSale(saleNo: number) {
      return db
        .select({ userNo: sales.userNo, status: sales.status })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .then((rows) => rows[0] ?? null);
    },

    /** One like per user and listing: the primary key makes a second one a no-op, also in parallel. */
    like(userNo: number, saleNo: number) {
      return db.insert(saleLikes).values({ userNo, saleNo }).onConflictDoNothing();
    },

    unlike(userNo: number, saleNo: number) {
      return db.delete(saleLikes).where(and(eq(saleLikes.userNo, userNo), eq(saleLikes.saleNo, saleNo)));
    },

    async countOf(userNo: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(saleLikes).where(eq(saleLikes.userNo, userNo));
      return row?.n ?? 0;
    },

    /** The user's liked listings as cards, most recently liked first. */
    pageOf(userNo: number, limit: number, offset: number) {
      return db
        .select({ ...LIST_ITEM_COLUMNS, isLike: sql<boolean>`true` })
        .from(saleLikes)
        .innerJoin(sales, eq(sales.saleNo, saleLikes.saleNo))
        .where(eq(saleLikes.userNo, userNo))
        .orderBy(desc(saleLikes.createdAt), desc(saleLikes.saleNo))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type LikesRepo = ReturnType<typeof createLikesRepo>;
