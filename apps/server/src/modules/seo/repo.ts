import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saleImages, sales } from '../../db/schema/index.ts';
import { isCompleteListing } from '../../db/views/complete-listing.ts';

/** Only listings open to everyone are shared with crawlers (product.md §A2: the search shows ACTIVE ones). */
const PUBLIC_STATUS = 'ACTIVE';

export function createSeoRepo(db: Db) {
  return {
    /**
     * The numbers of the sitemap pages that hold at least one active listing, page n being the listing
     * numbers [n × span, (n + 1) × span). The lowest and highest active numbers and one EXISTS per range
     * each stop at the first active row of a primary-key range scan: a few index probes, even at a million
     * listings, where a DISTINCT over every active row would read them all.
     */
    activeSalePages(span: number): Promise<number[]> {
      const active = sql`${sales.status} = ${PUBLIC_STATUS}`;
      const page = sql<number>`page`.mapWith(Number);
      return db
        .select({ page })
        .from(
          sql`generate_series(
            (select min(${sales.saleNo}) from ${sales} where ${active}) / ${span},
            (select max(${sales.saleNo}) from ${sales} where ${active}) / ${span}
          ) as page`,
        )
        .where(
          sql`exists (select 1 from ${sales} where ${sales.saleNo} >= ${page} * ${span}
            and ${sales.saleNo} < (${page} + 1) * ${span} and ${active})`,
        )
        .orderBy(page)
        .then((rows) => rows.map((row) => row.page));
    },

    /** The active listings with numbers in [from, to), by number: one range scan of the primary key. */
    activeSalesBetween(from: number, to: number) {
      return db
        .select({ saleNo: sales.saleNo, updatedAt: sales.updatedAt })
        .from(sales)
        .where(and(gte(sales.saleNo, from), lt(sales.saleNo, to), eq(sales.status, PUBLIC_STATUS)))
        .orderBy(asc(sales.saleNo));
    },

    /** What a shared listing page says about the listing; null when it is not open to everyone. */
    async activeSale(saleNo: number) {
      const [row] = await db
        .select({
          saleNo: sales.saleNo,
          saleAddr: sales.saleAddr,
          buildingType: sales.buildingType,
          saleType: sales.saleType,
          sellingPrice: sales.sellingPrice,
          rentPrice: sales.rentPrice,
          deposit: sales.deposit,
          monthlyPrice: sales.monthlyPrice,
          title: sales.title,
          floor: sales.floor,
          dedicatedArea: sales.dedicatedArea,
          safetyGrade: sales.safetyGrade,
          changeSafetyGrade: sales.changeSafetyGrade,
          mainImage: sales.mainImage,
          // The photo a preview shows: the main one, else the first (one index probe per listing). Names
          // written out: drizzle leaves columns unqualified in a one-table select, and here that would
          // compare sale_images.sale_no with itself.
          mainImageKey: sql<string | null>`(select image.image_key from ${saleImages} as image
            where image.sale_no = ${sales}.sale_no
            order by image.is_main desc, image.sort_order limit 1)`,
        })
        .from(sales)
        .where(and(eq(sales.saleNo, saleNo), eq(sales.status, PUBLIC_STATUS)));
      return row && isCompleteListing(row) ? row : null;
    },
  };
}

export type SeoRepo = ReturnType<typeof createSeoRepo>;
export type SharedSaleRow = NonNullable<Awaited<ReturnType<SeoRepo['activeSale']>>>;
