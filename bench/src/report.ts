export interface BudgetRow {
  kind: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  sqlP95: number | null;
  errors: number;
  budgetOk: boolean;
}

const ms = (n: number | null) => (n === null ? '–' : n.toFixed(1));

/** The result as a table: one line per kind and connection count, ✓/✗ against the budget. */
export function printTable(rows: BudgetRow[], listings: number, rssMaxMb: number, rssOk: boolean): void {
  const head = [
    'kind',
    'conns',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'rps',
    'reqs',
    'sql p95',
    'budget',
    'errors',
    'ok',
  ];
  const body = rows.map((r) => [
    r.kind,
    String(r.connections),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    r.rps.toFixed(0),
    String(r.requests),
    ms(r.sqlP95),
    r.connections === 1
      ? `≤${Math.min(30, r.sqlP95 === null ? 30 : 1.5 * r.sqlP95 + 2).toFixed(1)}`
      : '≤150.0',
    String(r.errors),
    r.budgetOk ? '✓' : '✗',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(`search benchmark — ${listings.toLocaleString()} listings`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log(`server RSS max ${rssMaxMb.toFixed(0)} MB (budget ≤ 300 MB) ${rssOk ? '✓' : '✗'}`);
  console.log('');
}
