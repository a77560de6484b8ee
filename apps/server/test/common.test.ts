import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/** Group codes that product.md §A3 lists; the code list must serve every one of them. */
const SPEC_GROUPS = [
  'SALE_TYPE',
  'TYPE',
  'SELL',
  'RENT',
  'MONTHLY_DEPOSIT',
  'MONTHLY',
  'ROOM',
  'AREA',
  'FLOOR',
  'BUILD_TYPE',
  'ROOM_TYPE',
  'HEAT',
  'AC',
  'LIFE',
  'SECURITY',
  'ETC',
  'RATE',
  'CATEGORY',
  'DERECTION',
  'TOILET',
  'BOARD_TYPE',
  'JOIN_TYPE',
  'SALE_STATUS',
  'LAWYER_STATUS',
  'LAWYER_EXAM',
  'VISIT',
  'LAWYER_CONFIRM',
  'APPLY_STATUS',
  'USER_TYPE',
  'USER_STATUS',
  'CALCULATE',
  'FAQ',
  'TERMS',
  'INQUIRY',
  'INQUIRY_TYPE',
  'ADMIN_TYPE',
];

interface CodeEntry {
  groupCode: string;
  code: string;
  codeName: string;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /common/codeList', () => {
  it('serves every group code of the spec with Korean names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/codeList' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; entity: CodeEntry[] }>();
    expect(body.code).toBe(1);
    const groups = new Set(body.entity.map((c) => c.groupCode));
    for (const group of SPEC_GROUPS) expect(groups, group).toContain(group);
    for (const entry of body.entity) expect(entry.codeName).toMatch(/[가-힣A-Za-z0-9]/);
  });

  it('narrows to one group, in the order of the code table', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=SALE_TYPE' });
    const body = res.json<{ entity: CodeEntry[] }>();
    expect(body.entity.map((c) => [c.code, c.codeName])).toEqual([
      ['SALE', '매매'],
      ['RENT', '전세'],
      ['MONTHLY', '월세'],
    ]);
  });

  it('answers an unknown group with an empty list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=NO_SUCH_GROUP' });
    expect(res.json()).toEqual({ code: 1, message: '성공', entity: [] });
  });

  it('refuses a malformed group code with a 400 envelope naming the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=drop%20table' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; message: string; entity: { issues: { field: string }[] } }>();
    expect(body.code).toBe(-400);
    expect(body.message).toMatch(/^groupCode: /);
    expect(body.entity.issues[0]?.field).toBe('groupCode');
  });
});

describe('GET /common/subwayList', () => {
  it('finds stations by the start of their name, one entry per line', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/common/subwayList?name=${encodeURIComponent('강남')}`,
    });
    const body = res.json<{ entity: { name: string; line: string; lat: number }[] }>();
    const gangnam = body.entity.filter((s) => s.name === '강남').map((s) => s.line);
    expect(gangnam.sort()).toEqual(['2호선', '신분당선']);
    expect(body.entity.every((s) => s.name.startsWith('강남'))).toBe(true);
    expect(body.entity.find((s) => s.name === '강남')?.lat).toBeCloseTo(37.497, 2);
  });

  it('keeps one row for a station the open data lists twice', async () => {
    const url = `/common/subwayList?name=${encodeURIComponent('남태령')}`;
    const body = (await ctx.app.inject({ method: 'GET', url })).json<{ entity: unknown[] }>();
    expect(body.entity).toHaveLength(1);
  });

  it('filters by line', async () => {
    const url = `/common/subwayList?line=${encodeURIComponent('신림선')}`;
    const body = (await ctx.app.inject({ method: 'GET', url })).json<{ entity: { line: string }[] }>();
    expect(body.entity.length).toBe(11);
    expect(body.entity.every((s) => s.line === '신림선')).toBe(true);
  });

  it('treats a typed % as a character, not a wildcard', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/common/subwayList?name=%25' })).json<{
      entity: unknown[];
    }>();
    expect(body.entity).toEqual([]);
  });

  it('refuses a name longer than 30 characters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/common/subwayList?name=${'역'.repeat(31)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('name: 역 이름은 30자 이내로 입력해주세요.');
  });
});
