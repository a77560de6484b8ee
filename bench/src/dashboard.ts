/**
 * `npm run bench:dashboard`: the broker's dashboard (GET /api/sale/dash/list, its tabs and pages, and
 * GET /api/sale/status/count) for a broker with 5,000 listings, in the 1M-listing database. The same work
 * through the service without HTTP (the floor), then through the real server over HTTP at one connection.
 * Writes bench/results/dashboard.json and prints a table. Issue 13 §5: p95 ≤ 10 ms at one connection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SALE_STATUSES, type SaleStatus } from '@ansim/domain';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/index.ts';
import type { AuthContext } from '../../apps/server/src/modules/auth/service.ts';
import { createSaleManageRepo } from '../../apps/server/src/modules/sales/manage-repo.ts';
import { createSaleManageService } from '../../apps/server/src/modules/sales/manage-service.ts';
import { diskFileStore } from '../../apps/server/src/platform/storage/files.ts';
import { drive } from './http.ts';
import { prepareDatabase } from './load.ts';
import { startServer } from './server.ts';
import { percentile, round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = Number(env.BENCH_LISTINGS ?? 1_000_000);
const RELOAD = env.BENCH_RELOAD === '1';
const DURATION = Number(env.BENCH_DURATION ?? 8);
const WARMUP = Number(env.BENCH_WARMUP ?? 1);
const SQL_ITERATIONS = Number(env.BENCH_SQL_ITERATIONS ?? 500);

/** Issue 13 §5. */
export const BUDGET = { p95At1: 10 } as const;
/** The dashboard broker: its own account, so that the demo brokers' 125k listings each stay as they are. */
const BROKER_ID = 'benchdash';
const BROKER_PHONE = '01099990913';
const LISTINGS = 5000;

/** The status mix of a busy broker: mostly live, some paused, done, drafts and deleted. */
const MIX_SQL = `case
  when n % 20 < 13 then 'ACTIVE' when n % 20 < 15 then 'STOP' when n % 20 < 17 then 'DONE'
  when n % 20 < 19 then 'STORAGE' else 'DELETE' end`;

/**
 * The bench broker (a copy of broker01's account: same password, an approved profile) with LISTINGS
 * listings copied from the generated ones, spread over a year and the status mix. Idempotent.
 */
async function ensureBroker(benchUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    await client.query('begin');
    const columnsOf = async (table: string, skip: string[]) =>
      (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and is_identity = 'NO'
           order by ordinal_position`,
          [table],
        )
      ).rows
        .map((r) => r.column_name)
        .filter((c) => !skip.includes(c));
    let userNo = (
      await client.query<{ user_no: number }>('select user_no from users where login_id = $1', [BROKER_ID])
    ).rows[0]?.user_no;
    if (userNo === undefined) {
      const userColumns = await columnsOf('users', ['login_id', 'phone', 'name']);
      const list = userColumns.join(', ');
      userNo = (
        await client.query<{ user_no: number }>(
          `insert into users (login_id, phone, name, ${list})
           select $1, $2, '대시보드', ${list} from users where login_id = 'broker01'
           returning user_no`,
          [BROKER_ID, BROKER_PHONE],
        )
      ).rows[0]?.user_no;
      if (userNo === undefined) throw new Error('broker01 is missing from the bench database');
      const profileColumns = (await columnsOf('professional_profiles', ['user_no'])).join(', ');
      await client.query(
        `insert into professional_profiles (user_no, ${profileColumns})
         select $1, ${profileColumns} from professional_profiles p
         join users u on u.user_no = p.user_no where u.login_id = 'broker01'`,
        [userNo],
      );
    }
    const have = Number(
      (await client.query<{ n: string }>('select count(*) n from sales where user_no = $1', [userNo])).rows[0]
        ?.n ?? 0,
    );
    if (have < LISTINGS) {
      const saleColumns = await columnsOf('sales', [
        'sale_no',
        'sale_key',
        'user_no',
        'status',
        'status_before_delete',
        'deleted_at',
        'created_at',
        'memo',
      ]);
      const list = saleColumns.join(', ');
      // Copies of complete ACTIVE listings (every status is legal for them), one statement: the count
      // triggers run once for the lot.
      await client.query(
        `insert into sales (user_no, status, status_before_delete, deleted_at, created_at, memo, ${list})
         select $1, ${MIX_SQL}, case when ${MIX_SQL} = 'DELETE' then 'ACTIVE' end,
                case when ${MIX_SQL} = 'DELETE' then now() - make_interval(days => (n % 40)::int) end,
                now() - make_interval(mins => (n * 105)::int), case when n % 7 = 0 then '집주인 연락 010-0000-0000' end,
                ${list}
         from (select s.*, row_number() over (order by s.sale_no) + $3 as n
               from sales s where s.status = 'ACTIVE' and s.sale_no % 97 = 5 limit $2) s`,
        [userNo, LISTINGS - have, have],
      );
    }
    await client.query('commit');
    await client.query('analyze sales');
    return userNo;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/** The calls of a dashboard session: the counts, each tab's first pages, and the list without a tab. */
function dashboardPaths(): { kind: string; path: string }[] {
  const tabs: (SaleStatus | '')[] = ['', ...SALE_STATUSES];
  return [
    { kind: 'saleStatusCount', path: '/api/sale/status/count' },
    ...tabs.flatMap((status) =>
      [1, 2, 5].map((page) => ({
        kind: 'saleDashList',
        path: `/api/sale/dash/list?status=${status}&page=${page}&limit=20`,
      })),
    ),
  ];
}

async function explain(benchUrl: string, userNo: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const plan = async (text: string) =>
      (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, [userNo])).rows.map(
        (r) => r['QUERY PLAN'],
      );
    return [
      ...(await plan('select status, count(*)::int from sales where user_no = $1 group by status')),
      '',
      ...(await plan(
        `select sale_no from sales s where s.user_no = $1 and s.status = 'ACTIVE'
         order by s.created_at desc, s.sale_no desc limit 20 offset 80`,
      )),
      '',
      // The list without a tab: one index range per listed status, merged (manage-repo.ts `page`).
      ...(await plan(
        `select sale_no from (${['ACTIVE', 'STOP', 'DONE', 'STORAGE']
          .map(
            (status) =>
              `(select sale_no, created_at from sales s where s.user_no = $1 and s.status = '${status}'
                order by s.created_at desc, s.sale_no desc limit 100)`,
          )
          .join(' union all ')}) s
         order by s.created_at desc, s.sale_no desc limit 20 offset 80`,
      )),
    ];
  } finally {
    await client.end();
  }
}

/** The service's own time per call, one call at a time (no HTTP): the floor of the HTTP numbers. */
async function floor(benchUrl: string, userNo: number) {
  const handle = await openDb({ kind: 'postgres', url: benchUrl });
  try {
    const service = createSaleManageService({
      db: handle.db,
      repo: createSaleManageRepo(handle.db),
      store: diskFileStore(path.join(ROOT, 'bench/dist/unused-files')),
    });
    const caller: AuthContext = { userNo, userType: 'BROKER', sessionId: 'bench' };
    const tabs: (SaleStatus | undefined)[] = [undefined, ...SALE_STATUSES];
    const list: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < SQL_ITERATIONS; i++) {
      let t = performance.now();
      await service.statusCount(caller);
      counts.push(performance.now() - t);
      t = performance.now();
      await service.dashList(caller, tabs[i % tabs.length], 1 + (i % 5), 20);
      list.push(performance.now() - t);
    }
    // The first tenth warms the connection and the caches.
    const warm = (xs: number[]) => xs.slice(Math.floor(xs.length / 10));
    return {
      saleStatusCount: {
        p50: round2(percentile(warm(counts), 50)),
        p95: round2(percentile(warm(counts), 95)),
      },
      saleDashList: { p50: round2(percentile(warm(list), 50)), p95: round2(percentile(warm(list), 95)) },
    };
  } finally {
    await handle.close();
  }
}

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: BROKER_ID, password: DEMO_PASSWORD }),
  });
  const authorization = res.headers.get('authorization');
  if (res.status !== 200 || !authorization) throw new Error(`${BROKER_ID} could not sign in: ${res.status}`);
  return { authorization };
}

async function main() {
  const { benchUrl, listings } = await prepareDatabase(ADMIN_URL, TARGET, RELOAD);
  const userNo = await ensureBroker(benchUrl);
  console.log(`[dashboard] broker ${BROKER_ID} (#${userNo}) with ${LISTINGS.toLocaleString()} listings`);
  const plans = await explain(benchUrl, userNo);
  const floors = await floor(benchUrl, userNo);

  fs.mkdirSync(RESULTS, { recursive: true });
  const server = await startServer(ROOT, benchUrl, path.join(RESULTS, 'dashboard-server.log'));
  const runs: Record<
    string,
    { p50: number; p95: number; p99: number; rps: number; requests: number; budgetOk: boolean }
  > = {};
  try {
    const headers = await signIn(server.baseUrl);
    const byKind = new Map<string, string[]>();
    for (const { kind, path: p } of dashboardPaths()) byKind.set(kind, [...(byKind.get(kind) ?? []), p]);
    for (const [kind, paths] of byKind) {
      if (WARMUP > 0) await drive(server.baseUrl, paths, 1, WARMUP, headers);
      const run = await drive(server.baseUrl, paths, 1, DURATION, headers);
      if (run.non2xx > 0 || run.errors > 0)
        throw new Error(
          `${kind}: ${run.non2xx} non-2xx, ${run.errors} errors ${JSON.stringify(run.statusCodes)}`,
        );
      runs[kind] = {
        p50: round2(run.p50),
        p95: round2(run.p95),
        p99: round2(run.p99),
        rps: Math.round(run.rps),
        requests: run.requests,
        budgetOk: run.p95 <= BUDGET.p95At1,
      };
    }
  } finally {
    await server.stop();
  }

  const result = {
    at: new Date().toISOString(),
    listings,
    brokerListings: LISTINGS,
    budget: BUDGET,
    connections: 1,
    http: runs,
    floor: floors,
    plans,
    budgetOk: Object.values(runs).every((r) => r.budgetOk),
  };
  fs.writeFileSync(path.join(RESULTS, 'dashboard.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table(
    Object.entries(runs).map(([kind, r]) => ({
      kind,
      p50: r.p50,
      p95: r.p95,
      floorP95: floors[kind as keyof typeof floors]?.p95,
      rps: r.rps,
      budget: `≤ ${BUDGET.p95At1} ms`,
      ok: r.budgetOk ? 'yes' : 'NO',
    })),
  );
  if (!result.budgetOk) process.exitCode = 1;
}

await main();
