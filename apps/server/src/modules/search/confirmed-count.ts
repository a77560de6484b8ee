import type { SearchFilterQuery } from '@ansim/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saleCountConfirmed } from '../../db/schema/index.ts';
import type { ResolvedArea } from './area-resolver.ts';
import { dealTypesOnly } from './cube-count.ts';
import { boxOf } from './map-box.ts';
import { anyOf, preparedRowsOf } from './sql.ts';

/** A '최근 확인' total the confirmation cube answers: its region rows, deal types and days. */
export interface ConfirmedPlan {
  codes: string[];
  types: readonly string[];
  days: number;
}

/**
 * The confirmation cube (sale_count_confirmed, decision 031) counts public searches filtered by
 * '최근 확인' with no other filter than deal types, over the market, a 시도, 시군구 or 동: those that a
 * direct count would read a day range of the whole area for. Anything else is counted directly.
 */
export function confirmedPlan(q: SearchFilterQuery, area: ResolvedArea): ConfirmedPlan | null {
  if (!q.confirmedWithin || q.status !== 'ACTIVE' || boxOf(q)) return null;
  if (!dealTypesOnly({ ...q, confirmedWithin: undefined })) return null;
  const codes =
    area.kind === 'all'
      ? ['']
      : area.kind === 'sido'
        ? [area.sidoCode]
        : area.kind === 'sigungu'
          ? area.sigunguCodes
          : area.kind === 'dong'
            ? area.dongCodes
            : null;
  if (!codes) return null;
  return { codes, types: q.types, days: q.confirmedWithin };
}

/** The plan's total: at most (days + 1) × deal types rows per region code. */
export async function confirmedCount(db: Db, plan: ConfirmedPlan): Promise<number> {
  const k = saleCountConfirmed;
  const [row] = await preparedRowsOf<{ n: number }>(
    db,
    sql`select coalesce(sum(${k.n}), 0)::int as n from ${k}
         where ${anyOf(k.regionCode, plan.codes)}
           and ${k.confirmedDay} >= (now() at time zone 'Asia/Seoul')::date - ${plan.days}::int
           ${plan.types.length > 0 ? sql`and ${anyOf(k.saleType, [...plan.types])}` : sql``}`,
  );
  return row?.n ?? 0;
}
