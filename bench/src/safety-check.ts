/**
 * `npm run bench:safety-check`: the 안심 진단 answer (issue 18 §8: ≤ 50 ms without the external adapter).
 * Runs the service in-process as POST /api/safety-check does, with the local open-data driver (the
 * 공시가격 estimate from the shipped 실거래 file) and the shipped 법정동 table as the region lookup — the
 * rows the database's `regions` holds — so it measures the answer, not a network; then again with the
 * region read from the `regions` table of an in-process PGlite, as the route reads it. Three bodies: the
 * tenant's own price, the local estimate (area only), and a 월세 in Incheon. Also times the PDF, for
 * information. Writes bench/results/safety-check.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SafetyCheckInput, safetyCheckBodySchema } from '@ansim/domain/contract';
import { openDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/index.ts';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import {
  createRegionLookup,
  type RegionNames,
  type RegionOf,
} from '../../apps/server/src/modules/common/region-lookup.ts';
import { createSafetyGrader } from '../../apps/server/src/modules/safety-check/grader.ts';
import { createSafetyCheckService } from '../../apps/server/src/modules/safety-check/service.ts';
import { localPublicPrice } from '../../apps/server/src/platform/opendata/public-price.ts';
import { percentile, round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const PDF_ITERATIONS = Number(process.env.BENCH_PDF_ITERATIONS ?? 20);
const BUDGET = { p95Ms: 50 } as const;

const BODIES: Record<string, SafetyCheckInput> = {
  manualPrice: {
    bjdCode: '1168010100',
    address: '서울특별시 강남구 역삼동 823-4 역삼하이빌',
    buildingType: 'VILLA',
    dealType: 'RENT',
    deposit: 23_000,
    seniorDebt: 3_600,
    publicPrice: 19_000,
    taxArrears: true,
  },
  estimatedPrice: {
    bjdCode: '1144012200',
    address: '서울특별시 마포구 합정동 400-1',
    buildingType: 'VILLA',
    dealType: 'RENT',
    deposit: 21_000,
    seniorDebt: 0,
    area: 29.86,
  },
  monthlyIncheon: {
    bjdCode: '2818510600',
    address: '인천광역시 연수구 송도동 1',
    buildingType: 'OFFICETELS',
    dealType: 'MONTHLY',
    deposit: 2_000,
    monthlyPrice: 70,
    seniorDebt: 8_000,
    publicPrice: 15_000,
    multiUnitHouse: false,
  },
};

type Service = ReturnType<typeof createSafetyCheckService>;
interface Timing {
  p50: number;
  p95: number;
  max: number;
  grade: number;
  priceOrigin: string;
}

/** Every body ITERATIONS times after one warm-up answer: the times of all bodies together, and of each. */
async function measure(service: Service): Promise<{ all: number[]; answers: Record<string, Timing> }> {
  const answers: Record<string, Timing> = {};
  const all: number[] = [];
  for (const [name, input] of Object.entries(BODIES)) {
    const body = safetyCheckBodySchema.parse(input);
    const first = await service.check(body); // the estimate's medians are built once per process
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t = performance.now();
      // The contract's parse is part of every request, so it is timed too.
      await service.check(safetyCheckBodySchema.parse(input));
      times.push(performance.now() - t);
    }
    all.push(...times);
    answers[name] = {
      p50: round2(percentile(times, 50)),
      p95: round2(percentile(times, 95)),
      max: round2(Math.max(...times)),
      grade: first.grade.level,
      priceOrigin: first.publicPrice.origin,
    };
  }
  return { all, answers };
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const regions = new Map<string, RegionNames>(
    readRegions().map((r) => [r.code, { sido: r.sido, sigungu: r.sigungu, eupmyeondong: r.eupmyeondong }]),
  );
  const regionOf: RegionOf = async (bjdCode) =>
    [bjdCode, `${bjdCode.slice(0, 8)}00`, `${bjdCode.slice(0, 5)}00000`, `${bjdCode.slice(0, 2)}00000000`]
      .map((code) => regions.get(code))
      .find((r) => r !== undefined) ?? null;
  const local = localPublicPrice();
  const serviceOf = (lookup: RegionOf) =>
    createSafetyCheckService({
      grade: createSafetyGrader(lookup),
      publicPrice: (query) => local.publicPrice(query),
    });
  const service = serviceOf(regionOf);
  const { all, answers } = await measure(service);

  // The same answers with the region read from the `regions` table as the route does (PGlite in-process,
  // migrated and seeded without the demo): the database round trip the in-memory table leaves out.
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  await migrate(handle);
  await seed(handle.db, { demo: false });
  const withDatabase = await measure(serviceOf(createRegionLookup(handle.db)));
  await handle.close();

  const pdfBody = safetyCheckBodySchema.parse(BODIES.manualPrice);
  const coldStart = performance.now();
  const coldPdf = await service.pdf(pdfBody);
  const pdfCold = performance.now() - coldStart;
  const pdfTimes: number[] = [];
  for (let i = 0; i < PDF_ITERATIONS; i++) {
    const t = performance.now();
    await service.pdf(pdfBody);
    pdfTimes.push(performance.now() - t);
  }

  const p50 = round2(percentile(all, 50));
  const p95 = round2(percentile(all, 95));
  const ok = p95 <= BUDGET.p95Ms && percentile(withDatabase.all, 95) <= BUDGET.p95Ms;
  const result = {
    answer: { p50, p95, max: round2(Math.max(...all)), byBody: answers },
    answerWithDatabase: {
      p50: round2(percentile(withDatabase.all, 50)),
      p95: round2(percentile(withDatabase.all, 95)),
      max: round2(Math.max(...withDatabase.all)),
      byBody: withDatabase.answers,
      driver: 'PGlite in-process, regions table',
    },
    pdf: {
      coldMs: round2(pdfCold),
      p50: round2(percentile(pdfTimes, 50)),
      p95: round2(percentile(pdfTimes, 95)),
      bytes: coldPdf.data.length,
    },
    budget: { ...BUDGET, ok },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      loadAverageAtStart: round2(loadAverageAtStart),
      loadAverageAtEnd: round2(os.loadavg()[0] ?? 0),
      node: process.version,
    },
    settings: {
      iterations: ITERATIONS,
      pdfIterations: PDF_ITERATIONS,
      driver: 'local (no external adapter)',
    },
    date: new Date().toISOString(),
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, 'safety-check.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `answer p50 ${p50} / p95 ${p95} ms (with the database p95 ${result.answerWithDatabase.p95} ms) · PDF cold ${result.pdf.coldMs} / p95 ${result.pdf.p95} ms`,
  );
  console.log(
    `budget p95 ≤ ${BUDGET.p95Ms} ms: ${ok ? 'ok' : 'OVER'} · wrote ${path.relative(process.cwd(), file)}`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
