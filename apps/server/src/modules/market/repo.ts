import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, sales } from '../../db/schema/index.ts';

/** What the market context reads of a listing: who may see it, and what makes a home similar. */
export function createMarketRepo(db: Db) {
  return {
    async listing(saleNo: number) {
      const rows = await db
        .select({
          saleNo: sales.saleNo,
          userNo: sales.userNo,
          status: sales.status,
          saleType: sales.saleType,
          buildingType: sales.buildingType,
          bjdCode: sales.bjdCode,
          dedicatedArea: sales.dedicatedArea,
          sellingPrice: sales.sellingPrice,
          rentPrice: sales.rentPrice,
          deposit: sales.deposit,
        })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The 시군구 and 동 names of the service area, for the public API's answers (read once by the caller). */
    regions() {
      return db
        .select({
          code: regions.code,
          level: regions.level,
          sigungu: regions.sigungu,
          eupmyeondong: regions.eupmyeondong,
        })
        .from(regions);
    },
  };
}

export type MarketRepo = ReturnType<typeof createMarketRepo>;
