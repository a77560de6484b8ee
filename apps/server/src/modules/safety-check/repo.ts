import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';

/** The names that pick a region's 최우선변제 tier and HUG's deposit cap. */
export interface RegionNames {
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
}

export type RegionOf = (bjdCode: string) => Promise<RegionNames | null>;

/** The 법정동 of the code, else its 읍면동, 시군구 or 시도 (the same lookup the listing detail names a region by). */
export function createRegionLookup(db: Db): RegionOf {
  return async (bjdCode) => {
    const candidates = [
      bjdCode,
      `${bjdCode.slice(0, 8)}00`,
      `${bjdCode.slice(0, 5)}00000`,
      `${bjdCode.slice(0, 2)}00000000`,
    ];
    const rows = await db
      .select({
        code: regions.code,
        sido: regions.sido,
        sigungu: regions.sigungu,
        eupmyeondong: regions.eupmyeondong,
      })
      .from(regions)
      .where(inArray(regions.code, candidates));
    for (const code of candidates) {
      const row = rows.find((r) => r.code === code);
      if (row) return row;
    }
    return null;
  };
}
