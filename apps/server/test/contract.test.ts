import { API, type ApiRoute } from '@ansim/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-tree.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
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

// The intro's answers (release rows, the configured fallback) are in app-content.test.ts.
describe('POST /common/intro', () => {
  it('refuses a device field longer than its column', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/common/intro',
      payload: { device: { appVersion: '1'.repeat(21) } },
    });
    expect(res.statusCode).toBe(400);
  });
});
