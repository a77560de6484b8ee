#!/usr/bin/env node
/**
 * The JavaScript a cold load of a screen requests, from the build manifest: the entry and its static
 * imports, plus the route's chunk (React Router's `lazy`) and its static imports. Dynamic imports (the map,
 * dialogs) are left out: they load on demand. Prints raw, gzip (the budget) and brotli sizes of
 * each file as the server sends it: its .gz and .br siblings from the build, or compressed here at the
 * same levels when a sibling is missing.
 *
 *   npm run size -w @ansim/web                      (after npm run build -w @ansim/web)
 *   node scripts/first-screen-size.mjs [distDir] [--json] [--budget-kb=150]
 *
 * Every screen has a budget (P15 §6: 200 KB gzip for a first screen; /main keeps the 150 KB of P6, or
 * `--budget-kb`); exits 1 when one exceeds it, so a check can call it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The screens the issue budgets, each with the page module its route loads: kept by hand beside
 * apps/web/src/app/routes/routes.tsx (a moved page fails this script, loudly).
 */
const SCREENS = {
  '/main': 'src/features/home/pages/main-page.tsx',
  '/search/list': 'src/features/search/pages/search-list-page.tsx',
  '/wishList': 'src/features/wish-list/pages/wish-list-page.tsx',
  '/salesManagement/salesDetail/:salesNo': 'src/features/sale-detail/pages/sale-detail-page.tsx',
};

/** The budget of a first screen, KB gzip (P15 §6); /main's own is tighter (P6) and set below. */
const SCREEN_BUDGET_KB = 200;

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const asJson = args.includes('--json');
const mainBudgetKb = Number(args.find((a) => a.startsWith('--budget-kb='))?.split('=')[1] ?? 150);
const budgetOf = (path) => (path === '/main' ? mainBudgetKb : SCREEN_BUDGET_KB);

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error(`${dist}: the manifest names no entry`);

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest — has the route moved?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

/** The size of a compressed sibling the build wrote, else of compressing the file now. */
function compressedSize(path, suffix, compress) {
  return existsSync(path + suffix) ? statSync(path + suffix).size : compress(readFileSync(path)).length;
}

const sizeCache = new Map();
function sizes(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const path = join(dist, file);
    size = {
      raw: statSync(path).size,
      gzip: compressedSize(path, '.gz', (bytes) => gzipSync(bytes, { level: 9 })),
      brotli: compressedSize(path, '.br', (bytes) =>
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ),
    };
    sizeCache.set(file, size);
  }
  return size;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const report = Object.entries(SCREENS).map(([path, pageKey]) => {
  const files = [...staticClosure(pageKey, staticClosure(entryKey))].filter((f) => f.endsWith('.js'));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const chunks = files.map((file) => ({ file, ...sizes(file) })).sort((a, b) => b.gzip - a.gzip);
  for (const c of chunks) {
    total.raw += c.raw;
    total.gzip += c.gzip;
    total.brotli += c.brotli;
  }
  const gzipKb = kb(total.gzip);
  const budgetKb = budgetOf(path);
  return {
    path,
    rawKb: kb(total.raw),
    gzipKb,
    brotliKb: kb(total.brotli),
    budgetKb,
    ok: gzipKb <= budgetKb,
    chunks,
  };
});

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const screen of report) {
    console.log(
      `${screen.path}: ${screen.chunks.length} JS files, ${screen.rawKb} KB raw, ${screen.gzipKb} KB gzip ${screen.ok ? '✓' : '✗'} (≤ ${screen.budgetKb}), ${screen.brotliKb} KB brotli`,
    );
    for (const c of screen.chunks) {
      console.log(
        `  ${c.file.padEnd(52)} ${String(kb(c.raw)).padStart(7)} KB  gzip ${String(kb(c.gzip)).padStart(6)} KB`,
      );
    }
  }
}

for (const screen of report.filter((s) => !s.ok)) {
  console.error(
    `${screen.path} ships ${screen.gzipKb} KB gzip of JavaScript; the budget is ${screen.budgetKb} KB`,
  );
  process.exitCode = 1;
}
