import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/* The saved-search calls (issue 18 §1): signed-in only, own rows only, the cap held under parallel saves. */

let ctx: TestContext;
let user01: Caller;
let broker01: Caller;

interface Answer {
  code: number;
  message: string;
  entity: {
    searchNo: number;
    name: string;
    filter: Record<string, string>;
    enabled: boolean;
    frequency: string;
  } | null;
}

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller | null,
  payload?: object,
) => {
  const res = await ctx.app.inject({ method, url, headers: caller?.headers ?? {}, payload });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const create = (caller: Caller, body: object) => call('POST', '/api/savedSearch', caller, body);

beforeAll(async () => {
  ctx = await createTestApp();
  user01 = await signIn(ctx.app, 'user01');
  broker01 = await signIn(ctx.app, 'broker01');
});
afterAll(async () => {
  await ctx?.close();
});

describe('saved searches API', () => {
  it('keeps the canonical filter the search API takes, dropping screen keys', async () => {
    const { status, body } = await create(user01, {
      name: '강남 월세',
      frequency: 'DAILY',
      filter: {
        saleAddr: ' 강남구 ',
        types: 'MONTHLY',
        roomGroup: '',
        maxMonthlyPrice: '70',
        page: '3',
        sort: 'PRICE_ASC',
        limit: '-1',
        buildingTypes: 'VILLA,APARTMENT,OFFICETELS,ONE_ROOM',
      },
    });
    expect(status).toBe(200);
    expect(body.entity).toMatchObject({
      name: '강남 월세',
      frequency: 'DAILY',
      enabled: true,
      // Every building type is all of them, as the search reads it.
      filter: { saleAddr: '강남구', types: 'MONTHLY', maxMonthlyPrice: '70' },
    });
    const list = await call('GET', '/api/savedSearch', user01);
    expect(list.status).toBe(200);
    const entity = list.body.entity as unknown as { list: { searchNo: number }[]; cap: number };
    expect(entity.list.map((s) => s.searchNo)).toContain(body.entity!.searchNo);
    expect(entity.cap).toBe(20);
  });

  it('refuses bad input with a Korean 400', async () => {
    const cases: [object, RegExp][] = [
      [{ name: '', filter: {} }, /검색 이름/],
      [{ name: '가'.repeat(31), filter: {} }, /30자/],
      [{ name: '코드', filter: { types: 'HOUSE' } }, /types/],
      [{ name: '가격', filter: { minRentPrice: '5', maxRentPrice: '1' } }, /maxRentPrice/],
      [{ name: '지역', filter: { saleAddr: '부산 해운대구' } }, /지역/],
      [{ name: '주기', filter: {}, frequency: 'WEEKLY' }, /알림 주기/],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await create(user01, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
    const empty = await call('PATCH', '/api/savedSearch/1', user01, {});
    expect(empty.status).toBe(400);
  });

  it('answers a visitor 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/savedSearch'],
      ['POST', '/api/savedSearch'],
      ['PATCH', '/api/savedSearch/1'],
      ['DELETE', '/api/savedSearch/1'],
    ] as const) {
      const payload =
        method === 'POST' ? { name: 'x', filter: {} } : method === 'PATCH' ? { enabled: false } : undefined;
      const { status, body } = await call(method, url, null, payload);
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.message).toBe('로그인이 필요합니다.');
    }
  });

  it("reads another user's search as missing", async () => {
    const mine = (await create(user01, { name: '내 검색', filter: { saleAddr: '수원' } })).body.entity!;
    const update = await call('PATCH', `/api/savedSearch/${mine.searchNo}`, broker01, { enabled: false });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('저장한 검색을 찾을 수 없습니다.');
    expect((await call('DELETE', `/api/savedSearch/${mine.searchNo}`, broker01)).status).toBe(404);
    const theirs = await call('GET', '/api/savedSearch', broker01);
    const list = (theirs.body.entity as unknown as { list: { searchNo: number }[] }).list;
    expect(list.map((s) => s.searchNo)).not.toContain(mine.searchNo);
    // The owner changes and deletes it.
    const changed = await call('PATCH', `/api/savedSearch/${mine.searchNo}`, user01, {
      name: '수원 전체',
      enabled: false,
      frequency: 'DAILY',
    });
    expect(changed.body.entity).toMatchObject({ name: '수원 전체', enabled: false, frequency: 'DAILY' });
    expect((await call('DELETE', `/api/savedSearch/${mine.searchNo}`, user01)).status).toBe(200);
    expect((await call('DELETE', `/api/savedSearch/${mine.searchNo}`, user01)).status).toBe(404);
  });

  it('holds the cap of 20 under 30 parallel saves', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        create(broker01, { name: `검색 ${i}`, filter: { saleAddr: '강남구' } }),
      ),
    );
    const saved = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(saved).toHaveLength(20);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.message).toBe('검색 조건은 20개까지 저장할 수 있습니다.');
    const rows = await ctx.handle.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userNo, broker01.userNo));
    expect(rows).toHaveLength(20);
  });
});
