import { API, type ApiRoute } from '@ansim/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-tree.ts';

let ctx: TestContext;
let withRelease: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  withRelease = await createTestApp({
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
  await withRelease.close();
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('the one contract', () => {
  it('is what the server registers: every route of API, and no route outside it', () => {
    const contract = (Object.values(API) as ApiRoute[]).map(key).sort();
    const served = registeredRoutes(ctx.app).map(key).sort();
    expect(served).toEqual(contract);
    expect(new Set(contract).size).toBe(contract.length);
  });

  it('documents every route with its schemas in /docs', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    for (const route of Object.values(API) as ApiRoute[]) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()]?.summary, key(route)).toBe(route.summary);
    }
  });
});

describe('POST /common/intro', () => {
  const intro = (app: TestContext, device?: Record<string, string>) =>
    app.app
      .inject({ method: 'POST', url: '/common/intro', payload: device ? { device, userNo: null } : {} })
      .then((r) => r.json<{ code: number; entity: { version: unknown } }>());

  it('offers nothing while no release is configured', async () => {
    expect(await intro(ctx, { appVersion: '1.0.0', os: 'android' })).toMatchObject({
      code: 1,
      entity: { version: null },
    });
  });

  it('forces an update below the minimum version and offers it above, with the store of the platform', async () => {
    expect((await intro(withRelease, { appVersion: '1.9.9', os: 'iOS 18' })).entity.version).toEqual({
      version: '2.3.0',
      isForce: true,
      storeUrl: 'https://apps.example.com/ansim',
    });
    expect((await intro(withRelease, { appVersion: '2.0.0', os: 'Android 15' })).entity.version).toEqual({
      version: '2.3.0',
      isForce: false,
      storeUrl: 'https://play.example.com/ansim',
    });
    // '2.10.0' is after '2.3.0' when read as numbers, not as text.
    expect((await intro(withRelease, { appVersion: '2.10.0', os: 'android' })).entity.version).toMatchObject({
      isForce: false,
    });
    // An app that does not say its version is treated as old.
    expect((await intro(withRelease)).entity.version).toMatchObject({ isForce: true });
  });

  it('refuses a device field longer than its column', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/common/intro',
      payload: { device: { appVersion: '1'.repeat(21) } },
    });
    expect(res.statusCode).toBe(400);
  });
});
