/**
 * `npm run bench:consent-pdf`: the 매물홍보확인서 PDF (issue 12, item 11: produced in ≤ 1 s). Renders the form
 * in-process as POST /api/sale/consent/pdf does: once cold (the process's first, which reads and pads the
 * Korean fonts) and then warm, a typical form and the longest one every field allows. Writes
 * bench/results/consent-pdf.json and prints the figures. Run it on a quiet machine: it measures CPU time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_LIMITS } from '@ansim/domain/contract';
import {
  type PromotionConsentDocument,
  renderPromotionConsent,
} from '../../apps/server/src/platform/pdf/promotion-consent.ts';
import { percentile, round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const BUDGET = { maxMs: 1000 } as const;

const TYPICAL: PromotionConsentDocument = {
  saleNo: 100123,
  newSaleAddr: '서울특별시 강남구 테헤란로 152 101동 1203호',
  type: 'MONTHLY',
  price: 1000,
  monthlyPrice: 55,
  ownerName: '김소유',
  relationship: 2,
  relationshipText: null,
  promotionName: '이의뢰',
  company: '안심공인중개사사무소',
  phone: '010-1234-5678',
  regDate: '2026-11-24',
  producedAt: new Date(),
};

/** Every text at its limit: the form that wraps most, and is scaled to fit its page. */
const LONGEST: PromotionConsentDocument = {
  ...TYPICAL,
  type: 'SALE',
  price: 999_999_999,
  monthlyPrice: null,
  newSaleAddr: '경기도 성남시 분당구 '.repeat(20).slice(0, CONSENT_LIMITS.newSaleAddr),
  ownerName: '가'.repeat(CONSENT_LIMITS.ownerName),
  promotionName: '나'.repeat(CONSENT_LIMITS.promotionName),
  relationship: 99,
  relationshipText: '라'.repeat(CONSENT_LIMITS.relationshipText),
  company: '다'.repeat(CONSENT_LIMITS.company),
};

async function timed(form: PromotionConsentDocument): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const pdf = await renderPromotionConsent(form);
  return { ms: performance.now() - t, bytes: pdf.length };
}

async function series(form: PromotionConsentDocument) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const run = await timed(form);
    times.push(run.ms);
    bytes = run.bytes;
  }
  return {
    p50: round2(percentile(times, 50)),
    p95: round2(percentile(times, 95)),
    max: round2(Math.max(...times)),
    bytes,
  };
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const cold = await timed(TYPICAL);
  const typical = await series(TYPICAL);
  const longest = await series(LONGEST);
  const ok = cold.ms <= BUDGET.maxMs && typical.max <= BUDGET.maxMs && longest.max <= BUDGET.maxMs;
  const result = {
    cold: { ms: round2(cold.ms), bytes: cold.bytes },
    typical,
    longest,
    budget: { ...BUDGET, ok },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      loadAverageAtStart: round2(loadAverageAtStart),
      loadAverageAtEnd: round2(os.loadavg()[0] ?? 0),
      node: process.version,
    },
    settings: { iterations: ITERATIONS },
    date: new Date().toISOString(),
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, 'consent-pdf.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `cold ${result.cold.ms} ms · typical p50 ${typical.p50} / p95 ${typical.p95} ms · longest p95 ${longest.p95} ms`,
  );
  console.log(
    `budget ≤ ${BUDGET.maxMs} ms: ${ok ? 'ok' : 'OVER'} · wrote ${path.relative(process.cwd(), file)}`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
