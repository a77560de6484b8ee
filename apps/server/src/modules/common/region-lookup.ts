import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';

/** The names that pick a region's 최우선변제 tier and HUG's deposit cap. */
export interface RegionNames {
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
}

/** A row of the regions table as the lookups read it. */
export interface RegionRow extends RegionNames {
  code: string;
}

/** The columns of a `RegionRow`, for every select of the regions table. */
export const REGION_COLUMNS = {
  code: regions.code,
  sido: regions.sido,
  sigungu: regions.sigungu,
  eupmyeondong: regions.eupmyeondong,
} as const;

export type RegionOf = (bjdCode: string) => Promise<RegionNames | null>;

/**
 * The 법정동 of the code, else its 읍면동, 시군구 or 시도: a code the table lacks still finds its region
 * (the same fallback the listing detail names a region by).
 */
export function createRegionLookup(db: Db): RegionOf {
  return async (bjdCode) => {
    const candidates = [
      bjdCode,
      `${bjdCode.slice(0, 8)}00`,
      `${bjdCode.slice(0, 5)}00000`,
      `${bjdCode.slice(0, 2)}00000000`,
    ];
    const rows = await db.select(REGION_COLUMNS).from(regions).where(inArray(regions.code, candidates));
    for (const code of candidates) {
      const row = rows.find((r) => r.code === code);
      if (row) return row;
    }
    return null;
  };
}
