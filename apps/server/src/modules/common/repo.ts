import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commonCodes, subwayStations } from '../../db/schema/index.ts';

export function createCommonRepo(db: Db) {
  return {
    /** A code the operator deleted (P13) is kept as a row, so that the seed does not bring it back: left out. */
    listCodes(groupCode?: string) {
      return db
        .select({
          groupCode: commonCodes.groupCode,
          code: commonCodes.code,
          codeName: commonCodes.codeName,
          description: commonCodes.description,
          parentCode: commonCodes.parentCode,
        })
        .from(commonCodes)
        .where(
          and(isNull(commonCodes.deletedAt), groupCode ? eq(commonCodes.groupCode, groupCode) : undefined),
        )
        .orderBy(asc(commonCodes.sortOrder));
    },

    listStations(filter: { namePrefix?: string; line?: string }) {
      const conditions: SQL[] = [];
      // Escape LIKE wildcards so that a typed '%' matches itself.
      if (filter.namePrefix) conditions.push(ilike(subwayStations.name, `${escapeLike(filter.namePrefix)}%`));
      if (filter.line) conditions.push(eq(subwayStations.line, filter.line));
      return db
        .select()
        .from(subwayStations)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(subwayStations.name), asc(subwayStations.line));
    },
  };
}

export type CommonRepo = ReturnType<typeof createCommonRepo>;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
