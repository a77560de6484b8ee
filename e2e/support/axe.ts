import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The impacts the product's bar forbids (P6: "0 serious or critical on every route"). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules about the page's structure that P6 asks for although axe rates them moderate: headings in order,
 * one h1, and all content (the page heading above all) inside a landmark.
 */
const STRUCTURE_RULES = new Set(['heading-order', 'page-has-heading-one', 'region', 'landmark-one-main']);

export interface AxeReport {
  /** Serious and critical violations, and the structure rules above at any impact. */
  violations: Result[];
  /** One line per violation and element: impact, rule, selector and axe's own explanation. */
  summary: string;
}

/**
 * Runs axe-core on the page as it is now (the whole document, open dialogs included, or the elements that
 * `within` selects): its default WCAG 2.x A/AA and best-practice rules, plus label-content-name-mismatch
 * (axe marks it experimental, off by default), which wants a control's accessible name to contain the words
 * it shows, so that speech users can say what they see.
 */
export async function axeScan(page: Page, within?: string): Promise<AxeReport> {
  const builder = new AxeBuilder({ page });
  // A part of the page only (a dialog over a page already checked): a scan of the page costs seconds.
  if (within) builder.include(within);
  const results = await builder
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // The app has no frames; legacy mode runs axe in the page itself instead of opening a blank page per
    // scan to merge frame results, which halves the time of a scan.
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.filter(
    (v) => BLOCKING.has(v.impact ?? '') || STRUCTURE_RULES.has(v.id),
  );
  const summary = violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        // The first line under the summary's heading says what is wrong ("Element has insufficient color
        // contrast of 2.81 (foreground color: #8b95a1 …)"), which is what a reader of a failed run needs.
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
        return `  [${v.impact}] ${v.id} ${node.target.join(' >> ')} — ${why || v.help}`;
      }),
    )
    .join('\n');
  return { violations, summary };
}

/**
 * Expects no serious or critical axe violation (nor a structure one) on the page, or in the part `within`
 * selects; `where` names the screen in the failure, which then lists every offending element.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  within?: string,
): Promise<void> {
  const { violations, summary } = await axeScan(page, within);
  expect(violations.length, `axe on ${where}:\n${summary}`).toBe(0);
}
