import { z } from 'zod';
import {
  AREA_CODES,
  BUILDING_TYPES,
  FLOOR_CODES,
  RATE_CODES,
  ROOM_CODES,
  SALE_STATUSES,
  SALE_TYPES,
} from './codes.ts';
import { pageParam, queryInt, queryIntList, queryText } from './contract/primitives.ts';
import { collapseToAll, SEARCH_SORTS } from './filter-state.ts';
import { STALE_STOP_DAYS } from './freshness.ts';
import { PAGE_SIZES, SEARCH_LIMIT_CAP } from './limits.ts';

/*
 * The search filter on the wire (product.md §A7): the server's parsing of the query the client builds
 * from its filter state (filter-params.ts). Lists are comma-joined and '' means
 * all; unset scalars are ''.
 */

// ---------------------------------------------------------------------------------------------------------
// Server-side parsing of the same parameters

/*
 * Built on the contract's query primitives (contract/primitives.ts): a repeated key counts as 'a,b', NUL
 * is refused, integers are plain decimals bounded to their int4 columns.
 */

const codeList = <T extends string>(field: string, options: readonly T[]) =>
  queryText(field).transform((value, ctx): T[] => {
    const parts = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const unknown = parts.filter((p) => !(options as readonly string[]).includes(p));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${field}는 ${options.join(', ')} 중에서 쉼표로 구분해 입력해주세요.`,
      });
      return z.NEVER;
    }
    return collapseToAll(parts, options);
  });

/** Prices are 만원 in int4 columns. */
const priceBound = (field: string) => queryInt(field, { min: 0 });

const coordinate = (field: string, limit: number) =>
  queryText(field).transform((value, ctx): number | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const n = Number(value.trim());
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      ctx.addIssue({ code: 'custom', message: `${field}는 -${limit}~${limit} 사이의 숫자로 입력해주세요.` });
      return z.NEVER;
    }
    return n;
  });

const oneOf = <T extends string>(field: string, options: readonly T[], fallback: T) =>
  queryText(field).transform((value, ctx): T => {
    if (value === undefined || value.trim() === '') return fallback;
    const trimmed = value.trim();
    if (!(options as readonly string[]).includes(trimmed)) {
      ctx.addIssue({ code: 'custom', message: `${field}는 ${options.join(', ')} 중 하나로 입력해주세요.` });
      return z.NEVER;
    }
    return trimmed as T;
  });

const boundedText = (field: string, max: number) =>
  queryText(field).transform((value, ctx): string => {
    const trimmed = (value ?? '').trim();
    if (trimmed.length > max) {
      ctx.addIssue({ code: 'custom', message: `${field}는 ${max}자 이내로 입력해주세요.` });
      return z.NEVER;
    }
    return trimmed;
  });

const minMax = (
  ctx: z.RefinementCtx,
  min: number | undefined,
  max: number | undefined,
  minField: string,
  maxField: string,
) => {
  if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({
      code: 'custom',
      message: `${maxField}는 ${minField} 이상이어야 합니다.`,
      path: [maxField],
    });
  }
};

/**
 * GET /api/search/sale/list query. Every message names the field, as DESIGN.md asks of bad input. Lists
 * come back as code arrays ([] = all) and bounds as numbers or undefined; `limit` -1 becomes the cap here
 * so that nothing downstream can ask for an unbounded result.
 */
const searchFilterShape = z.object({
  page: pageParam(),
  limit: queryInt('limit', {
    min: -1,
    max: SEARCH_LIMIT_CAP,
    message: `limit는 -1 또는 1~${SEARCH_LIMIT_CAP} 사이의 숫자로 입력해주세요.`,
  }).transform((v, ctx) => {
    if (v === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `limit는 -1 또는 1~${SEARCH_LIMIT_CAP} 사이의 숫자로 입력해주세요.`,
      });
      return z.NEVER;
    }
    return v === undefined ? PAGE_SIZES.search : v === -1 ? SEARCH_LIMIT_CAP : v;
  }),
  status: oneOf('status', SALE_STATUSES, 'ACTIVE'),
  saleAddr: boundedText('saleAddr', 100),
  saleNo: queryInt('saleNo'),
  loginUserNo: queryInt('loginUserNo'),
  buildingTypes: codeList('buildingTypes', BUILDING_TYPES),
  types: codeList('types', SALE_TYPES),
  roomGroup: codeList(
    'roomGroup',
    ROOM_CODES.map((r) => r.code),
  ),
  area: codeList(
    'area',
    AREA_CODES.map((a) => a.code),
  ),
  floor: codeList(
    'floor',
    FLOOR_CODES.map((f) => f.code),
  ),
  safetyGrades: codeList(
    'safetyGrades',
    RATE_CODES.map((r) => r.code),
  ),
  sort: oneOf('sort', SEARCH_SORTS, 'LATEST'),
  minSellPrice: priceBound('minSellPrice'),
  maxSellPrice: priceBound('maxSellPrice'),
  minRentPrice: priceBound('minRentPrice'),
  maxRentPrice: priceBound('maxRentPrice'),
  minMonthlyDepositPrice: priceBound('minMonthlyDepositPrice'),
  maxMonthlyDepositPrice: priceBound('maxMonthlyDepositPrice'),
  minMonthlyPrice: priceBound('minMonthlyPrice'),
  maxMonthlyPrice: priceBound('maxMonthlyPrice'),
  southWestLat: coordinate('southWestLat', 90),
  southWestLng: coordinate('southWestLng', 180),
  northEastLat: coordinate('northEastLat', 90),
  northEastLng: coordinate('northEastLng', 180),
  nos: queryIntList('nos', { maxItems: SEARCH_LIMIT_CAP }),
  /** Confirmed by the broker within this many days (issue 18 §3); absent for any. */
  confirmedWithin: queryInt('confirmedWithin', {
    max: STALE_STOP_DAYS,
    message: `confirmedWithin는 1~${STALE_STOP_DAYS} 사이의 일수로 입력해주세요.`,
  }),
});

const refineSearchFilter = (q: z.output<typeof searchFilterShape>, ctx: z.RefinementCtx) => {
  minMax(ctx, q.minSellPrice, q.maxSellPrice, 'minSellPrice', 'maxSellPrice');
  minMax(ctx, q.minRentPrice, q.maxRentPrice, 'minRentPrice', 'maxRentPrice');
  minMax(
    ctx,
    q.minMonthlyDepositPrice,
    q.maxMonthlyDepositPrice,
    'minMonthlyDepositPrice',
    'maxMonthlyDepositPrice',
  );
  minMax(ctx, q.minMonthlyPrice, q.maxMonthlyPrice, 'minMonthlyPrice', 'maxMonthlyPrice');
  minMax(ctx, q.southWestLat, q.northEastLat, 'southWestLat', 'northEastLat');
  const bounds = [q.southWestLat, q.southWestLng, q.northEastLat, q.northEastLng];
  const given = bounds.filter((b) => b !== undefined).length;
  if (given !== 0 && given !== 4) {
    ctx.addIssue({
      code: 'custom',
      message: '지도 범위는 southWestLat, southWestLng, northEastLat, northEastLng를 모두 입력해주세요.',
    });
  }
};

export const searchFilterQuerySchema = searchFilterShape.superRefine(refineSearchFilter);

export const MAP_COUNT_LEVELS = ['sido', 'sigungu', 'dong'] as const;
export type MapCountLevel = (typeof MAP_COUNT_LEVELS)[number];

/** GET /common/search/main/map: the search filters plus the level of the region bubbles. */
export const mapCountQuerySchema = searchFilterShape
  .extend({ level: oneOf('level', MAP_COUNT_LEVELS, 'sigungu') })
  .superRefine(refineSearchFilter);
export type MapCountQuery = z.output<typeof mapCountQuerySchema>;

export type SearchFilterQuery = z.output<typeof searchFilterQuerySchema>;
