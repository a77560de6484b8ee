/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the built app — /main, the 강남구
 * search list, a signed-in user's wish list and a listing's detail — three runs each, against the budgets
 * of issues P6, P7 and P15 §6 (performance ≥ 90, accessibility ≥ 95, best practices ≥ 95, JavaScript ≤ 200
 * KB on every page), and the JavaScript each page's first screen needs by the build manifest, gzip
 * (apps/web/scripts/first-screen-size.mjs). Writes bench/results/web.json (each page's checks, `ok` and
 * `failed`; and every run's full report to bench/results/lighthouse/), prints a table with ✓/✗ and exits 1
 * when a budget is missed. `BENCH_PAGES=detail` measures one page; `BENCH_BASE_URL` measures a server that
 * is running already (with `WEB_DIST` naming the build it serves).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  browserVersion,
  CHROME_FLAGS,
  type Chrome,
  launchChrome,
  loadAndWait,
  setLocalStorage,
} from './web-chrome.ts';
import {
  type AuditRun,
  audit,
  FIGURES,
  type Figure,
  type Figures,
  figuresOf,
  findingsOf,
  requested,
} from './web-lighthouse.ts';
import {
  boundsOf,
  type Check,
  type Limit,
  type PageResult,
  printFindings,
  printTable,
} from './web-report.ts';
import { buildApp, startWebServer, type WebServer } from './web-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const REPORTS = path.join(RESULTS, 'lighthouse');

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 3);
// npm runs the script in bench/; a relative WEB_DIST is meant from where the command was typed.
const WEB_DIST = env.WEB_DIST ? path.resolve(env.INIT_CWD ?? process.cwd(), env.WEB_DIST) : null;
const FROM_SOURCE = env.BENCH_SERVER === 'tsx';
const NO_BUILD = env.BENCH_NO_BUILD === '1' || env.BENCH_SKIP_BUILD === '1';
const CHROME_PATH = env.CHROME_PATH || '/usr/bin/chromium';
const ONLY = env.BENCH_PAGES ? new Set(env.BENCH_PAGES.split(',')) : null;
/**
 * A server that is already running (started with the build in WEB_DIST), for comparing builds side by side
 * without a cold start each: nothing is built or started, and its data is the server's own.
 */
const BASE_URL = env.BENCH_BASE_URL?.replace(/\/$/, '') || null;

/** The first screens of issue P6, held to its loading figures too; the detail page (P7, P15) is not. */
const FIRST_SCREENS = ['main', 'search', 'wishList'];

/**
 * The budget of every page, medians of the runs. `jsKb` is compressed bytes on the wire, KiB: 200 for any
 * page (P15 §6), 150 for /main (P6).
 */
export const BUDGET: Partial<Record<Figure, Limit>> = {
  performance: { min: 90 },
  accessibility: { min: 95 },
  bestPractices: { min: 95 },
  seo: { min: 95, pages: FIRST_SCREENS },
  lcpMs: { max: 2500, pages: FIRST_SCREENS },
  cls: { max: 0.1, pages: FIRST_SCREENS },
  tbtMs: { max: 200, pages: FIRST_SCREENS },
  jsKb: { max: 200, perPage: { main: 150 } },
};

/** Each page's route pattern as first-screen-size.mjs names its screens. */
const SCREEN_OF: Record<string, string> = {
  main: '/main',
  search: '/search/list',
  wishList: '/wishList',
  detail: '/salesManagement/salesDetail/:salesNo',
};

interface ScreenSize {
  path: string;
  gzipKb: number;
  budgetKb: number;
  ok: boolean;
}

/**
 * The JavaScript each screen's first load needs by the build manifest, gzip, against its budget (the
 * script's own: 150 KB for /main, 200 for the others). Null when the build has no manifest.
 */
function firstScreenSizes(webDist: string): ScreenSize[] | null {
  if (!fs.existsSync(path.join(webDist, '.vite/manifest.json'))) return null;
  const script = path.join(ROOT, 'apps/web/scripts/first-screen-size.mjs');
  // The script exits 1 when a screen is over budget; its report is on stdout either way.
  let out: string;
  try {
    out = execFileSync(process.execPath, [script, webDist, '--json'], { encoding: 'utf8' });
  } catch (error) {
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  return (JSON.parse(out) as ScreenSize[]).map(({ path: p, gzipKb, budgetKb, ok }) => ({
    path: p,
    gzipKb,
    budgetKb,
    ok,
  }));
}

/** The demo account whose wish list is measured (README: demo accounts), and how many listings it likes. */
const DEMO_USER = { id: 'user01', password: 'ansim2580!' };
const WISH_LIKES = 8;
/** The web app's persisted user store (zustand persist in apps/web/src/stores/user-store.ts). */
const USER_STORE_KEY = 'ansim.user';
const USER_STORE_VERSION = 1;

interface PageSpec {
  page: string;
  path: string;
  /** Signed in as DEMO_USER before loading. */
  signedIn: boolean;
  /** A page script that is truthy once the page shows what is measured (checked before any audit). */
  ready: string;
  /** A request every run must have made and got a 200 for: proof that the page drew real content. */
  expects?: string;
}

/** The page's address, percent-encoded (`path` is kept readable: `saleAddr=강남구`). */
const urlOf = (baseUrl: string, spec: PageSpec): string => new URL(spec.path, baseUrl).href;

const CARD = `document.querySelector('article[data-sale-no]')`;
const DETAIL_PATH = '/salesManagement/salesDetail/{first listing of 강남구}';
const PAGES: PageSpec[] = [
  { page: 'main', path: '/main', signedIn: false, ready: `document.querySelector('main')` },
  {
    page: 'search',
    path: '/search/list?saleAddr=강남구',
    signedIn: false,
    ready: CARD,
    // The first page of the list comes inside the page's HTML (the server's first-answers block), not from
    // the API: the listing photos it names are the proof that cards were drawn from real data.
    expects: '/images/sale/',
  },
  { page: 'wishList', path: '/wishList', signedIn: true, ready: CARD, expects: '/api/user/like/list?' },
  {
    page: 'detail',
    // The newest listing of the 강남구 list: the path is filled in once the server runs (`withListing`).
    path: DETAIL_PATH,
    signedIn: false,
    // The gallery's first photo, the one loaded eagerly at high priority.
    ready: `document.querySelector('img[fetchpriority="high"]')`,
    expects: '/api/sale/',
  },
];

/** The detail page's spec with a real listing number: the first of the 강남구 list. */
async function withListing(baseUrl: string, pages: PageSpec[]): Promise<PageSpec[]> {
  if (!pages.some((p) => p.path === DETAIL_PATH)) return pages;
  const query = new URLSearchParams({ saleAddr: '강남구', status: 'ACTIVE', page: '1', limit: '1' });
  const res = await fetch(`${baseUrl}/api/search/sale/list?${query}`);
  const body = (await res.json()) as { entity?: { list?: { saleNo: number }[] } };
  const saleNo = body.entity?.list?.[0]?.saleNo;
  if (!saleNo) throw new Error('the 강남구 list has no listing to open');
  return pages.map((p) =>
    p.path === DETAIL_PATH ? { ...p, path: `/salesManagement/salesDetail/${saleNo}` } : p,
  );
}

interface Session {
  /** The `authorization` header of the sign-in answer (`Bearer …`). */
  authorization: string;
  user: { userNo: number } & Record<string, unknown>;
}

/** Signs in through the API: the access token comes in the `authorization` response header. */
async function signIn(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'ID', ...DEMO_USER }),
  });
  const authorization = res.headers.get('authorization');
  const body = (await res.json()) as { code?: number; entity?: Session['user'] };
  if (!authorization || body.code !== 1 || !body.entity) {
    throw new Error(`sign-in of ${DEMO_USER.id} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return { authorization, user: body.entity };
}

/** The user store as the web app persists it after a sign-in (`signIn` of user-store.ts). */
function userStoreEntry(session: Session): Record<string, string> {
  const user = session.user;
  const state = {
    user,
    accessToken: session.authorization.replace(/^Bearer\s+/i, ''),
    joinType: user.joinType ?? null,
    marketing: user.isMarketing ?? null,
  };
  return { [USER_STORE_KEY]: JSON.stringify({ state, version: USER_STORE_VERSION }) };
}

/** DEMO_USER likes the first WISH_LIKES listings of the 강남구 list, so the wish list shows cards. */
async function likeListings(baseUrl: string, session: Session): Promise<number[]> {
  const query = new URLSearchParams({
    saleAddr: '강남구',
    status: 'ACTIVE',
    page: '1',
    limit: String(WISH_LIKES),
  });
  const list = await fetch(`${baseUrl}/api/search/sale/list?${query}`);
  const body = (await list.json()) as { entity?: { list?: { saleNo: number }[] } };
  const saleNos = (body.entity?.list ?? []).map((s) => s.saleNo);
  if (saleNos.length < WISH_LIKES) throw new Error(`the 강남구 list has ${saleNos.length} listings to like`);
  for (const saleNo of saleNos) {
    const res = await fetch(`${baseUrl}/api/user/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: session.authorization },
      body: JSON.stringify({ isLike: true, saleNo, userNo: session.user.userNo }),
    });
    const liked = (await res.json()) as { code?: number };
    if (liked.code !== 1) throw new Error(`liking ${saleNo} failed: ${res.status} ${JSON.stringify(liked)}`);
  }
  return saleNos;
}

/**
 * A fresh browser per run (empty profile, so no run inherits another's state), signed in first when the
 * page needs it. Signing in is what the app's own sign-in leaves behind: the token and the user in its
 * persisted user store in localStorage, written through the DevTools protocol from a same-origin page
 * (/health) before Lighthouse loads the page. Lighthouse's storage reset keeps localStorage (its default
 * `clearStorageTypes` clears service workers, cache storage, file systems and the HTTP cache only), so the
 * audited load is a cold load of a signed-in user's page.
 */
async function prepareChrome(baseUrl: string, spec: PageSpec): Promise<Chrome> {
  const chrome = await launchChrome(CHROME_PATH);
  try {
    if (spec.signedIn)
      await setLocalStorage(chrome.cdp, `${baseUrl}/health`, userStoreEntry(await signIn(baseUrl)));
    return chrome;
  } catch (error) {
    await chrome.close();
    throw error;
  }
}

/**
 * Loads every page twice in one browser before any audit: the server's first answers (cold code paths,
 * PGlite caches) are not measured, and a page that does not draw what it should stops the benchmark.
 */
async function warmUp(baseUrl: string, pages: PageSpec[]): Promise<void> {
  for (const spec of pages) {
    const chrome = await prepareChrome(baseUrl, spec);
    try {
      for (let pass = 0; pass < 2; pass++) {
        if (!(await loadAndWait(chrome.cdp, urlOf(baseUrl, spec), spec.ready))) {
          throw new Error(`${spec.path} did not draw what is measured (${spec.ready}) within 20 s`);
        }
      }
    } finally {
      await chrome.close();
    }
  }
  console.log(`[warm-up] ${pages.map((p) => p.path).join(', ')} drawn`);
}

/** The browser's version, read from the first one launched for a run. */
let chromium = '';

/**
 * One Lighthouse run on a fresh browser. A run that Lighthouse itself reports as broken (a runtime error
 * such as NO_NAVSTART or NO_FCP: the trace was not recorded, typically on a starved machine) is repeated,
 * at most twice; a third failure stops the benchmark.
 */
async function auditWithRetry(baseUrl: string, spec: PageSpec, run: number): Promise<AuditRun> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await prepareChrome(baseUrl, spec);
    try {
      chromium ||= await browserVersion(chrome.cdp);
      return await audit(urlOf(baseUrl, spec), chrome.port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`[lighthouse] ${spec.page} run ${run} failed, again: ${(error as Error).message}`);
    } finally {
      await chrome.close();
    }
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function checksOf(page: string, figures: Figures): Partial<Record<Figure, Check>> {
  const checks: Partial<Record<Figure, Check>> = {};
  for (const [figure, limit] of Object.entries(BUDGET) as [Figure, Limit][]) {
    const bounds = boundsOf(limit, page);
    if (!bounds) continue;
    const value = figures[figure];
    const ok =
      (bounds.min === undefined || value >= bounds.min) && (bounds.max === undefined || value <= bounds.max);
    checks[figure] = { value, ...bounds, ok };
  }
  return checks;
}

function gitCommit(): string | null {
  try {
    // e.g. `445f786-dirty`: the figures belong to uncommitted changes on top of that commit.
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

interface RunRecord extends Figures {
  run: number;
  benchmarkIndex: number | null;
  report: string;
  warnings: string[];
}

async function main(): Promise<void> {
  const started = Date.now();
  let pages = ONLY ? PAGES.filter((p) => ONLY.has(p.page)) : PAGES;
  if (pages.length === 0)
    throw new Error(`BENCH_PAGES names no page of ${PAGES.map((p) => p.page).join(', ')}`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a positive integer');
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.rmSync(REPORTS, { recursive: true, force: true });
  fs.mkdirSync(REPORTS, { recursive: true });
  const loadAtStart = os.loadavg()[0] ?? 0;

  if (!NO_BUILD && !BASE_URL) buildApp(ROOT, { webDist: WEB_DIST, fromSource: FROM_SOURCE });
  const server: WebServer = BASE_URL
    ? { baseUrl: BASE_URL, webDist: WEB_DIST ?? path.join(ROOT, 'apps/web/dist'), stop: async () => {} }
    : await startWebServer({
        root: ROOT,
        webDist: WEB_DIST,
        fromSource: FROM_SOURCE,
        logFile: path.join(RESULTS, 'web-server.log'),
      });

  const runs = new Map<string, { record: RunRecord; lhr: AuditRun['lhr'] }[]>(pages.map((p) => [p.page, []]));
  let lighthouseVersion = '';
  let settings: AuditRun['lhr']['configSettings'] | null = null;
  const problems: string[] = [];
  try {
    if (pages.some((p) => p.signedIn)) {
      const liked = await likeListings(server.baseUrl, await signIn(server.baseUrl));
      console.log(`[setup] ${DEMO_USER.id} likes ${liked.length} listings (${liked.join(', ')})`);
    }
    pages = await withListing(server.baseUrl, pages);
    await warmUp(server.baseUrl, pages);

    // Run by run, every page in turn: a burst of load on the machine spreads over the pages alike.
    for (let run = 1; run <= RUNS; run++) {
      for (const spec of pages) {
        const { lhr, report } = await auditWithRetry(server.baseUrl, spec, run);
        const file = path.join(REPORTS, `${spec.page}-${run}.json`);
        fs.writeFileSync(file, report);
        lighthouseVersion = lhr.lighthouseVersion;
        settings ??= lhr.configSettings;
        if (spec.expects && !requested(lhr, spec.expects)) {
          problems.push(`${spec.page} run ${run}: no 200 answer to ${spec.expects} during the load`);
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== new URL(urlOf(server.baseUrl, spec)).pathname) {
          problems.push(`${spec.page} run ${run}: ended on ${finalPath}, not ${spec.path}`);
        }
        const record: RunRecord = {
          run,
          ...figuresOf(lhr),
          benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
          report: path.relative(ROOT, file),
          warnings: lhr.runWarnings.map(String),
        };
        runs.get(spec.page)?.push({ record, lhr });
        console.log(
          `[lighthouse] ${spec.page.padEnd(8)} run ${run}: perf ${record.performance} a11y ${record.accessibility} bp ${record.bestPractices} seo ${record.seo}, LCP ${(record.lcpMs / 1000).toFixed(2)} s, CLS ${record.cls}, TBT ${record.tbtMs} ms, JS ${record.jsKb} KiB`,
        );
      }
    }
  } finally {
    await server.stop();
  }

  const sizes = firstScreenSizes(server.webDist);
  const results: (PageResult & {
    firstScreenJs: ScreenSize | null;
    failed: string[];
    runs: RunRecord[];
  })[] = pages.map((spec) => {
    const pageRuns = runs.get(spec.page) ?? [];
    const records = pageRuns.map((r) => r.record);
    const medians = Object.fromEntries(
      FIGURES.map((f) => [f, Math.round(median(records.map((r) => r[f])) * 1000) / 1000]),
    ) as Record<Figure, number>;
    const checks = checksOf(spec.page, medians);
    // The run with the median performance score stands for the page in the findings.
    const byScore = [...pageRuns].sort((a, b) => a.record.performance - b.record.performance);
    const chosen = byScore[Math.floor((byScore.length - 1) / 2)] ?? pageRuns[0];
    if (!chosen) throw new Error(`no run of ${spec.page}`);
    const firstScreenJs = sizes?.find((s) => s.path === SCREEN_OF[spec.page]) ?? null;
    // The gate of the page: every Lighthouse check, and its first screen's JavaScript by the manifest.
    const failed = [
      ...Object.entries(checks)
        .filter(([, c]) => !c.ok)
        .map(([figure]) => figure),
      ...(firstScreenJs && !firstScreenJs.ok ? ['firstScreenJs'] : []),
    ];
    return {
      page: spec.page,
      path: spec.path,
      median: medians,
      checks,
      firstScreenJs,
      ok: failed.length === 0,
      failed,
      medianRun: chosen.record.run,
      medianReport: chosen.record.report,
      findings: findingsOf(chosen.lhr),
      runs: records,
    };
  });

  const ok = results.every((r) => r.ok);
  const cpus = os.cpus();
  const result = {
    date: new Date().toISOString(),
    environment: {
      chromium,
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      lighthouse: lighthouseVersion,
      formFactor: settings?.formFactor,
      throttlingMethod: settings?.throttlingMethod,
      throttling: settings?.throttling,
      screenEmulation: settings?.screenEmulation,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? '',
      memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
      node: process.version,
      commit: gitCommit(),
      server: BASE_URL ? `running at ${BASE_URL}` : FROM_SOURCE ? 'source (tsx)' : 'bundle',
      webDist: server.webDist.startsWith(ROOT) ? path.relative(ROOT, server.webDist) : server.webDist,
    },
    runsPerPage: RUNS,
    budget: BUDGET,
    ok,
    pages: results,
    elapsedSec: Math.round((Date.now() - started) / 1000),
  };
  const file = path.join(RESULTS, 'web.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  printTable(
    `web benchmark — Lighthouse ${lighthouseVersion}, ${settings?.formFactor} (${settings?.throttlingMethod} throttling), median of ${RUNS}, ${chromium}, ${cpus.length} cores`,
    results,
    BUDGET,
  );
  for (const r of results) {
    const js = r.firstScreenJs;
    const size = js ? `, first screen ${js.gzipKb} KB gzip ${js.ok ? '✓' : '✗'} (≤ ${js.budgetKb})` : '';
    console.log(
      `${r.ok ? '✓' : '✗'} ${r.page}${r.failed.length > 0 ? `: misses ${r.failed.join(', ')}` : ''}${size}`,
    );
  }
  printFindings(results);
  console.log(
    `wrote ${path.relative(ROOT, file)} and ${results.length * RUNS} reports in ${path.relative(ROOT, REPORTS)}/ in ${result.elapsedSec} s`,
  );

  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error('some runs did not measure the page as intended: the run is not valid');
    process.exitCode = 1;
  } else if (!ok && env.BENCH_NO_FAIL !== '1') {
    console.error('the web budget is not met (BENCH_NO_FAIL=1 reports without failing)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
