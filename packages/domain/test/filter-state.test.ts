import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  collapseToAll,
  DEFAULT_FILTER,
  defaultFilter,
  formatPriceRange,
  formatSliderLabel,
  fromStoredFilter,
  isDealTypeLocked,
  MULTI_SELECT_OPTIONS,
  MULTI_SELECT_SIZES,
  mapAddressTitle,
  resetPriceTab,
  resetStructureTab,
  type SearchFilter,
  sliderIndexOf,
  sliderValueAt,
  toggleDealType,
  toggleListValue,
  toPriceBounds,
} from '../src/filter-state.ts';
import { PRICE_SCALES, scaleValues } from '../src/price-scales.ts';

describe('default filter', () => {
  it('starts ACTIVE, unlimited, on page 1 with all three deal types', () => {
    expect(DEFAULT_FILTER).toMatchObject({
      status: 'ACTIVE',
      limit: -1,
      page: 1,
      types: ['SALE', 'RENT', 'MONTHLY'],
      buildingTypes: [],
      room: [],
      area: [],
      floor: [],
    });
    expect(DEFAULT_FILTER.salesPrice).toEqual([0, 215000]);
    expect(DEFAULT_FILTER.monthlyPrice).toEqual([0, 350]);
  });
});

describe('multi-selects', () => {
  it('has 7 floors, 7 areas, 5 rooms and 4 building types', () => {
    expect(MULTI_SELECT_SIZES).toEqual({ floor: 7, area: 7, room: 5, buildingTypes: 4 });
  });

  it('collapses a full selection to all', () => {
    expect(
      collapseToAll(['VILLA', 'APARTMENT', 'OFFICETELS', 'ONE_ROOM'], MULTI_SELECT_OPTIONS.buildingTypes),
    ).toEqual([]);
    expect(collapseToAll([...MULTI_SELECT_OPTIONS.floor].reverse(), MULTI_SELECT_OPTIONS.floor)).toEqual([]);
  });

  it('keeps a partial selection in option order without duplicates or unknown codes', () => {
    expect(
      collapseToAll(['ROOM004', 'ROOM001', 'ROOM001', 'ROOM999', ''], MULTI_SELECT_OPTIONS.room),
    ).toEqual(['ROOM001', 'ROOM004']);
  });

  it('collapses when the last missing chip is tapped', () => {
    const four = ['ROOM001', 'ROOM002', 'ROOM003', 'ROOM004'] as const;
    expect(toggleListValue([...four], 'ROOM005', MULTI_SELECT_OPTIONS.room)).toEqual([]);
    expect(toggleListValue([], 'ROOM005', MULTI_SELECT_OPTIONS.room)).toEqual(['ROOM005']);
    expect(toggleListValue(['ROOM005'], 'ROOM005', MULTI_SELECT_OPTIONS.room)).toEqual([]);
  });
});

describe('deal types', () => {
  it('unticks and ticks a deal type', () => {
    expect(toggleDealType(['SALE', 'RENT', 'MONTHLY'], 'RENT')).toEqual(['SALE', 'MONTHLY']);
    expect(toggleDealType(['MONTHLY'], 'SALE')).toEqual(['SALE', 'MONTHLY']);
  });

  it('refuses to untick the last deal type and reports it locked', () => {
    expect(toggleDealType(['RENT'], 'RENT')).toEqual(['RENT']);
    expect(isDealTypeLocked(['RENT'], 'RENT')).toBe(true);
    expect(isDealTypeLocked(['RENT'], 'SALE')).toBe(false);
    expect(isDealTypeLocked(['RENT', 'SALE'], 'RENT')).toBe(false);
  });
});

describe('tab resets', () => {
  const changed: SearchFilter = {
    ...defaultFilter(),
    types: ['RENT'],
    salesPrice: [1000, 5000],
    rentPrice: [3000, 15000],
    depositPrice: [500, 3000],
    monthlyPrice: [30, 60],
    page: 4,
    status: 'DONE',
    limit: 30,
    room: ['ROOM001'],
    area: ['DEDICATED_AREA002'],
    floor: ['FLOOR003'],
    buildingTypes: ['VILLA'],
  };

  it('restores prices, deal types, page, status and limit on the price tab', () => {
    const reset = resetPriceTab(changed);
    expect(reset).toMatchObject({
      types: ['SALE', 'RENT', 'MONTHLY'],
      salesPrice: [0, 215000],
      rentPrice: [0, 215000],
      depositPrice: [0, 58000],
      monthlyPrice: [0, 350],
      page: 1,
      status: 'ACTIVE',
      limit: -1,
    });
    expect(reset.room).toEqual(['ROOM001']);
    expect(reset.buildingTypes).toEqual(['VILLA']);
  });

  it('clears floor, area and room on the structure tab and nothing else', () => {
    const reset = resetStructureTab(changed);
    expect(reset).toMatchObject({ floor: [], area: [], room: [], page: 1, types: ['RENT'] });
    expect(reset.salesPrice).toEqual([1000, 5000]);
  });

  it('restarts paging on any filter change', () => {
    expect(applyFilterChange(changed, { buildingTypes: ['APARTMENT'] }).page).toBe(1);
  });
});

describe('stored filter', () => {
  it('drops unknown codes and falls back to all deal types', () => {
    const filter = fromStoredFilter({ types: [], room: ['ROOM002', 'OLD'], floor: 'broken' });
    expect(filter.types).toEqual(['SALE', 'RENT', 'MONTHLY']);
    expect(filter.room).toEqual(['ROOM002']);
    expect(filter.floor).toEqual([]);
  });

  it('takes the third word of a map address as the area title', () => {
    expect(mapAddressTitle('서울특별시 마포구 서교동 395-1')).toBe('서교동');
    expect(mapAddressTitle('서울특별시')).toBe('');
  });
});

describe('price sliders', () => {
  it('steps sale and jeonse prices from 0 to 215000 in widening bands', () => {
    const values = scaleValues(PRICE_SCALES.sell);
    expect(values.slice(0, 7)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 7000]);
    expect(values).toContain(15000);
    expect(values[values.indexOf(15000) + 1]).toBe(25000);
    expect(values[values.indexOf(65000) + 1]).toBe(95000);
    expect(values.at(-1)).toBe(215000);
    expect(values).toHaveLength(21);
    expect(scaleValues(PRICE_SCALES.rent)).toEqual(values);
  });

  it('steps monthly deposits from 0 to 58000', () => {
    const values = scaleValues(PRICE_SCALES.monthlyDeposit);
    expect(values.slice(0, 7)).toEqual([0, 100, 200, 300, 400, 500, 1000]);
    expect(values[values.indexOf(3000) + 1]).toBe(4000);
    expect(values[values.indexOf(8000) + 1]).toBe(18000);
    expect(values.at(-1)).toBe(58000);
  });

  it('steps monthly rent from 0 to 350', () => {
    const values = scaleValues(PRICE_SCALES.monthly);
    expect(values.slice(0, 3)).toEqual([0, 5, 10]);
    expect(values[values.indexOf(50) + 1]).toBe(60);
    expect(values[values.indexOf(100) + 1]).toBe(120);
    expect(values[values.indexOf(200) + 1]).toBe(230);
    expect(values.slice(-3)).toEqual([290, 320, 350]);
    expect(values).toHaveLength(26);
  });

  it('finds the stop of a value and the value of a stop', () => {
    expect(sliderIndexOf(0, PRICE_SCALES.sell)).toBe(0);
    expect(sliderIndexOf(5000, PRICE_SCALES.sell)).toBe(5);
    expect(sliderIndexOf(6000, PRICE_SCALES.sell)).toBe(5);
    expect(sliderIndexOf(999_999, PRICE_SCALES.sell)).toBe(20);
    expect(sliderValueAt(6, PRICE_SCALES.sell)).toBe(7000);
    expect(sliderValueAt(99, PRICE_SCALES.monthly)).toBe(350);
  });

  it('sends an empty upper bound at the top and an empty lower bound at 0', () => {
    expect(toPriceBounds([0, 215000], PRICE_SCALES.sell)).toEqual({ min: '', max: '' });
    expect(toPriceBounds([5000, 215000], PRICE_SCALES.sell)).toEqual({ min: '5000', max: '' });
    expect(toPriceBounds([0, 95000], PRICE_SCALES.sell)).toEqual({ min: '', max: '95000' });
    expect(toPriceBounds([30, 320], PRICE_SCALES.monthly)).toEqual({ min: '30', max: '320' });
    expect(toPriceBounds([100, 58000], PRICE_SCALES.monthlyDeposit).max).toBe('');
  });

  it('labels stops and ranges', () => {
    expect(formatSliderLabel(0, PRICE_SCALES.sell)).toBe('0원');
    expect(formatSliderLabel(35000, PRICE_SCALES.sell)).toBe('3억 5,000만원');
    expect(formatSliderLabel(215000, PRICE_SCALES.sell)).toBe('무제한');
    expect(formatPriceRange([0, 350], PRICE_SCALES.monthly)).toBe('전체');
    expect(formatPriceRange([0, 5000], PRICE_SCALES.sell)).toBe('5,000만원 이하');
    expect(formatPriceRange([30000, 215000], PRICE_SCALES.sell)).toBe('3억 이상');
    expect(formatPriceRange([10000, 30000], PRICE_SCALES.sell)).toBe('1억~3억');
  });
});
