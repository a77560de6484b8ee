import { mapCountQuerySchema, searchFilterQuerySchema } from '@ansim/domain';
import { openDb } from '../../apps/server/src/db/client.ts';
import { createSearchRepo } from '../../apps/server/src/modules/search/repo.ts';
import { createSearchService, type SearchService } from '../../apps/server/src/modules/search/service.ts';
import type { Kind, Params } from './mix.ts';
import { percentile } from './stats.ts';

export interface Floor {
  /** p95 in ms of the kind's queries run without HTTP; null when the kind has no database query. */
  sqlP95: number | null;
  samples: number;
}

/**
 * The same work the server does for a request minus HTTP, validation and JSON: the service's own calls
 * (searchWhere → repo.page + repo.count in parallel, regionCounts, suggest) on a node-postgres pool, so
 * whatever query shape or pre-aggregation the service uses is what the floor measures.
 */
async function callOnce(search: SearchService, kind: Kind, params: Params): Promise<void> {
  if (kind.op === 'list') await search.list(null, searchFilterQuerySchema.parse(params));
  else if (kind.op === 'count') await search.count(null, searchFilterQuerySchema.parse(params));
  else if (kind.op === 'map') await search.regionCounts(null, mapCountQuerySchema.parse(params));
  else await search.suggest(params.keyword ?? '', Number(params.limit ?? 10));
}

export async function measureFloors(
  benchUrl: string,
  kinds: Kind[],
  iterations: number,
): Promise<Map<string, Floor>> {
  const handle = await openDb({ kind: 'postgres', url: benchUrl });
  const search = createSearchService(createSearchRepo(handle.db));
  const out = new Map<string, Floor>();
  try {
    for (const kind of kinds) {
      // One untimed pass warms the plan cache, the buffer cache and the service's in-memory tables.
      for (const q of kind.queries) await callOnce(search, kind, q);
      const n = Math.max(iterations, kind.queries.length * 2);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const q = kind.queries[i % kind.queries.length] as Params;
        const t = performance.now();
        await callOnce(search, kind, q);
        times.push(performance.now() - t);
      }
      const sqlP95 = percentile(times, 95);
      out.set(kind.kind, { sqlP95, samples: n });
      console.log(`[floor] ${kind.kind.padEnd(18)} p95 ${sqlP95.toFixed(2)} ms (${n} runs)`);
    }
  } finally {
    await handle.close();
  }
  return out;
}
