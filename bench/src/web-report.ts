import type { Figure, Finding, Findings } from './web-lighthouse.ts';

/**
 * A budget line: the figure must stay ≥ `min` or ≤ `max`; `pages` limits it to some pages; `perPage` gives
 * a page a bound of its own in place of `min` or `max` (/main's 150 KiB of JavaScript beside 200 for others).
 */
export interface Limit {
  min?: number;
  max?: number;
  pages?: readonly string[];
  perPage?: Readonly<Record<string, number>>;
}

/** The bounds a page is held to on one budget line, or null when the line does not apply to it. */
export function boundsOf(limit: Limit, page: string): { min?: number; max?: number } | null {
  if (limit.pages && !limit.pages.includes(page)) return null;
  const own = limit.perPage?.[page];
  return {
    ...(limit.min !== undefined && { min: own ?? limit.min }),
    ...(limit.max !== undefined && { max: own ?? limit.max }),
  };
}

export interface Check {
  value: number;
  min?: number;
  max?: number;
  ok: boolean;
}

export interface PageResult {
  page: string;
  path: string;
  median: Record<Figure, number>;
  checks: Partial<Record<Figure, Check>>;
  ok: boolean;
  /** The run whose findings are kept: the one with the median performance score. */
  medianRun: number;
  medianReport: string;
  findings: Findings;
}

/** Rows of the table, in order, with their unit and how to print a value. */
const seconds = (v: number) => (v / 1000).toFixed(2);
const ROWS: { figure: Figure; label: string; format: (v: number) => string }[] = [
  { figure: 'performance', label: 'performance', format: String },
  { figure: 'accessibility', label: 'accessibility', format: String },
  { figure: 'bestPractices', label: 'best practices', format: String },
  { figure: 'seo', label: 'SEO', format: String },
  { figure: 'lcpMs', label: 'LCP s', format: seconds },
  { figure: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { figure: 'tbtMs', label: 'TBT ms', format: (v) => v.toFixed(0) },
  { figure: 'fcpMs', label: 'FCP s', format: seconds },
  { figure: 'siMs', label: 'SI s', format: seconds },
  { figure: 'jsKb', label: 'JS KiB', format: (v) => v.toFixed(1) },
  { figure: 'totalKb', label: 'total KiB', format: (v) => v.toFixed(1) },
  { figure: 'requests', label: 'requests', format: (v) => v.toFixed(0) },
];

function budgetText(figure: Figure, limit: Limit | undefined): string {
  if (!limit) return '';
  // Budgets print as the issue states them, in the row's unit: ≤ 2.5 (s), ≤ 0.1, ≤ 200 (ms), ≤ 150 (KiB).
  const format = (v: number) =>
    String(ROWS.find((r) => r.figure === figure)?.format === seconds ? v / 1000 : v);
  const bound = limit.min !== undefined ? `≥ ${format(limit.min)}` : `≤ ${format(limit.max ?? 0)}`;
  const own = Object.entries(limit.perPage ?? {}).map(([page, v]) => `${page} ${format(v)}`);
  const scope = [...(limit.pages ?? []), ...own];
  return scope.length > 0 ? `${bound} (${scope.join(', ')})` : bound;
}

/** One row per figure, one column per page: the median, ✓/✗ where the page has a budget for it. */
export function printTable(title: string, pages: PageResult[], budget: Partial<Record<Figure, Limit>>): void {
  const head = ['figure', 'budget', ...pages.map((p) => p.page)];
  const body = ROWS.map(({ figure, label, format }) => [
    label,
    budgetText(figure, budget[figure]),
    ...pages.map((p) => {
      const check = p.checks[figure];
      const value = format(p.median[figure]);
      return check ? `${value} ${check.ok ? '✓' : '✗'}` : value;
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(title);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log(line(['', '', ...pages.map((p) => (p.ok ? 'ok' : 'FAIL'))]));
  console.log('');
}

const PERF_FIGURES: readonly Figure[] = ['performance', 'lcpMs', 'cls', 'tbtMs', 'jsKb'];
const CATEGORY_FIGURE: Record<string, Figure> = {
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};

function findingLine(f: Finding): string {
  const savings = Object.entries(f.metricSavings ?? {})
    .map(([metric, v]) => (metric === 'CLS' ? `CLS ${v.toFixed(3)}` : `${metric} ${Math.round(v)} ms`))
    .join(', ');
  const value = [f.displayValue, savings && `(${savings})`].filter(Boolean).join(' ');
  const examples = f.examples?.length ? `\n      e.g. ${f.examples.join(' | ')}` : '';
  return `    ${f.id} — ${f.title}${value ? `: ${value}` : ''}${examples}`;
}

/** For each page below budget, what the Lighthouse report of its median run says to fix first. */
export function printFindings(pages: PageResult[], top = 5): void {
  for (const p of pages) {
    if (p.ok) continue;
    const missed = Object.entries(p.checks)
      .filter(([, c]) => !c.ok)
      .map(([figure]) => figure as Figure);
    console.log(
      `${p.page} (${p.path}) misses ${missed.join(', ')} — median run ${p.medianRun}: ${p.medianReport}`,
    );
    const { opportunities, diagnostics, lcpElement, failing, scripts } = p.findings;
    if (missed.some((f) => PERF_FIGURES.includes(f))) {
      if (lcpElement) console.log(`  LCP element: ${lcpElement}`);
      if (missed.includes('jsKb')) {
        const files = scripts.slice(0, 8).map((s) => `${s.path.split('/').pop()} ${s.kb.toFixed(1)}`);
        console.log(`  JavaScript (KiB transferred): ${files.join(', ')}${scripts.length > 8 ? ', …' : ''}`);
      }
      if (opportunities.length > 0) console.log('  opportunities:');
      for (const f of opportunities.slice(0, top)) console.log(findingLine(f));
      if (diagnostics.length > 0) console.log('  diagnostics:');
      for (const f of diagnostics.slice(0, top)) console.log(findingLine(f));
    }
    for (const [category, list] of Object.entries(failing)) {
      const figure = CATEGORY_FIGURE[category];
      if (!figure || !missed.includes(figure)) continue;
      console.log(`  ${category} failing:`);
      for (const f of list.slice(0, top)) console.log(findingLine(f));
    }
    console.log('');
  }
}
