import {
  APP_CONTENT_MESSAGES,
  type AppVersionInfo,
  type Banner,
  ERRORS,
  type IntroEntity,
} from '@ansim/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions, banners, boards } from '../src/db/schema/index.ts';
import { DEMO_POPUP_NOTICE_TITLE } from '../src/db/seed/app-content.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The main popup and the app's releases (issue 16 §2, §3, §6; spec 01 §2, §4, §7; spec 02 §7): popups by
 * schedule (a future, an expired and a switched-off one are NOT shown), versions per platform, the force
 * flag, the intro's answer from the rows (and the configured release while a platform has none), and the
 * Korean refusals.
 */

let ctx: TestContext;
let configured: TestContext;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms);

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

async function get<T>(app: TestContext, url: string) {
  const res = await app.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function intro(app: TestContext, device?: Record<string, string>) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/common/intro',
    payload: device ? { device, userNo: null } : {},
  });
  return { status: res.statusCode, body: res.json<Envelope<IntroEntity>>() };
}

type NewBanner = Partial<typeof banners.$inferInsert> & { title: string };
async function addBanner(app: TestContext, row: NewBanner): Promise<number> {
  const [inserted] = await app.handle.db
    .insert(banners)
    .values({ contentText: '내용', ...row })
    .returning({ bannerNo: banners.bannerNo });
  return inserted!.bannerNo;
}

beforeAll(async () => {
  ctx = await createTestApp();
  configured = await createTestApp({
    env: {
      APP_LATEST_VERSION: '2.3.0',
      APP_MIN_VERSION: '2.0.0',
      APP_STORE_URL_IOS: 'https://apps.example.com/ansim',
      APP_STORE_URL_ANDROID: 'https://play.example.com/ansim',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await configured.close();
});

describe('GET /api/banner/detail', () => {
  it('shows the demo popup, which opens the pinned notice the seed wrote', async () => {
    const { status, body } = await get<Banner[]>(ctx, '/api/banner/detail');
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const [notice] = await ctx.handle.db
      .select({ boardNo: boards.boardNo })
      .from(boards)
      .where(and(eq(boards.boardType, 'NOTICE'), eq(boards.title, DEMO_POPUP_NOTICE_TITLE)));
    expect(notice).toBeDefined();
    expect(body.entity).toEqual([
      expect.objectContaining({ boardType: 'NOTICE', link: String(notice!.boardNo), linkType: false }),
    ]);
  });

  it('shows only popups switched on and inside their window, in their order', async () => {
    const showing = await addBanner(ctx, {
      title: '지금 게시 중',
      boardType: 'GUIDE',
      startAt: at(-HOUR),
      endAt: at(DAY),
      sort: 0,
    });
    const openEnded = await addBanner(ctx, {
      title: '끝나는 날 없음',
      boardType: 'SERVICE',
      imageUrl: '/images/popup.png',
      contentText: null,
      startAt: at(-DAY),
      sort: 5,
    });
    const future = await addBanner(ctx, { title: '내일부터', startAt: at(DAY), sort: -1 });
    const expired = await addBanner(ctx, {
      title: '어제 끝남',
      startAt: at(-3 * DAY),
      endAt: at(-DAY),
      sort: -1,
    });
    const switchedOff = await addBanner(ctx, {
      title: '사용 안 함',
      startAt: at(-DAY),
      isActive: false,
      sort: -1,
    });
    const justEnded = await addBanner(ctx, {
      title: '방금 끝남',
      startAt: at(-DAY),
      endAt: at(-1000),
      sort: -1,
    });

    const { body } = await get<Banner[]>(ctx, '/api/banner/detail');
    const nos = body.entity.map((b) => b.bannerNo);
    expect(nos).toContain(showing);
    expect(nos).toContain(openEnded);
    for (const hidden of [future, expired, switchedOff, justEnded]) expect(nos).not.toContain(hidden);
    // sort, then number: 0 before the seeded popup's 1, before 5.
    expect(nos.indexOf(showing)).toBeLessThan(nos.indexOf(openEnded));
    expect(body.entity.find((b) => b.bannerNo === openEnded)).toMatchObject({
      imageUrl: '/images/popup.png',
      contentText: null,
      boardType: 'SERVICE',
      endAt: null,
    });
  });

  it('refuses a NOTICE popup without a notice number, a popup with neither picture nor text, and a window that ends before it starts', async () => {
    await expect(
      addBanner(ctx, { title: '공지', boardType: 'NOTICE', link: 'https://example.com' }),
    ).rejects.toThrow();
    await expect(addBanner(ctx, { title: '공지 번호 없음', boardType: 'NOTICE' })).rejects.toThrow();
    await expect(addBanner(ctx, { title: '빈 팝업', contentText: null })).rejects.toThrow();
    await expect(addBanner(ctx, { title: '거꾸로', startAt: at(DAY), endAt: at(-DAY) })).rejects.toThrow();
    await expect(
      addBanner(ctx, { title: '외부 그림', imageUrl: 'http://insecure.example.com/a.png' }),
    ).rejects.toThrow();
  });
});

describe('GET /api/version', () => {
  it('answers the newest release of each platform, compared as numbers', async () => {
    await ctx.handle.db.insert(appVersions).values([
      // '1.10.0' is after '1.9.0' as numbers, though not as text.
      { platform: 'ANDROID', version: '1.10.0', releasedAt: at(-HOUR) },
      { platform: 'ANDROID', version: '1.9.0', releasedAt: at(-2 * HOUR) },
      // Not out yet: not offered.
      { platform: 'ANDROID', version: '9.0.0', releasedAt: at(DAY), isForce: true },
    ]);
    const android = await get<AppVersionInfo>(
      ctx,
      '/api/version?appType=RESERVATION&devicePlatformType=ANDROID',
    );
    expect(android.status).toBe(200);
    expect(android.body.entity).toMatchObject({
      appType: 'RESERVATION',
      devicePlatformType: 'ANDROID',
      version: '1.10.0',
      isForce: false,
      storeUrl: expect.stringMatching(/^https:\/\/play\.google\.com\//),
    });
    const ios = await get<AppVersionInfo>(ctx, '/api/version?appType=RESERVATION&devicePlatformType=IOS');
    expect(ios.body.entity).toMatchObject({ devicePlatformType: 'IOS', version: '1.2.0', isForce: false });
    const web = await get<AppVersionInfo>(ctx, '/api/version?devicePlatformType=web');
    expect(web.body.entity).toMatchObject({ devicePlatformType: 'WEB', version: '1.2.0', storeUrl: null });
  });

  it('says whether the asking app must update: below a forced release it must, above it not', async () => {
    const ask = (appVersion: string) =>
      get<AppVersionInfo>(ctx, `/api/version?devicePlatformType=IOS&appVersion=${appVersion}`);
    expect((await ask('0.9.5')).body.entity.isForce).toBe(true);
    expect((await ask('1.0.0')).body.entity.isForce).toBe(false);
    expect((await ask('1.1.0')).body.entity).toMatchObject({ version: '1.2.0', isForce: false });
  });

  it('answers null for a platform with nothing released', async () => {
    await ctx.handle.db.delete(appVersions).where(eq(appVersions.platform, 'WEB'));
    const { status, body } = await get<AppVersionInfo | null>(ctx, '/api/version?devicePlatformType=WEB');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, entity: null });
  });

  it('refuses a bad platform, a missing one, another app type and a bad version, in Korean', async () => {
    for (const [query, message] of [
      ['devicePlatformType=WINDOWS', APP_CONTENT_MESSAGES.badPlatform],
      ['appType=RESERVATION', APP_CONTENT_MESSAGES.needPlatform],
      ['appType=SHOP&devicePlatformType=IOS', APP_CONTENT_MESSAGES.badAppType],
      ['devicePlatformType=IOS&appVersion=1.0;drop', APP_CONTENT_MESSAGES.badVersion],
      [`devicePlatformType=IOS&appVersion=${'1'.repeat(21)}`, null],
    ] as const) {
      const { status, body } = await get<null>(ctx, `/api/version?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(body.message).toMatch(/[가-힣]/);
      if (message) expect(body.message).toContain(message);
    }
  });
});

describe('POST /common/intro', () => {
  it('offers the newest release of the device platform, forced below a forced release', async () => {
    // The seeded releases: 1.0.0 forced, 1.2.0 the newest (iOS here: the Android rows changed above).
    expect((await intro(ctx, { appVersion: '0.9.0', os: 'iOS 18' })).body.entity.version).toEqual({
      version: '1.2.0',
      isForce: true,
      storeUrl: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    });
    expect(
      (await intro(ctx, { appVersion: '1.1.0', deviceType: 'iPhone' })).body.entity.version,
    ).toMatchObject({ version: '1.2.0', isForce: false });
    expect((await intro(ctx, { appVersion: '1.2.0', os: 'iOS 18' })).body.entity.version).toMatchObject({
      version: '1.2.0',
      isForce: false,
    });
    // An app that does not say its version counts as the oldest.
    expect((await intro(ctx, { os: 'iOS 18' })).body.entity.version).toMatchObject({ isForce: true });
  });

  it('follows the rows as the operator edits them: a new forced release forces everyone below it', async () => {
    await ctx.handle.db
      .insert(appVersions)
      .values({ platform: 'IOS', version: '1.3.0', isForce: true, releasedAt: at(-1000) });
    expect((await intro(ctx, { appVersion: '1.2.0', os: 'iOS 18' })).body.entity.version).toMatchObject({
      version: '1.3.0',
      isForce: true,
    });
  });

  it('falls back to the configured release for a platform without rows, and offers nothing without either', async () => {
    await configured.handle.db.delete(appVersions);
    expect((await intro(configured, { appVersion: '1.9.9', os: 'iOS 18' })).body.entity.version).toEqual({
      version: '2.3.0',
      isForce: true,
      storeUrl: 'https://apps.example.com/ansim',
    });
    expect((await intro(configured, { appVersion: '2.0.0', os: 'Android 15' })).body.entity.version).toEqual({
      version: '2.3.0',
      isForce: false,
      storeUrl: 'https://play.example.com/ansim',
    });
    // WEB has no rows here (deleted above) and ctx has no configured release.
    const none = await intro(ctx, { appVersion: '1.0.0', os: 'Windows' });
    expect(none.body).toMatchObject({ code: 1, entity: { version: null } });
  });

  it('refuses a device field longer than its column, in Korean', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/common/intro',
      payload: { device: { appVersion: '1'.repeat(21) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toMatch(/appVersion/);
  });
});
