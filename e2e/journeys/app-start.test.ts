import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * The native app's start (issue 16 §3, §6; spec 01 §2 dynamic link, §4 "Native app start", §8 GPS off)
 * with the shell played by the page itself: a `window.ReactNativeWebView` that records what the web sends
 * and answers getRegistrationKey, getLocation and getDynamicLink the way the README of shared/native says.
 * The server's demo releases are 1.0.0 (forced) and 1.2.0 on Android.
 */

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Shell {
  appVersion: string;
  firstInfo: 0 | 1;
  location: { code: number; lat: number; lng: number };
  dynamicLink: string | null;
}

/** The fake shell, installed before the app's scripts run. */
const fakeShell = (shell: Shell) => `(() => {
  const shell = ${JSON.stringify(shell)};
  window.__posted = [];
  window.nativeFirstInfo = shell.firstInfo;
  const answers = {
    getRegistrationKey: {
      pushToken: 'e2e-push-token', deviceId: 'e2e-device', deviceType: 'android',
      appVersion: shell.appVersion, os: 'Android 15',
    },
    getLocation: shell.location,
    getDynamicLink: shell.dynamicLink,
  };
  window.ReactNativeWebView = {
    postMessage(raw) {
      const message = JSON.parse(raw);
      window.__posted.push(message);
      if (!message.id) return;
      setTimeout(() => window.ansimNative.receive({ id: message.id, data: answers[message.command] ?? null }), 30);
    },
  };
})()`;

interface Posted {
  command: string;
  payload?: { url?: string };
}
const posted = (page: Page) => page.evaluate<Posted[]>('window.__posted');

const FORCED = '필수 업데이트가 있습니다. 업데이트 하시겠습니까?';
const OPTIONAL = '최신 업데이트가 있습니다. 업데이트 하시겠습니까?';
const GPS_OFF = '현재 위치 기능이 Off 되어있어 서비스 이용이 원활하지 않습니다. 위치 기능을 켜시겠습니까?';

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the app start on %s', (viewport) => {
  it('forces the update of an app below the forced release, offering only 업데이트, then asks to turn on GPS', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addInitScript(
      fakeShell({
        appVersion: '0.9.0',
        firstInfo: 1,
        location: { code: -1, lat: -1, lng: -1 },
        dynamicLink: null,
      }),
    );
    await page.goto(`${baseUrl}/`);
    const forced = page.getByRole('alertdialog').filter({ hasText: FORCED });
    await forced.waitFor({ timeout: 20_000 });
    expect(await forced.getByRole('button').allInnerTexts()).toEqual(['업데이트']);
    await screenshot(page, `app-start-forced-${viewport}`);

    const sent = await posted(page);
    expect(sent.map((m) => m.command)).toEqual(
      expect.arrayContaining(['getRegistrationKey', 'getLocation', 'getDynamicLink', 'hideIntro']),
    );
    await forced.getByRole('button', { name: '업데이트' }).click();
    await expect
      .poll(async () => (await posted(page)).find((m) => m.command === 'browse')?.payload?.url)
      .toMatch(/^https:\/\/play\.google\.com\//);

    // The location service is off (-1, -1, -1): the spec's question, and 확인 opens the settings.
    const gps = page.getByRole('alertdialog').filter({ hasText: GPS_OFF });
    await gps.waitFor();
    await screenshot(page, `app-start-gps-off-${viewport}`);
    await gps.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${baseUrl}/main`);
    expect((await posted(page)).some((m) => m.command === 'gpsSetting')).toBe(true);
    // The device was saved on start (spec 01 §4).
    expect(
      await page.evaluate<string>(
        `JSON.parse(localStorage.getItem('ansim.service')).state.deviceInfo.appVersion`,
      ),
    ).toBe('0.9.0');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers an optional update with 나중에, goes on to /auth on the first run, and follows a dynamic link after a second', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addInitScript(
      fakeShell({
        appVersion: '1.1.0',
        firstInfo: 0,
        location: { code: 1, lat: 37.5, lng: 127.03 },
        dynamicLink: `${baseUrl}/myPage/notice`,
      }),
    );
    await page.goto(`${baseUrl}/`);
    const optional = page.getByRole('alertdialog').filter({ hasText: OPTIONAL });
    await optional.waitFor({ timeout: 20_000 });
    expect(await optional.getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining(['나중에', '업데이트']),
    );
    await screenshot(page, `app-start-optional-${viewport}`);
    await optional.getByRole('button', { name: '나중에' }).click();

    // First run: /auth, then a second later the link the app was opened with.
    await page.waitForURL(`${baseUrl}/auth`);
    const atAuth = Date.now();
    await page.waitForURL(`${baseUrl}/myPage/notice`, { timeout: 10_000 });
    expect(Date.now() - atAuth).toBeGreaterThanOrEqual(700);
    expect((await posted(page)).some((m) => m.command === 'browse')).toBe(false);
    // A reading came: no GPS question.
    expect(await page.getByText(GPS_OFF).count()).toBe(0);
    await screenshot(page, `app-start-dynamic-link-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves an app on the newest release alone and goes straight to /main after the first run', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addInitScript(
      fakeShell({
        appVersion: '1.2.0',
        firstInfo: 1,
        location: { code: 1, lat: 37.5, lng: 127.03 },
        dynamicLink: 'https://elsewhere.example.com/phish',
      }),
    );
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/main`, { timeout: 20_000 });
    await page.waitForTimeout(1_500);
    // No update offered, and another site's link is not followed.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/main');

    expect(errors).toEqual([]);
    await context.close();
  });
});
