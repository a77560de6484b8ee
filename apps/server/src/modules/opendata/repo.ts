import { EARTH_RADIUS_KM } from '@ansim/domain';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, subwayStations } from '../../db/schema/common.ts';
import { sales } from '../../db/schema/sales.ts';
import type { BuildingQuery, ListingAddress, RegionRef } from '../../platform/opendata/types.ts';

/** Stations farther than this are not 'nearby' for a listing (about 40 minutes on foot). */
export const NEARBY_RADIUS_M = 2000;
export const NEARBY_LIMIT = 5;

const EARTH_RADIUS_M = EARTH_RADIUS_KM * 1000;

/** LIKE's own characters typed by a user match themselves. */
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Collapses runs of white space, so '미아동  1356' is the address '미아동 1356'. */
export const oneSpaced = (s: string) => s.trim().replace(/\s+/g, ' ');

export function createOpenDataRepo(db: Db) {
  /*
   * earthdistance's sphere is earth() = 6,378,168 m; ours (product.md §A9) is 6,371 km. The chord between
   * two ll_to_earth points divided by 2·earth() is sin(θ/2) whatever the radius, so the great-circle
   * distance on our sphere is 2·R·asin(chord / 2·earth()).
   */
  const distanceTo = (lat: number, lng: number) =>
    sql<number>`(2 * ${EARTH_RADIUS_M} * asin(least(1, cube_distance(ll_to_earth(${subwayStations.lat}, ${subwayStations.lng}), ll_to_earth(${lat}, ${lng})) / (2 * earth()))))`;

  return {
    /** The nearest stations within NEARBY_RADIUS_M, nearest first; earth_box narrows before the exact distance. */
    async nearbyStations(lat: number, lng: number) {
      const distance = distanceTo(lat, lng);
      // earth_box takes earth() units: the radius scaled from our sphere to earthdistance's, plus a margin.
      const boxRadius = sql`${NEARBY_RADIUS_M * 1.01} * earth() / ${EARTH_RADIUS_M}`;
      return db
        .select({
          subwayNo: subwayStations.subwayNo,
          name: subwayStations.name,
          line: subwayStations.line,
          distance,
        })
        .from(subwayStations)
        .where(
          and(
            sql`earth_box(ll_to_earth(${lat}, ${lng}), ${boxRadius}) @> ll_to_earth(${subwayStations.lat}, ${subwayStations.lng})`,
            sql`${distance} <= ${NEARBY_RADIUS_M}`,
          ),
        )
        .orderBy(asc(distance), asc(subwayStations.subwayNo))
        .limit(NEARBY_LIMIT);
    },

    regions(): Promise<RegionRef[]> {
      return db
        .select({
          code: regions.code,
          sido: regions.sido,
          sigungu: regions.sigungu,
          eupmyeondong: regions.eupmyeondong,
          ri: regions.ri,
          level: regions.level,
          fullName: regions.fullName,
          lat: regions.lat,
          lng: regions.lng,
        })
        .from(regions)
        .orderBy(asc(regions.code));
    },

    /** Published listings' addresses holding every word (case-insensitive), one row per address. */
    async listingAddresses(words: readonly string[], limit: number): Promise<ListingAddress[]> {
      if (words.length === 0) return [];
      const patterns = words.map((w) => `%${likeEscape(w)}%`);
      const rows = await db
        .selectDistinctOn([sales.saleAddr], {
          saleAddr: sales.saleAddr,
          bjdCode: sales.bjdCode,
          postalCode: sales.postalCode,
          lat: sales.lat,
          lng: sales.lng,
        })
        .from(sales)
        .where(
          and(
            eq(sales.status, 'ACTIVE'),
            isNotNull(sales.lat),
            isNotNull(sales.lng),
            sql`${sales.saleAddr} ilike all(${sql.param(patterns)}::text[])`,
          ),
        )
        .orderBy(asc(sales.saleAddr))
        .limit(limit);
      return rows.flatMap((r) =>
        r.saleAddr && r.bjdCode && r.lat !== null && r.lng !== null
          ? [
              {
                saleAddr: r.saleAddr,
                bjdCode: r.bjdCode,
                postalCode: r.postalCode ?? null,
                lat: r.lat,
                lng: r.lng,
              },
            ]
          : [],
      );
    },

    /** The distinct unit areas of earlier (not deleted) listings at the same address. */
    async listingAreas({ saleAddr, bjdCode }: BuildingQuery) {
      const rows = await db
        .selectDistinct({
          dong: sales.dong,
          unit: sales.unit,
          dedicatedArea: sales.dedicatedArea,
          supplyArea: sales.supplyArea,
          actualArea: sales.actualArea,
          landArea: sales.landArea,
        })
        .from(sales)
        .where(
          and(
            eq(sales.bjdCode, bjdCode),
            ne(sales.status, 'DELETE'),
            isNotNull(sales.dedicatedArea),
            sql`regexp_replace(trim(${sales.saleAddr}), '\\s+', ' ', 'g') = ${oneSpaced(saleAddr)}`,
          ),
        )
        .orderBy(asc(sales.dong), asc(sales.unit), asc(sales.dedicatedArea))
        .limit(50);
      return rows.flatMap((r) =>
        r.dedicatedArea === null
          ? []
          : [
              {
                dong: r.dong ?? null,
                unit: r.unit ?? null,
                dedicatedArea: r.dedicatedArea,
                supplyArea: r.supplyArea ?? null,
                actualArea: r.actualArea ?? null,
                landArea: r.landArea ?? null,
              },
            ],
      );
    },
  };
}

export type OpenDataRepo = ReturnType<typeof createOpenDataRepo>;
