/**
 * `npm run explain -w @ansim/bench -- <kind> [n]`: EXPLAIN (ANALYZE, BUFFERS) of the SQL the search service
 * sends for the first n requests (default 2) of a kind of the benchmark mix, on the loaded ansim_bench
 * (BENCH_DATABASE=ansim_bench_4m: a database of bench:scale).
 * The SQL is captured from the service's own calls, so it is exactly what the server runs.
 */
import { mapCountQuerySchema, searchFilterQuerySchema } from '@ansim/domain';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client.ts';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import { createSearchRepo } from '../../apps/server/src/modules/search/repo.ts';
import { createSearchService } from '../../apps/server/src/modules/search/service.ts';
import { benchUrlOf } from './load.ts';
import { buildMix, pathOf } from './mix.ts';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = benchUrlOf(adminUrl, process.env.BENCH_DATABASE);
const [kindName, countArg] = process.argv.slice(2);

interface Captured {
  text: string;
  values: unknown[];
}

async function main(): Promise<void> {
  const saleNos = [100_017, 200_017, 300_017];
  const kinds = buildMix(readRegions(), saleNos);
  const kind = kinds.find((k) => k.kind === kindName);
  if (!kind) {
    console.error(`usage: explain <kind> [n]; kinds: ${kinds.map((k) => k.kind).join(', ')}`);
    process.exit(2);
  }
  const handle = await openDb({ kind: 'postgres', url: benchUrl });
  const search = createSearchService(createSearchRepo(handle.db));
  await search.resolve(''); // loads regions and stations before capturing starts

  // Capture what the service sends through node-postgres.
  const captured: Captured[] = [];
  const original = pg.Client.prototype.query;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string')
      captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      captured.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
    }
    return Reflect.apply(original, this, args);
  };
  pg.Client.prototype.query = patched as typeof original;

  const n = Number(countArg ?? 2);
  const explainer = new pg.Client({ connectionString: benchUrl });
  await explainer.connect();
  try {
    for (const q of kind.queries.slice(0, n)) {
      captured.length = 0;
      if (kind.op === 'list') await search.list(null, searchFilterQuerySchema.parse(q));
      else if (kind.op === 'count') await search.count(null, searchFilterQuerySchema.parse(q));
      else if (kind.op === 'map') await search.regionCounts(null, mapCountQuerySchema.parse(q));
      else await search.suggest(q.keyword ?? '', 10);
      pg.Client.prototype.query = original;
      const statements = [...captured];
      pg.Client.prototype.query = patched as typeof original;
      console.log(`\n=== ${kind.kind}: ${pathOf(kind.op, q)}`);
      for (const s of statements) {
        console.log(`\n-- ${s.text}\n-- values: ${JSON.stringify(s.values)}`);
        pg.Client.prototype.query = original;
        const plan = await explainer.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${s.text}`,
          s.values,
        );
        pg.Client.prototype.query = patched as typeof original;
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
      }
    }
  } finally {
    pg.Client.prototype.query = original;
    await explainer.end();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
