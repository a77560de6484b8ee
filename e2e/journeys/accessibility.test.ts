import { matchWebPage, WEB_PAGES } from '@ansim/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeScan } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, dropExpectedHttpErrors, signInWithId } from './accounts-steps.ts';

/*
 * Every screen of the route table (apps/web/src/app/routes/routes.tsx), as the user it is for, at both
 * sizes, through axe-core: no serious or critical violation anywhere (P6, P15 §6), nor a heading or landmark
 * problem. Dialogs that belong to a screen are opened where that costs a click, and the map is checked
 * open, zoomed out and at street zoom. One browser context per user and size. The list of visits is held to
 * the route table: @ansim/domain's WEB_PAGES, which a web test keeps equal to routes.tsx, so a route added
 * without a visit here fails the first test below.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let saleNo = 0;
/** broker01 and a listing of theirs, for the owner's view of the detail (no heart). */
let brokerUserNo = 0;
let brokerSaleNo = 0;
/** Two listings for 비교함, so /compare shows its table rather than its empty state. */
let comparePicks: { saleNo: number; title: string }[] = [];

const DEMO_PASSWORD = 'ansim2580!';
const gangnamList = `/search/list?saleAddr=${encodeURIComponent('강남구')}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // A real listing for the detail routes, and one of broker01's for the /:salesNo/:userNo form.
  const res = await fetch(`${baseUrl}/api/search/sale/list?saleAddr=${encodeURIComponent('강남구')}&limit=1`);
  const body = (await res.json()) as { entity: { list: { saleNo: number }[] } };
  saleNo = body.entity.list[0]?.saleNo ?? 1;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'broker01', password: DEMO_PASSWORD }),
  });
  brokerUserNo = ((await login.json()) as { entity: { userNo: number } }).entity.userNo;
  const market = await fetch(`${baseUrl}/api/search/sale/list?limit=100`);
  const listings = (
    (await market.json()) as { entity: { list: { saleNo: number; userNo: number; title: string }[] } }
  ).entity.list;
  brokerSaleNo = listings.find((listing) => listing.userNo === brokerUserNo)?.saleNo ?? saleNo;
  comparePicks = listings.slice(0, 2).map(({ saleNo: no, title }) => ({ saleNo: no, title }));
});
afterAll(async () => {
  await browser.close();
});

interface Visit {
  path: string;
  /** What the screen is called in a failure, when the path alone does not say (a dialog opened on it). */
  name?: string;
  /** Brings up the part of the screen to check (a dialog, the map) after it has loaded. */
  open?: (page: Page) => Promise<void>;
  /**
   * Checks only this part: a dialog or the map over a page that another visit checks whole. A scan of a
   * page of 30 listing cards takes seconds; checking it once per size is enough.
   */
  within?: string;
  /** The document's HTTP status when it is not 200: the server answers an unknown path with 404. */
  status?: 404;
  /** Goes on from the screen the visit before left (the map, zoomed in from there) instead of loading it. */
  stay?: boolean;
  /** Runs on the page the visit before left (same origin) before the path is loaded: stored state. */
  prepare?: (page: Page) => Promise<void>;
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const MAP = '.maplibregl-map';

const withDialog = (path: string, name: string, trigger: (page: Page) => ReturnType<Page['getByRole']>) => ({
  path,
  name,
  within: DIALOG,
  open: async (page: Page) => {
    await trigger(page).first().click();
    await page.locator(DIALOG).first().waitFor();
  },
});

const openMap = async (page: Page) => {
  await page.getByText('지도', { exact: true }).click();
  await page.waitForURL(/view=map/);
};

/** 비교함 as the compare store persists it (shared/compare/compare-store.ts). */
const pickToCompare = async (page: Page) => {
  const stored = JSON.stringify({ state: { picks: comparePicks }, version: 1 });
  // A page script as a string: this project is type-checked without the DOM library.
  await page.evaluate(`localStorage.setItem('ansim.compare', ${JSON.stringify(stored)})`);
};

/** Screens anyone can open, checked as a visitor. */
const visitorVisits = (): Visit[] => [
  // The gateway's splash, then the screen it leads a first visit to.
  { path: '/', name: 'the gateway and where it leads' },
  { path: '/auth' },
  { path: '/main' },
  { path: '/safetyCheck' },
  { path: '/search' },
  { path: gangnamList },
  {
    path: gangnamList,
    name: 'search list, the map with region bubbles',
    within: MAP,
    open: async (page) => {
      await openMap(page);
      await page
        .getByRole('button', { name: /^\S+ [\d,]+개 매물/ })
        .first()
        .waitFor({ timeout: 15_000 });
    },
  },
  {
    path: gangnamList,
    name: 'search list, the map at street zoom',
    within: MAP,
    stay: true,
    open: async (page) => {
      const dong = page.getByRole('button', { name: /^\S+동 [\d,]+개 매물/ }).filter({ visible: true });
      await dong.first().click({ timeout: 15_000 });
      // Listing pills, stations and 동 names: the map's text at street zoom.
      await page.locator('[data-place="station"]').first().waitFor({ timeout: 15_000 });
    },
  },
  withDialog(gangnamList, 'search list, the full filter', (page) =>
    page.getByRole('button', { name: '전체 필터' }),
  ),
  withDialog(gangnamList, 'search list, the grade guide', (page) =>
    page.getByRole('button', { name: '안전등급이란?' }),
  ),
  withDialog(gangnamList, 'search list, the sign-in confirm of a like', (page) =>
    page.getByRole('button', { name: /관심매물 등록$/ }),
  ),
  { path: '/login' },
  withDialog('/login', 'login, the sign-up chooser', (page) =>
    page.getByRole('main').getByRole('button', { name: '회원가입' }),
  ),
  { path: '/signUp' },
  { path: '/signUp/agreement' },
  withDialog('/signUp/agreement', 'sign-up agreement, a terms dialog', (page) =>
    page.getByRole('button', { name: /내용 보기$/ }),
  ),
  { path: '/signUp/GENERAL' },
  { path: '/signUp/BROKER' },
  { path: '/signUp/BROKER/broker_info' },
  { path: '/signUp/LAWYER/lawyer_info' },
  { path: '/signUp/GENERAL/active' },
  { path: '/signUp/BROKER/pending' },
  { path: '/find/id' },
  { path: '/find/password' },
  { path: '/auth/callback/K' },
  { path: '/myPage' },
  { path: '/myPage/guide' },
  { path: '/myPage/notice' },
  { path: '/myPage/notice/1' },
  { path: '/myPage/faq' },
  { path: '/myPage/terms' },
  { path: '/myPage/terms/service' },
  { path: '/myPage/terms/privacy' },
  { path: '/myPage/terms/gps' },
  { path: '/inquiry' },
  { path: '/compare', name: '/compare, empty' },
  { path: `/salesManagement/salesDetail/${saleNo}` },
  withDialog(`/salesManagement/salesDetail/${saleNo}`, 'listing detail, the fee view', (page) =>
    page.getByRole('button', { name: '관리비 자세히' }),
  ),
  withDialog(`/salesManagement/salesDetail/${saleNo}`, 'listing detail, the grade guide', (page) =>
    page
      .getByRole('region', { name: '안전등급', exact: true })
      .getByRole('button', { name: '안전등급이란?' }),
  ),
  { path: '/no/such/page', status: 404 },
];

/** A signed-in member's own screens, and the home that greets them (the list differs only in its hearts). */
const memberVisits = (): Visit[] => [
  { path: '/main' },
  { path: '/wishList' },
  { path: '/myPage' },
  withDialog('/myPage', 'my page, the withdrawal dialog', (page) =>
    page.getByRole('button', { name: '회원 탈퇴' }),
  ),
  withDialog('/myPage', 'my page, the sign-out confirm', (page) =>
    page.getByRole('button', { name: '로그아웃' }),
  ),
  { path: '/myPage/profile' },
  { path: '/myPage/profile/success' },
  { path: '/myPage/alarm' },
  { path: '/myPage/sales' },
  { path: '/myPage/inquiry' },
  { path: '/myPage/inquiry/0' },
  { path: '/myPage/savedSearch' },
  { path: '/notifications' },
  { path: '/compare', name: '/compare, two listings side by side', prepare: pickToCompare },
];

const SALE_STEPS = ['locationInfo', 'gradeInfo', 'roomInfo', 'extraInfo', 'detailInfo'] as const;

/**
 * A broker's screens: the registration's five steps, and the same step page under 수정 and 임시저장 once
 * each (one component, the step bar the only difference). /myPage shows the broker's navigation.
 */
const brokerVisits = (): Visit[] => [
  { path: '/myPage' },
  { path: '/salesManagement' },
  { path: '/salesManagement/adDetail' },
  { path: `/salesManagement/salesDetail/${brokerSaleNo}/${brokerUserNo}` },
  ...SALE_STEPS.map((step): Visit => ({ path: `/salesManagement/regist/${step}` })),
  { path: '/salesManagement/salesModify/roomInfo' },
  { path: '/salesManagement/storage/detailInfo' },
  { path: '/salesManagement/regist/complete' },
  { path: '/salesManagement/salesModify/complete' },
];

const lawyerVisits = (): Visit[] => [
  { path: '/myPage' },
  { path: '/approval' },
  { path: '/approval/settlement' },
  // A lawyer's detail carries the review panel (sale-detail/lawyer).
  { path: `/salesManagement/salesDetail/${saleNo}`, name: 'listing detail with the lawyer’s review panel' },
];

/** The operator console (issue 17), as admin01. */
const adminVisits = (): Visit[] =>
  ['', '/members', '/grades', '/reports', '/content', '/quotas', '/inquiries', '/audit'].map((tab) => ({
    path: `/admin${tab}`,
  }));

/**
 * Pages of the route table not visited on purpose, each with the visited page that draws the same screen.
 * The sale form's step page is one component for the three flows (only the step bar's title differs), so
 * each step is checked under 등록 and the other flows once each (brokerVisits).
 */
const SAME_SCREEN: Record<string, { as: string; why: string }> = {
  '/salesManagement/regist': { as: '/salesManagement/regist/locationInfo', why: 'only redirects there' },
  ...Object.fromEntries(
    (['salesModify', 'storage'] as const)
      .flatMap((flow) => SALE_STEPS.map((step) => [flow, step] as const))
      // The two that brokerVisits checks under their own flow.
      .filter(([flow, step]) => !(flow === 'salesModify' && step === 'roomInfo'))
      .filter(([flow, step]) => !(flow === 'storage' && step === 'detailInfo'))
      .map(([flow, step]) => [
        `/salesManagement/${flow}/${step}`,
        { as: `/salesManagement/regist/${step}`, why: 'the same step page under another flow' },
      ]),
  ),
};

/**
 * Waits until the screen has drawn what it loads: the route's module (the page heading), the request
 * spinner gone, nothing marked busy, the web font in.
 */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.locator('[data-variant], [aria-busy="true"]').first().waitFor({ state: 'detached' });
  // A page script as a string: this project is type-checked without the DOM library.
  await page.evaluate('document.fonts.ready.then(() => true)');
}

const USERS = [
  { who: 'a visitor', id: null, visits: visitorVisits },
  { who: 'user01', id: 'user01', visits: memberVisits },
  { who: 'broker01', id: 'broker01', visits: brokerVisits },
  { who: 'lawyer01', id: 'lawyer01', visits: lawyerVisits },
  { who: 'admin01', id: 'admin01', visits: adminVisits },
] as const;

/** The route pattern a visit's path draws; null for a path that is no page (the not-found page). */
const patternOf = (visitPath: string): string | null => matchWebPage(visitPath)?.page.pattern ?? null;

describe('the visits', () => {
  it('cover every page of the route table, or name the visited page that draws the same screen', () => {
    const visited = new Set(USERS.flatMap((user) => user.visits().map((visit) => patternOf(visit.path))));
    const missing = WEB_PAGES.map((page) => page.pattern).filter(
      (pattern) => !visited.has(pattern) && !SAME_SCREEN[pattern],
    );
    expect(missing, 'pages of routes.tsx that no visit checks').toEqual([]);
    // No stale excuse: each names a page of the table that is not visited, standing in for one that is.
    for (const [pattern, { as }] of Object.entries(SAME_SCREEN)) {
      expect(patternOf(pattern), pattern).toBe(pattern);
      expect(visited.has(pattern), `${pattern} is visited; drop it from SAME_SCREEN`).toBe(false);
      expect(visited.has(as), `${pattern} stands in for ${as}, which no visit checks`).toBe(true);
    }
    // And the not-found page, which no pattern names.
    expect(visited.has(null)).toBe(true);
  });
});

/** A visitor's 45 screens take a minute or two on a busy two-core machine; the others far less. */
const TIMEOUT = 240_000;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('every screen on %s', (viewport) => {
  it.each(USERS)(
    'has no serious or critical axe violation for $who',
    { timeout: TIMEOUT },
    async ({ id, visits }) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await actAsOwnClient(context, page);
      if (id) {
        await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }

      // Every screen is checked before the test fails, so that one run lists every violation.
      const failures: string[] = [];
      for (const visit of visits()) {
        if (!visit.stay) {
          if (visit.prepare) {
            // The store is read when the app starts: written on the origin, before the visit loads it.
            if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/health`);
            await visit.prepare(page);
          }
          const mark = errors.length;
          const response = await page.goto(`${baseUrl}${visit.path}`);
          expect(response?.status(), visit.path).toBe(visit.status ?? 200);
          // Chromium logs the 404 of the document as a console error; it is the answer asked for.
          if (visit.status) dropExpectedHttpErrors(errors, mark, visit.status);
          await settle(page);
        }
        if (visit.open) {
          await visit.open(page);
          await settle(page);
        }
        const { violations, summary } = await axeScan(page, visit.within);
        if (violations.length > 0) failures.push(`${visit.name ?? visit.path} (${viewport})\n${summary}`);
      }

      expect(failures.join('\n'), 'axe violations').toBe('');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
