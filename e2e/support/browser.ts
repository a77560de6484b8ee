import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page; a journey ends by expecting none. */
  errors: string[];
}

/**
 * The main popup hidden for the day, as a returning user would have it: the demo seeds a popup, and a
 * journey about something else must not find /main covered by it at a random moment. Journeys about the
 * popup open their page with `{ mainPopup: true }`. Merged into the stored service state, never over it.
 */
const HIDE_MAIN_POPUP = `(() => {
  try {
    const key = 'ansim.service';
    const stored = JSON.parse(localStorage.getItem(key) || 'null') || { state: {}, version: 1 };
    if (!stored.state.mainPopupHideUntil) {
      stored.state.mainPopupHideUntil = Date.now() + 365 * 24 * 3600 * 1000;
      localStorage.setItem(key, JSON.stringify(stored));
    }
  } catch {}
})()`;

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: { mainPopup?: boolean } = {},
): Promise<JourneyPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    deviceScaleFactor: 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
  });
  if (!options.mainPopup) await context.addInitScript(HIDE_MAIN_POPUP);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Saves a full-page screenshot under e2e/artifacts/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
