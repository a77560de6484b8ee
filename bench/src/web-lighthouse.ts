/**
 * One Lighthouse run through its Node API, on a Chromium we launched: the default config, i.e. mobile form
 * factor (moto g power screen and user agent) with simulated throttling (slow 4G, 4× CPU), and the four
 * categories. What we keep of the report: the figures of the budget and, for a page below it, the audits
 * that say why.
 */
import lighthouse, { type Result } from 'lighthouse';

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Speed Index, ms. */
  siMs: number;
  /** JavaScript transferred during the load (compressed bytes on the wire, headers included), KiB. */
  jsKb: number;
  /** Everything transferred during the load, KiB. */
  totalKb: number;
  requests: number;
}

export type Figure = keyof Figures;

export const FIGURES: readonly Figure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'fcpMs',
  'siMs',
  'jsKb',
  'totalKb',
  'requests',
];

export interface Finding {
  id: string;
  title: string;
  /** What Lighthouse shows beside the title: `Est savings of 450 ms`, `7 elements`, … */
  displayValue?: string;
  /** Estimated savings per metric (ms; CLS unitless), for performance findings. */
  metricSavings?: Record<string, number>;
  /** Up to three failing elements or resources. */
  examples?: string[];
}

export interface Findings {
  /** Performance audits with an estimated saving, largest first. */
  opportunities: Finding[];
  /** Other performance audits below par, largest estimated saving first. */
  diagnostics: Finding[];
  /** The LCP element and its phases, e.g. `h1._heroTitle (TTFB 512 ms, render delay 6,251 ms)`. */
  lcpElement: string | null;
  /** Failing audits of the other three categories, by category id. */
  failing: Record<string, Finding[]>;
  /** The JavaScript of the load by file (path and KiB transferred), largest first. */
  scripts: { path: string; kb: number }[];
}

export interface AuditRun {
  lhr: Result;
  /** The full report as JSON text. */
  report: string;
}

export async function audit(url: string, port: number): Promise<AuditRun> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { lhr, report: Array.isArray(report) ? (report[0] ?? '') : report };
}

const numeric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`the report has no ${id}`);
  return value;
};

const score = (lhr: Result, id: string): number => {
  const value = lhr.categories[id]?.score;
  if (value === null || value === undefined) throw new Error(`the report has no score for ${id}`);
  return Math.round(value * 100);
};

interface SummaryRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

export function figuresOf(lhr: Result): Figures {
  const details = lhr.audits['resource-summary']?.details;
  const rows = (details && 'items' in details ? details.items : []) as unknown as SummaryRow[];
  const row = (type: string) => rows.find((r) => r.resourceType === type);
  const kib = (bytes: number | undefined) => Math.round(((bytes ?? 0) / 1024) * 10) / 10;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    siMs: Math.round(numeric(lhr, 'speed-index')),
    jsKb: kib(row('script')?.transferSize),
    totalKb: kib(row('total')?.transferSize),
    requests: row('total')?.requestCount ?? 0,
  };
}

interface NetworkRequest {
  url?: string;
  statusCode?: number;
  resourceType?: string;
  transferSize?: number;
}

const networkRequests = (lhr: Result): NetworkRequest[] => {
  const details = lhr.audits['network-requests']?.details;
  return (details && 'items' in details ? details.items : []) as NetworkRequest[];
};

/** Whether the load asked for a URL containing `fragment` and got a 200 (e.g. the wish list's API call). */
export function requested(lhr: Result, fragment: string): boolean {
  return networkRequests(lhr).some((r) => r.url?.includes(fragment) && r.statusCode === 200);
}

function scriptsOf(lhr: Result): Findings['scripts'] {
  return networkRequests(lhr)
    .filter((r) => r.resourceType === 'Script' && r.url)
    .map((r) => ({
      path: new URL(r.url as string).pathname,
      kb: Math.round(((r.transferSize ?? 0) / 1024) * 10) / 10,
    }))
    .sort((a, b) => b.kb - a.kb);
}

type AuditResult = Result['audits'][string];

function examplesOf(result: AuditResult): string[] {
  const details = result.details;
  if (!details || !('items' in details)) return [];
  const out: string[] = [];
  for (const item of details.items as Record<string, unknown>[]) {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    const text = node?.selector ?? (typeof item.url === 'string' ? item.url : undefined);
    const shown = text && text.length > 120 ? `${text.slice(0, 117)}…` : text;
    if (shown && !out.includes(shown)) out.push(shown);
    if (out.length === 3) break;
  }
  return out;
}

function findingOf(id: string, result: AuditResult): Finding {
  const finding: Finding = { id, title: result.title };
  if (result.displayValue) finding.displayValue = result.displayValue;
  if (result.metricSavings && Object.values(result.metricSavings).some((v) => (v ?? 0) > 0)) {
    finding.metricSavings = Object.fromEntries(
      Object.entries(result.metricSavings).filter(([, v]) => (v ?? 0) > 0),
    ) as Record<string, number>;
  }
  const examples = examplesOf(result);
  if (examples.length > 0) finding.examples = examples;
  return finding;
}

const largestSaving = (f: Finding) =>
  Math.max(0, ...Object.entries(f.metricSavings ?? {}).map(([k, v]) => (k === 'CLS' ? v * 10_000 : v)));

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  const [elementTable, phaseTable] = details.items as unknown as { items: Record<string, unknown>[] }[];
  const node = elementTable?.items[0]?.node as { selector?: string; snippet?: string } | undefined;
  if (!node) return null;
  const phases = (phaseTable?.items ?? [])
    .filter((p) => typeof p.timing === 'number' && p.timing > 0)
    .map((p) => `${String(p.phase)} ${Math.round(p.timing as number).toLocaleString('en')} ms`);
  return `${node.selector ?? node.snippet ?? '?'}${phases.length > 0 ? ` (${phases.join(', ')})` : ''}`;
}

/**
 * Why a page misses its budget, as the Lighthouse report would show it: performance audits below par
 * (score < 0.9) split into opportunities (estimated savings) and diagnostics, and the failing weighted audits
 * of accessibility, best practices and SEO.
 */
export function findingsOf(lhr: Result): Findings {
  const opportunities: Finding[] = [];
  const diagnostics: Finding[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== 'diagnostics') continue;
    const result = lhr.audits[ref.id];
    if (!result || result.score === null || result.score >= 0.9) continue;
    const finding = findingOf(ref.id, result);
    const details = result.details;
    if (details?.type === 'opportunity') {
      // Below par but nothing to gain (`Est savings of 0 ms`, `… of 0 KiB`): not worth a line.
      const gain = (details.overallSavingsMs ?? 0) > 0 || (details.overallSavingsBytes ?? 0) >= 1024;
      if (gain || finding.metricSavings) opportunities.push(finding);
    } else diagnostics.push(finding);
  }
  opportunities.sort((a, b) => largestSaving(b) - largestSaving(a));
  diagnostics.sort((a, b) => largestSaving(b) - largestSaving(a));

  const failing: Record<string, Finding[]> = {};
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const list: Finding[] = [];
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      list.push(findingOf(ref.id, result));
    }
    if (list.length > 0) failing[category] = list;
  }
  return { opportunities, diagnostics, lcpElement: lcpElementOf(lhr), failing, scripts: scriptsOf(lhr) };
}
