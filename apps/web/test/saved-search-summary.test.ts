import { defaultFilter, toSearchParams } from '@ansim/domain';
import { describe, expect, it } from 'vitest';
import { summarizeSavedFilter } from '../src/features/my-page/pages/saved-search-summary.ts';
import { savedFilterOf, savedFilterState } from '../src/shared/sale/saved-search-state.ts';

describe('summarizeSavedFilter', () => {
  it('reads a saved filter in Korean, in the filter panels’ order', () => {
    expect(
      summarizeSavedFilter({
        saleAddr: '강남구',
        types: 'RENT,MONTHLY',
        maxRentPrice: '30000',
        minMonthlyDepositPrice: '500',
        maxMonthlyDepositPrice: '1000',
        maxMonthlyPrice: '70',
        buildingTypes: 'VILLA,OFFICETELS',
        roomGroup: 'ROOM001',
        floor: 'FLOOR001',
        safetyGrades: 'RATE001,RATE002',
        confirmedWithin: '7',
      }),
    ).toEqual([
      '강남구',
      '전세·월세',
      '전세금 3억 이하',
      '보증금 500만원~1,000만원',
      '월세 70만원 이하',
      '빌라·오피스텔',
      '원룸',
      '반지하',
      '안전등급 매우 안전·안전',
      '최근 7일 내 확인',
    ]);
  });

  it('says 전체 지역 and every deal type for an empty filter', () => {
    expect(summarizeSavedFilter({})).toEqual(['전체 지역', '매매·전세·월세']);
  });
});

describe('savedFilterOf', () => {
  it('turns a saved filter back into the list’s filter state, and a round trip keeps the query', () => {
    const saved = {
      saleAddr: '강남구',
      types: 'RENT,MONTHLY',
      maxRentPrice: '30000',
      minMonthlyDepositPrice: '500',
      maxMonthlyPrice: '70',
      roomGroup: 'ROOM001',
      area: 'DEDICATED_AREA002',
      floor: 'FLOOR003',
      safetyGrades: 'RATE001',
      buildingTypes: 'VILLA',
    };
    const filter = { ...defaultFilter(), ...savedFilterOf(savedFilterState(saved)), saleAddr: '강남구' };
    const params = toSearchParams(filter);
    for (const [key, value] of Object.entries(saved)) expect(params[key], key).toBe(value);
    expect(params.minSellPrice).toBe('');
    expect(filter.isPrice).toBe(true);
  });

  it('ignores a history entry without a saved filter or with a broken one', () => {
    expect(savedFilterOf(null)).toEqual({});
    expect(savedFilterOf({ newSearch: {} })).toEqual({});
    expect(savedFilterOf({ savedFilter: 'x' })).toEqual({});
    expect(savedFilterOf({ savedFilter: { types: 'HOUSE' } }).types).toEqual(['SALE', 'RENT', 'MONTHLY']);
  });
});
