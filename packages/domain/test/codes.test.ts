import { describe, expect, it } from 'vitest';
import {
  AREA_CODES,
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  CODE_GROUPS,
  COMMON_CODES,
  codeName,
  codesOf,
  DEFAULT_ETC_CODES,
  DEFAULT_LIFE_CODES,
  DEFAULT_SECURITY_CODES,
  FLOOR_CODES,
  gradeClass,
  gradeToRate,
  JOIN_TYPE_LABELS,
  LISTING_SALE_STATUSES,
  NONE_OPTION_CODES,
  parseSaleType,
  parseUserType,
  RATE_CODES,
  ROOM_CODES,
  ROOM_TYPE_CODES,
  rateToGrade,
  roomTypeLabel,
  SALE_STATUS_LABELS,
  SALE_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '../src/index.ts';

describe('user and join types', () => {
  it('labels the three user types in Korean', () => {
    expect(USER_TYPE_LABELS).toEqual({ BROKER: '중개인', GENERAL: '일반', LAWYER: '변호사' });
  });

  it('accepts a user type in English or Korean and refuses anything else', () => {
    expect(parseUserType('BROKER')).toBe('BROKER');
    expect(parseUserType('broker')).toBe('BROKER');
    expect(parseUserType('중개인')).toBe('BROKER');
    expect(parseUserType('일반')).toBe('GENERAL');
    expect(parseUserType('변호사')).toBe('LAWYER');
    expect(parseUserType('ADMIN')).toBeNull();
    expect(parseUserType('')).toBeNull();
    expect(parseUserType(undefined)).toBeNull();
  });

  it('labels the social providers', () => {
    expect(JOIN_TYPE_LABELS).toEqual({ K: '카카오', N: '네이버', G: '구글', A: '애플' });
  });
});

describe('deal, building and status codes', () => {
  it('labels deal and building types', () => {
    expect(SALE_TYPE_LABELS).toEqual({ SALE: '매매', RENT: '전세', MONTHLY: '월세' });
    expect(BUILDING_TYPES).toEqual(['VILLA', 'APARTMENT', 'OFFICETELS', 'ONE_ROOM']);
    expect(BUILDING_TYPE_LABELS.OFFICETELS).toBe('오피스텔');
  });

  it('reads a deal type from its code or its Korean label', () => {
    expect(parseSaleType('매매')).toBe('SALE');
    expect(parseSaleType('월세')).toBe('MONTHLY');
    expect(parseSaleType('RENT')).toBe('RENT');
    expect(parseSaleType('임대')).toBeNull();
  });

  it('labels listing statuses and drops 임시저장 from a listing status menu', () => {
    expect(SALE_STATUS_LABELS).toEqual({
      ACTIVE: '게시중',
      DELETE: '삭제',
      DONE: '거래완료',
      STOP: '게시중지',
      STORAGE: '임시저장',
    });
    expect(LISTING_SALE_STATUSES).toEqual(['ACTIVE', 'DELETE', 'DONE', 'STOP']);
  });
});

describe('filter code lists', () => {
  it('has five room groups, seven areas and seven floors', () => {
    expect(ROOM_CODES.map((r) => r.code)).toEqual(['ROOM001', 'ROOM002', 'ROOM003', 'ROOM004', 'ROOM005']);
    expect(ROOM_CODES[1].label).toBe('1.5룸(방1 거실1)');
    expect(AREA_CODES).toHaveLength(7);
    expect(FLOOR_CODES).toHaveLength(7);
  });

  it('gives area ranges in 평 that tile without gaps from 0 to unbounded', () => {
    expect(AREA_CODES[0]).toMatchObject({ label: '10평 미만', minPyeong: 0, maxPyeong: 10 });
    expect(AREA_CODES[6]).toMatchObject({ label: '60평대 이상', minPyeong: 60, maxPyeong: null });
    for (let i = 1; i < AREA_CODES.length; i++) {
      expect(AREA_CODES[i]!.minPyeong).toBe(AREA_CODES[i - 1]!.maxPyeong);
    }
  });

  it('gives floor ranges that keep 반지하 and 옥탑 apart from ordinary floors', () => {
    expect(FLOOR_CODES.map((f) => [f.label, f.minFloor, f.maxFloor])).toEqual([
      ['반지하', null, 0],
      ['1층', 1, 1],
      ['2~5층', 2, 5],
      ['6~10층', 6, 10],
      ['11~20층', 11, 20],
      ['21층 이상', 21, 100],
      ['옥탑', 101, 101],
    ]);
  });

  it('files every listing room type under an existing room group', () => {
    const groups = ROOM_CODES.map((r) => r.code) as string[];
    for (const roomType of ROOM_TYPE_CODES) expect(groups).toContain(roomType.parentCode);
  });

  it("names a listing room type in the filter's words: 포룸 이상 reads as the filter's 쓰리룸 이상", () => {
    expect(roomTypeLabel('ROOM_TYPE007')).toBe('쓰리룸 이상');
    expect(roomTypeLabel('ROOM_TYPE007')).toBe(ROOM_CODES.find((r) => r.code === 'ROOM005')?.label);
    // Closed types keep their own, more precise words.
    expect(roomTypeLabel('ROOM_TYPE006')).toBe('쓰리룸');
    expect(roomTypeLabel('ROOM_TYPE002')).toBe('분리형 원룸');
    expect(roomTypeLabel('ROOM_TYPE005')).toBe('투룸');
    expect(roomTypeLabel('UNKNOWN')).toBe('UNKNOWN');
    expect(roomTypeLabel(null)).toBe('');
  });

  it('shows no open-ended room words on a card that the filter does not offer', () => {
    const filterLabels = ROOM_CODES.map((r) => r.label) as string[];
    for (const { code } of ROOM_TYPE_CODES) {
      const label = roomTypeLabel(code);
      if (label.endsWith('이상')) expect(filterLabels).toContain(label);
    }
  });
});

describe('safety grade codes', () => {
  it('maps RATE001..005 to grade01..05 and back', () => {
    expect(RATE_CODES.map((r) => [r.code, r.grade, r.label])).toEqual([
      ['RATE001', 'grade01', '매우 안전'],
      ['RATE002', 'grade02', '안전'],
      ['RATE003', 'grade03', '보통'],
      ['RATE004', 'grade04', '불안'],
      ['RATE005', 'grade05', '매우 불안'],
    ]);
    expect(rateToGrade('RATE004')).toBe('grade04');
    expect(gradeToRate('grade02')).toBe('RATE002');
    expect(rateToGrade('RATE009')).toBeNull();
    expect(gradeToRate('grade9')).toBeNull();
  });

  it('gives a grade tag class from a rate code, a grade key or a number', () => {
    expect(gradeClass('RATE003')).toBe('grade03');
    expect(gradeClass('grade05')).toBe('grade05');
    expect(gradeClass(1)).toBe('grade01');
    expect(gradeClass(null)).toBe('');
    expect(gradeClass(7)).toBe('');
  });
});

describe('common code table', () => {
  it('covers every group code of spec 01 and the fee groups of spec 02', () => {
    const groups = new Set(COMMON_CODES.map((c) => c.groupCode));
    for (const group of CODE_GROUPS) expect(groups, group).toContain(group);
    for (const group of ['COST_TYPE', 'CHARGE_TYPE', 'ETC_CODE', 'BASE_COST', 'REASON_COST_TYPE']) {
      expect(groups).toContain(group);
    }
    expect(groups).toContain('DERECTION');
  });

  it('keeps codes unique within each group and gives every code a name', () => {
    const keys = COMMON_CODES.map((c) => `${c.groupCode}/${c.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const code of COMMON_CODES) expect(code.codeName.trim()).not.toBe('');
  });

  it('holds the default check sets and a 없음 entry in each option group', () => {
    const codes = (group: string) => codesOf(group).map((c) => c.code);
    for (const code of DEFAULT_LIFE_CODES) expect(codes('LIFE')).toContain(code);
    for (const code of DEFAULT_SECURITY_CODES) expect(codes('SECURITY')).toContain(code);
    for (const code of DEFAULT_ETC_CODES) expect(codes('ETC')).toContain(code);
    expect(DEFAULT_LIFE_CODES).toEqual(['LIFE001', 'LIFE002', 'LIFE004', 'LIFE005', 'LIFE016']);
    for (const [group, code] of Object.entries(NONE_OPTION_CODES)) expect(codeName(group, code)).toBe('없음');
  });

  it('ends the custom-text fee groups and the inquiry reasons with the right entry', () => {
    expect(codeName('ETC_CODE', 'ETC_CODE004')).toBe('직접 입력');
    expect(codeName('BASE_COST', 'BASE_COST007')).toBe('직접 입력');
    expect(codeName('REASON_COST_TYPE', 'REASON_COST_TYPE005')).toBe('직접 입력');
    expect(codesOf('INQUIRY')).toHaveLength(6);
    expect(codeName('INQUIRY', 'INQUIRY006')).toBe('기타');
    expect(codesOf('INQUIRY_TYPE').map((c) => c.code)).toContain('INQUIRY_TYPE001');
  });

  it('names heating and the eight board types', () => {
    expect(codesOf('HEAT').map((c) => c.codeName)).toEqual(['개별난방', '중앙난방', '지역난방']);
    expect(codesOf('BOARD_TYPE').map((c) => c.code)).toEqual([
      'FAQ',
      'TERMS',
      'NOTICE',
      'GUIDE',
      'PRIVATE',
      'GPS',
      'SERVICE',
      'POLICY',
    ]);
    expect(codesOf('DERECTION').map((c) => c.codeName)).toContain('남향');
  });

  it('falls back to the code itself for an unknown code', () => {
    expect(codeName('HEAT', 'HEAT999')).toBe('HEAT999');
  });
});
