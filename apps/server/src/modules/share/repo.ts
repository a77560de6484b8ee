import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales, shortLinks } from '../../db/schema/index.ts';

/** Only a listing open to everyone is shared (the same rule as its page for crawlers). */
const OPEN = 'ACTIVE';

export function createShareRepo(db: Db) {
  return {
    /** The listing's status and its link if it has one; null when there is no such listing. */
    linkOf(saleNo: number) {
      return db
        .select({ status: sales.status, code: shortLinks.code })
        .from(sales)
        .leftJoin(shortLinks, eq(shortLinks.saleNo, sales.saleNo))
        .where(eq(sales.saleNo, saleNo))
        .then((rows) => rows[0] ?? null);
    },

    /**
     * Makes the listing's link under `code` if the listing is open and has none: one statement, so that
     * parallel calls for one listing leave one row (the unique sale_no waits for the first insert and then
     * does nothing). Returns the code written, or null when nothing was (a link exists, the listing is
     * not open, or — once in 10^14 — the code is another listing's; the caller reads and retries).
     */
    insertIfAbsent(saleNo: number, code: string) {
      return db
        .insert(shortLinks)
        .select(
          db
            // Every column of the table, in its order, as drizzle's insert … select requires.
            .select({
              code: sql<string>`${code}::varchar`.as('code'),
              saleNo: sales.saleNo,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(sales)
            .where(and(eq(sales.saleNo, saleNo), eq(sales.status, OPEN))),
        )
        .onConflictDoNothing()
        .returning({ code: shortLinks.code })
        .then((rows) => rows[0]?.code ?? null);
    },

    /** The listing a code leads to, while that listing is open. */
    openSaleOf(code: string) {
      return db
        .select({ saleNo: shortLinks.saleNo })
        .from(shortLinks)
        .innerJoin(sales, eq(sales.saleNo, shortLinks.saleNo))
        .where(and(eq(shortLinks.code, code), eq(sales.status, OPEN)))
        .then((rows) => rows[0]?.saleNo ?? null);
    },
  };
}

export type ShareRepo = ReturnType<typeof createShareRepo>;
