import { describe, expect, it } from 'vitest';
import { defaultFilter, type SearchFilter } from '../src/filter-state.ts';
import { searchFilterQuerySchema, toSearchParams } from '../src/filters.ts';
import * as domain from '../src/index.ts';

describe('search query parameters', () => {
  it('sends the default filter with empty lists meaning all', () => {
    const params = toSearchParams(defaultFilter());
    expect(params).toMatchObject({
      page: '1',
      limit: '-1',
      status: 'ACTIVE',
      buildingTypes: '',
      types: '',
      roomGroup: '',
      area: '',
      floor: '',
      maxSellPrice: '',
      nos: '',
      loginUserNo: '',
    });
  });

  it('comma-joins chosen codes and sends bounds only for ticked deal types', () => {
    const params = toSearchParams({
      ...defaultFilter(),
      types: ['RENT', 'MONTHLY'],
      room: ['ROOM004', 'ROOM001'],
      floor: ['FLOOR003'],
      salesPrice: [5000, 15000],
      rentPrice: [5000, 65000],
      monthlyPrice: [0, 50],
      nos: [11, 12],
      loginUserNo: 7,
    });
    expect(params).toMatchObject({
      types: 'RENT,MONTHLY',
      roomGroup: 'ROOM001,ROOM004',
      floor: 'FLOOR003',
      minSellPrice: '',
      maxSellPrice: '',
      minRentPrice: '5000',
      maxRentPrice: '65000',
      minMonthlyPrice: '',
      maxMonthlyPrice: '50',
      nos: '11,12',
      loginUserNo: '7',
    });
  });

  it('parses what the client sends back into the same filter', () => {
    const filter: SearchFilter = {
      ...defaultFilter(),
      types: ['SALE'],
      buildingTypes: ['VILLA', 'ONE_ROOM'],
      salesPrice: [10000, 65000],
      safetyGrades: ['RATE001', 'RATE002'],
    };
    const parsed = searchFilterQuerySchema.parse(toSearchParams(filter));
    expect(parsed).toMatchObject({
      page: 1,
      limit: 1000,
      status: 'ACTIVE',
      types: ['SALE'],
      buildingTypes: ['VILLA', 'ONE_ROOM'],
      minSellPrice: 10000,
      maxSellPrice: 65000,
      maxRentPrice: undefined,
      safetyGrades: ['RATE001', 'RATE002'],
      sort: 'LATEST',
      roomGroup: [],
      nos: [],
    });
  });

  it('caps limit -1 and defaults an absent limit to the page size', () => {
    expect(searchFilterQuerySchema.parse({ limit: '-1' }).limit).toBe(1000);
    expect(searchFilterQuerySchema.parse({}).limit).toBe(30);
    expect(searchFilterQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(searchFilterQuerySchema.safeParse({ limit: '5000' }).success).toBe(false);
  });

  it('accepts a repeated key as a list', () => {
    expect(searchFilterQuerySchema.parse({ types: ['SALE', 'RENT'] }).types).toEqual(['SALE', 'RENT']);
    expect(searchFilterQuerySchema.parse({ types: 'SALE,RENT,MONTHLY' }).types).toEqual([]);
  });

  it('names the field in Korean when a value is bad', () => {
    const message = (query: Record<string, unknown>) =>
      searchFilterQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ minSellPrice: '-1' })).toBe('minSellPrice는 0 이상의 숫자로 입력해주세요.');
    expect(message({ maxMonthlyPrice: 'abc' })).toBe('maxMonthlyPrice는 0 이상의 숫자로 입력해주세요.');
    expect(message({ page: '0' })).toBe('page는 1~100000 사이의 숫자로 입력해주세요.');
    expect(message({ types: 'SALE,LEASE' })).toContain('types는');
    expect(message({ status: 'OPEN' })).toContain('status는');
    expect(message({ sort: 'RANDOM' })).toContain('sort는');
    expect(message({ minRentPrice: '5000', maxRentPrice: '1000' })).toBe(
      'maxRentPrice는 minRentPrice 이상이어야 합니다.',
    );
    expect(message({ southWestLat: '37.5' })).toContain('지도 범위');
    expect(
      message({ northEastLat: '91', southWestLat: '0', southWestLng: '0', northEastLng: '0' }),
    ).toContain('northEastLat는');
  });
});

describe('the public exports of the search filter', () => {
  // filters.ts was split into the client's state and the wire query; @ansim/domain exports what it did.
  it.each([
    'SEARCH_SORTS',
    'SEARCH_SORT_LABELS',
    'PRICE_RANGE_SCALES',
    'fullRange',
    'DEFAULT_FILTER',
    'defaultFilter',
    'MULTI_SELECT_OPTIONS',
    'MULTI_SELECT_SIZES',
    'collapseToAll',
    'toggleListValue',
    'isDealTypeLocked',
    'toggleDealType',
    'resetPriceTab',
    'resetStructureTab',
    'applyFilterChange',
    'toStoredFilter',
    'fromStoredFilter',
    'mapAddressTitle',
    'sliderIndexOf',
    'sliderValueAt',
    'toPriceBounds',
    'isFullRange',
    'formatSliderLabel',
    'formatPriceRange',
    'toSearchParams',
    'searchFilterQuerySchema',
    'MAP_COUNT_LEVELS',
    'mapCountQuerySchema',
  ])('exports %s from @ansim/domain', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
