/*
 * Matching one new listing against 100,000 saved searches (issue 18 §8, budget ≤ 20 ms): the candidate
 * query by indexed keys (GIN on region × deal type, price bounds beside) and the in-code check of each
 * candidate with the domain's listingMatchesFilter, as the alert job runs them. A database of its own
 * (`ansim_bench_alerts`: the migrations, the demo seed's 6,000 listings, varied saved searches) on the
 * server of DATABASE_URL. Writes bench/results/alerts.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AREA_CODES,
  BUILDING_TYPES,
  FLOOR_CODES,
  PRICE_SCALES,
  RATE_CODES,
  ROOM_CODES,
  SALE_TYPES,
  type SaleType,
  scaleValues,
  searchFilterQuerySchema,
} from '@ansim/domain';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/index.ts';
import { readRegions, readStations } from '../../apps/server/src/db/seed/regions.ts';
import {
  filterColumnsOf,
  matchAreaOf,
  priceBoundsOf,
  searchKeys,
} from '../../apps/server/src/modules/alerts/keys.ts';
import { createAlertsRepo } from '../../apps/server/src/modules/alerts/repo.ts';
import { createAlertsService } from '../../apps/server/src/modules/alerts/service.ts';
import { createSearchRepo } from '../../apps/server/src/modules/search/repo.ts';
import { createSearchService } from '../../apps/server/src/modules/search/service.ts';
import { percentile, round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const { env } = process;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ansim_bench_alerts';
const SEARCHES = Number(env.BENCH_SAVED_SEARCHES ?? 100_000);
const LISTINGS = Number(env.BENCH_ALERT_LISTINGS ?? 1000);
const BUDGET_MS = 20;
const PER_USER = 20;

const log = (line: string) => console.log(`[bench:alerts] ${line}`);

/** A small deterministic generator, so that runs compare. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (env.BENCH_RELOAD === '1' && exists.rowCount) await admin.query(`drop database ${DB_NAME} with (force)`);
  if (!exists.rowCount || env.BENCH_RELOAD === '1') await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** Varied saved searches: a region of every kind, deal types, price bounds and the other filters. */
function generateFilters(count: number): Record<string, string>[] {
  const random = rng(20261124);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const regions = readRegions();
  const sigungus = regions.filter((r) => r.level === 2 && r.sigungu).map((r) => r.sigungu!);
  const dongs = regions
    .filter((r) => r.level === 3 && r.eupmyeondong && r.sigungu)
    .map((r) => `${r.sigungu} ${r.eupmyeondong}`);
  const stations = [...new Set(readStations().map((s) => `${s.name}역`))];
  const subset = <T extends string>(xs: readonly T[], p: number): string => {
    if (random() > p) return '';
    return xs.filter(() => random() < 0.4).join(',');
  };
  const bound = (values: readonly number[]) => {
    const i = Math.floor(random() * values.length);
    return String(values[i]);
  };
  const out: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const r = random();
    // Most people watch a 구, a 동 or a station; a few a whole 시도 or everywhere (their every match is real).
    const saleAddr =
      r < 0.45 ? pick(sigungus) : r < 0.8 ? pick(dongs) : r < 0.98 ? pick(stations) : r < 0.995 ? '서울' : '';
    const types = SALE_TYPES.filter(() => random() < 0.45);
    const f: Record<string, string> = { saleAddr, types: types.join(',') };
    const has = (t: SaleType) => types.length === 0 || types.includes(t);
    if (has('SALE') && random() < 0.8) f.maxSellPrice = bound(scaleValues(PRICE_SCALES.sell).slice(1, -1));
    if (has('RENT') && random() < 0.8) f.maxRentPrice = bound(scaleValues(PRICE_SCALES.rent).slice(1, -1));
    if (has('MONTHLY') && random() < 0.8) {
      f.maxMonthlyDepositPrice = bound(scaleValues(PRICE_SCALES.monthlyDeposit).slice(1, -1));
      f.maxMonthlyPrice = bound(scaleValues(PRICE_SCALES.monthly).slice(1, -1));
    }
    f.buildingTypes = subset(BUILDING_TYPES, 0.3);
    f.roomGroup = subset(
      ROOM_CODES.map((c) => c.code),
      0.3,
    );
    f.area = subset(
      AREA_CODES.map((c) => c.code),
      0.2,
    );
    f.floor = subset(
      FLOOR_CODES.map((c) => c.code),
      0.15,
    );
    f.safetyGrades = subset(
      RATE_CODES.map((c) => c.code),
      0.25,
    );
    out.push(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')));
  }
  return out;
}

async function main() {
  const url = await prepare();
  const handle = await openDb({ kind: 'postgres', url });
  const db = handle.db;
  await migrate(handle);
  await seed(db, { demo: true });
  const search = createSearchService(createSearchRepo(db));
  const pool = new pg.Pool({ connectionString: url, max: 2 });

  const have = Number((await pool.query('select count(*)::int as n from saved_searches')).rows[0].n);
  if (have < SEARCHES) {
    log(`inserting ${(SEARCHES - have).toLocaleString()} saved searches`);
    await pool.query('delete from saved_searches');
    const users = Math.ceil(SEARCHES / PER_USER);
    await pool.query(
      `insert into users (login_id, user_type, status, name, phone)
       select 'alb' || g, 'GENERAL', 'ACTIVE', '벤치', '0109' || lpad(g::text, 7, '0')
         from generate_series(1, $1::int) g
       on conflict do nothing`,
      [users],
    );
    const userNos = (
      await pool.query<{ user_no: number }>(
        `select user_no from users where login_id ~ '^alb[0-9]+$' order by user_no`,
      )
    ).rows.map((r) => r.user_no);
    // A few generated places resolve to nothing (a 동 name the resolver reads otherwise): generate spare.
    const filters = generateFilters(Math.ceil(SEARCHES * 1.02));
    const rows: object[] = [];
    for (let i = 0; i < filters.length; i++) {
      const q = searchFilterQuerySchema.parse(filters[i]);
      const area = matchAreaOf(await search.resolve(q.saleAddr));
      const keys = searchKeys(area, q.types);
      if (keys.length === 0) continue;
      if (rows.length >= SEARCHES) break;
      const b = priceBoundsOf(q);
      const cols = filterColumnsOf(q);
      const literal = (xs: readonly (string | number)[] | null) => (xs ? `{${xs.join(',')}}` : null);
      rows.push({
        user_no: userNos[Math.floor(rows.length / PER_USER)],
        name: `벤치 검색 ${i}`,
        filter: filters[i],
        frequency: i % 3 === 0 ? 'DAILY' : 'INSTANT',
        match_keys: `{${keys.join(',')}}`,
        min_sell: b.minSell,
        max_sell: b.maxSell,
        min_rent: b.minRent,
        max_rent: b.maxRent,
        min_deposit: b.minDeposit,
        max_deposit: b.maxDeposit,
        min_monthly: b.minMonthly,
        max_monthly: b.maxMonthly,
        building_types: literal(cols.buildingTypes),
        room_groups: literal(cols.roomGroups),
        safety_grades: literal(cols.safetyGrades),
        area_bands: literal(cols.areaBands),
        floor_bands: literal(cols.floorBands),
      });
    }
    for (let i = 0; i < rows.length; i += 5000) {
      await pool.query(
        `insert into saved_searches (user_no, name, filter, frequency, match_keys, min_sell, max_sell,
           min_rent, max_rent, min_deposit, max_deposit, min_monthly, max_monthly, building_types,
           room_groups, safety_grades, area_bands, floor_bands)
         select user_no, name, filter, frequency, match_keys::varchar[], min_sell, max_sell, min_rent,
           max_rent, min_deposit, max_deposit, min_monthly, max_monthly, building_types::varchar[],
           room_groups::varchar[], safety_grades::varchar[], area_bands::smallint[], floor_bands::smallint[]
           from jsonb_to_recordset($1::jsonb) as x(user_no int, name varchar, filter jsonb,
             frequency varchar, match_keys text, min_sell int, max_sell int, min_rent int, max_rent int,
             min_deposit int, max_deposit int, min_monthly int, max_monthly int, building_types text,
             room_groups text, safety_grades text, area_bands text, floor_bands text)`,
        [JSON.stringify(rows.slice(i, i + 5000))],
      );
    }
    await pool.query('vacuum (analyze) saved_searches, users');
  }
  const searches = Number((await pool.query('select count(*)::int as n from saved_searches')).rows[0].n);
  log(`${searches.toLocaleString()} saved searches`);

  const repo = createAlertsRepo(db);
  const alerts = createAlertsService({ db, repo, resolve: (t) => search.resolve(t) });
  const saleNos = (
    await pool.query<{ sale_no: number }>(
      `select sale_no from sales where status = 'ACTIVE' order by md5(sale_no::text) limit $1`,
      [LISTINGS],
    )
  ).rows.map((r) => r.sale_no);
  const facts = await repo.listingFacts(db, saleNos);

  const pass = async () => {
    const times: number[] = [];
    const matched: number[] = [];
    for (const listing of facts) {
      const start = process.hrtime.bigint();
      const found = await alerts.matchListing(db, listing);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      matched.push(found.length);
    }
    return {
      p50: round2(percentile(times, 50)),
      p95: round2(percentile(times, 95)),
      p99: round2(percentile(times, 99)),
      max: round2(Math.max(...times)),
      matchesAvg: round2(matched.reduce((a, b) => a + b, 0) / matched.length),
    };
  };
  // The first pass parses each candidate's filter once; a running process keeps them (service.ts).
  const cold = await pass();
  const warm = await pass();
  const candidates = await pool.query<{ n: number }>(
    `select avg(n)::float8 as n from (
       select (select count(*) from saved_searches s where s.enabled and s.match_keys &&
         array['*|' || l.sale_type, 'S:' || l.sido_code || '|' || l.sale_type, 'G:' || l.sigungu_code || '|' || l.sale_type,
               'D:' || l.dong_code || '|' || l.sale_type, 'C:' || l.lng_cell || ':' || l.lat_cell || '|' || l.sale_type]::varchar[]) as n
         from sales l where l.sale_no = any($1::int[])) x`,
    [saleNos.slice(0, 100)],
  );
  const result = {
    measuredAt: new Date().toISOString(),
    savedSearches: searches,
    listings: facts.length,
    budgetMs: BUDGET_MS,
    keyCandidatesAvg: round2(candidates.rows[0]?.n ?? 0),
    cold,
    warm,
    withinBudget: cold.p95 <= BUDGET_MS && warm.p95 <= BUDGET_MS,
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'alerts.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table({ cold, warm });
  log(
    `candidates by key ≈ ${result.keyCandidatesAvg} per listing (before price bounds); budget ${BUDGET_MS} ms: ${result.withinBudget ? 'met' : 'MISSED'}`,
  );
  await pool.end();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
