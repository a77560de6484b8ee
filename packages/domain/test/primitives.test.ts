import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INT4_MAX,
  intColumn,
  likeBodySchema,
  likeListQuerySchema,
  limitParam,
  loginBodySchema,
  MAX_PAGE,
  modifyUserBodySchema,
  pageParam,
  queryInt,
  queryIntList,
  queryText,
  subwayListQuerySchema,
  text,
  userListQuerySchema,
  userNoParamsSchema,
  withdrawalBodySchema,
  withObject,
  withTopic,
} from '../src/contract/index.ts';
import { nameSchema, searchFilterQuerySchema } from '../src/index.ts';

const HANGUL = /[가-힣]/;
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('intColumn', () => {
  const saleNo = intColumn('saleNo');

  it('takes 2147483647 and refuses 2147483648, as JSON numbers and as text', () => {
    expect(saleNo.parse(2147483647)).toBe(INT4_MAX);
    expect(saleNo.parse('2147483647')).toBe(INT4_MAX);
    expect(saleNo.safeParse(2147483648).success).toBe(false);
    expect(saleNo.safeParse('2147483648').success).toBe(false);
    expect(messageOf(saleNo, '2147483648')).toBe('saleNo는 2147483647 이하의 숫자로 입력해주세요.');
    expect(messageOf(saleNo, '99999999999999999999999')).toBe(
      'saleNo는 2147483647 이하의 숫자로 입력해주세요.',
    );
  });

  it("refuses '1e+23', 1e23, 2^53 and other numbers that are not plain decimal integers", () => {
    for (const bad of ['1e+23', '1e3', '0x10', '1.5', 'NaN', 'Infinity', '', ' ', '+-1', '１２']) {
      expect(saleNo.safeParse(bad).success, bad).toBe(false);
    }
    for (const bad of [1e23, 2 ** 53, 1.5, Number.NaN])
      expect(saleNo.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('refuses arrays, booleans, objects and null instead of coercing them', () => {
    for (const bad of [['12'], [12], true, {}, null]) {
      const message = messageOf(saleNo, bad);
      expect(message, JSON.stringify(bad)).toBe('saleNo는 1 이상의 숫자로 입력해주세요.');
    }
  });

  it('keeps its lower bound and asks for a missing value', () => {
    expect(saleNo.parse(' 12 ')).toBe(12);
    expect(messageOf(saleNo, '0')).toBe('saleNo는 1 이상의 숫자로 입력해주세요.');
    expect(messageOf(saleNo, -1)).toBe('saleNo는 1 이상의 숫자로 입력해주세요.');
    expect(messageOf(saleNo, undefined)).toBe('saleNo를 입력해주세요.');
    expect(intColumn('floor', { min: -10, max: 200 }).parse('-3')).toBe(-3);
    expect(messageOf(intColumn('limit', { min: 1, max: 100 }), 101)).toBe(
      'limit는 1~100 사이의 숫자로 입력해주세요.',
    );
  });

  it('cannot be declared wider than an int4 column', () => {
    expect(() => intColumn('n', { max: INT4_MAX + 1 })).toThrow();
  });
});

describe('queryInt and queryIntList', () => {
  it("reads '' and absence as unset and refuses the rest like intColumn", () => {
    const price = queryInt('maxSellPrice', { min: 0 });
    expect(price.parse(undefined)).toBeUndefined();
    expect(price.parse('')).toBeUndefined();
    expect(price.parse('0')).toBe(0);
    expect(price.parse('2147483647')).toBe(INT4_MAX);
    expect(messageOf(price, '2147483648')).toBe('maxSellPrice는 2147483647 이하의 숫자로 입력해주세요.');
    expect(messageOf(price, '1e+23')).toBe('maxSellPrice는 0 이상의 숫자로 입력해주세요.');
    expect(messageOf(price, ['1', '2'])).toBe('maxSellPrice는 0 이상의 숫자로 입력해주세요.');
  });

  it('bounds every listing number of a list', () => {
    const nos = queryIntList('nos', { maxItems: 3 });
    expect(nos.parse('11,12')).toEqual([11, 12]);
    expect(nos.parse(['11', '12'])).toEqual([11, 12]);
    expect(nos.parse(undefined)).toEqual([]);
    expect(nos.safeParse('1,2147483648').success).toBe(false);
    expect(nos.safeParse('1,1e+23').success).toBe(false);
    expect(nos.safeParse('1,2,3,4').success).toBe(false);
    expect(messageOf(nos, '0')).toContain('nos는');
  });
});

describe('paging', () => {
  it('bounds page to MAX_PAGE and defaults it to 1', () => {
    const page = pageParam();
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('')).toBe(1);
    expect(page.parse(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(messageOf(page, String(MAX_PAGE + 1))).toBe(`page는 1~${MAX_PAGE} 사이의 숫자로 입력해주세요.`);
    expect(page.safeParse('9007199254740992').success).toBe(false);
    expect(page.safeParse('1e+23').success).toBe(false);
  });

  it('bounds limit to the list’s maximum and defaults it', () => {
    const limit = limitParam(100, 30);
    expect(limit.parse(undefined)).toBe(30);
    expect(limit.parse('100')).toBe(100);
    expect(messageOf(limit, '101')).toBe('limit는 1~100 사이의 숫자로 입력해주세요.');
  });
});

describe('text', () => {
  it('refuses NUL anywhere, naming the field (refused, not stripped)', () => {
    const line = text('line', { max: 30, label: '노선 이름' });
    expect(line.safeParse('2호선\u0000').success).toBe(false);
    expect(messageOf(line, 'a\u0000b')).toBe('노선 이름은 사용할 수 없는 문자(NUL)를 포함할 수 없습니다.');
    expect(messageOf(text('saleAddr', { max: 100 }), '\u0000')).toBe(
      'saleAddr는 사용할 수 없는 문자(NUL)를 포함할 수 없습니다.',
    );
    expect(messageOf(queryText('keyword'), ['a', 'b\u0000'])).toContain('keyword는');
  });

  it('trims, bounds the length and names the field in every message', () => {
    const keyword = text('keyword', { label: '검색어', min: 1, max: 5 });
    expect(keyword.parse('  강남 ')).toBe('강남');
    expect(messageOf(keyword, '   ')).toBe('검색어를 입력해주세요.');
    expect(messageOf(keyword, undefined)).toBe('검색어를 입력해주세요.');
    expect(messageOf(keyword, 12)).toBe('검색어는 문자로 입력해주세요.');
    expect(messageOf(keyword, ['a'])).toBe('검색어는 문자로 입력해주세요.');
    expect(messageOf(keyword, '가나다라마바')).toBe('검색어는 5자 이내로 입력해주세요.');
    expect(text('password', { max: 10, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('chooses the particle by the last syllable', () => {
    expect(withTopic('역 이름')).toBe('역 이름은');
    expect(withTopic('검색어')).toBe('검색어는');
    expect(withObject('아이디')).toBe('아이디를');
    expect(withObject('전화번호')).toBe('전화번호를');
    expect(withTopic('userNo')).toBe('userNo는');
  });
});

describe('contract schemas are built on the primitives', () => {
  it('bounds ids and pages of the API to their columns', () => {
    expect(userNoParamsSchema.safeParse({ userNo: '2147483648' }).success).toBe(false);
    expect(userNoParamsSchema.safeParse({ userNo: '1e+23' }).success).toBe(false);
    expect(userNoParamsSchema.parse({ userNo: '2147483647' }).userNo).toBe(INT4_MAX);
    const like = { isLike: true, userNo: 1 };
    expect(likeBodySchema.safeParse({ ...like, saleNo: 2147483648 }).success).toBe(false);
    expect(likeBodySchema.safeParse({ ...like, saleNo: ['100001'] }).success).toBe(false);
    expect(likeListQuerySchema.safeParse({ userNo: '1', page: '9007199254740992' }).success).toBe(false);
    expect(userListQuerySchema.parse({}).page).toBe(1);
  });

  it('bounds the search filters', () => {
    const bad = (query: Record<string, unknown>) => messageOf(searchFilterQuerySchema, query);
    expect(bad({ saleNo: '2147483648' })).toBe('saleNo는 2147483647 이하의 숫자로 입력해주세요.');
    expect(bad({ maxSellPrice: '1e+23' })).toBe('maxSellPrice는 0 이상의 숫자로 입력해주세요.');
    expect(bad({ page: '9007199254740992' })).toBe(`page는 1~${MAX_PAGE} 사이의 숫자로 입력해주세요.`);
    expect(bad({ nos: '1,2147483648' })).toContain('nos는');
    expect(bad({ saleAddr: '강남\u0000' })).toBe('saleAddr는 사용할 수 없는 문자(NUL)를 포함할 수 없습니다.');
    expect(HANGUL.test(bad({ loginUserNo: '99999999999' }) ?? '')).toBe(true);
  });

  it('refuses NUL in the text fields of the API', () => {
    const nul = 'a\u0000b';
    expect(loginBodySchema.safeParse({ id: nul, password: 'x' }).error?.issues[0]?.path).toEqual(['id']);
    expect(loginBodySchema.safeParse({ id: 'user01', device: { os: nul } }).success).toBe(false);
    expect(subwayListQuerySchema.safeParse({ name: nul }).success).toBe(false);
    expect(modifyUserBodySchema.safeParse({ userNo: 1, company: nul }).success).toBe(false);
    expect(withdrawalBodySchema.safeParse({ reason: nul }).success).toBe(false);
    expect(nameSchema.safeParse(`김${nul}`).success).toBe(false);
  });
});
