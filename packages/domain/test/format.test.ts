import { describe, expect, it } from 'vitest';
import {
  FLOOR_CHOICES,
  FLOOR_PLACEHOLDER,
  floorChoices,
  floorLabel,
  formatArea,
  formatDate,
  formatDealPrice,
  formatMoney,
  formatWon,
  isListingNumber,
  maskName,
  maskPhone,
  promotionPdfFileName,
  pyeongToSqm,
  sanitizeDecimalInput,
  sanitizeIntegerInput,
  shortAddress,
  sqmToPyeong,
  stripCommas,
  toAmount,
  withThousands,
} from '../src/index.ts';

describe('money in 만원', () => {
  it('shows 0 as 0원 and nothing for a missing amount', () => {
    expect(formatMoney(0)).toBe('0원');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('stays in 만원 below 1억', () => {
    expect(formatMoney(5000)).toBe('5,000만원');
    expect(formatMoney(9999)).toBe('9,999만원');
  });

  it('switches to 억 at 10,000만원', () => {
    expect(formatMoney(10000)).toBe('1억');
    expect(formatMoney(12345)).toBe('1억 2,345만원');
    expect(formatMoney(30000)).toBe('3억');
    expect(formatMoney(35000)).toBe('3억 5,000만원');
    expect(formatMoney(215000)).toBe('21억 5,000만원');
  });

  it('switches to 조 at 100,000,000만원', () => {
    expect(formatMoney(99_999_999)).toBe('9,999억 9,999만원');
    expect(formatMoney(100_000_000)).toBe('1조');
    expect(formatMoney(120_000_000)).toBe('1조 2,000억');
    expect(formatMoney(120_005_000)).toBe('1조 2,000억 5,000만원');
  });

  it('rounds fractions to whole 만원 and keeps a minus sign', () => {
    expect(formatMoney(4999.6)).toBe('5,000만원');
    expect(formatMoney(-15000)).toBe('-1억 5,000만원');
  });

  it('writes a card price per deal type', () => {
    expect(formatDealPrice({ saleType: 'SALE', sellingPrice: 35000 })).toBe('매매 3억 5,000만원');
    expect(formatDealPrice({ saleType: 'RENT', rentPrice: 20000 })).toBe('전세 2억');
    expect(formatDealPrice({ saleType: 'MONTHLY', deposit: 1000, monthlyPrice: 50 })).toBe('월세 1,000/50');
  });

  it('writes fees in 원', () => {
    expect(formatWon(123000)).toBe('123,000원');
    expect(formatWon('70,000')).toBe('70,000원');
    expect(formatWon('')).toBe('');
  });
});

describe('area', () => {
  it('converts ㎡ to 평 at 0.3025 with two decimals', () => {
    expect(sqmToPyeong(33)).toBe('9.98');
    expect(sqmToPyeong('84.97')).toBe('25.70');
    expect(sqmToPyeong(100)).toBe('30.25');
  });

  it('converts 평 to ㎡ at 3.305785 with two decimals', () => {
    expect(pyeongToSqm(10)).toBe('33.06');
    expect(pyeongToSqm('25')).toBe('82.64');
  });

  it('gives nothing for zero, empty or non-numeric input', () => {
    expect(sqmToPyeong(0)).toBe('');
    expect(sqmToPyeong('')).toBe('');
    expect(pyeongToSqm(null)).toBe('');
    expect(pyeongToSqm('abc')).toBe('');
  });

  it('shows a card area in the chosen unit', () => {
    expect(formatArea(33.06, 'sqm')).toBe('33.06㎡');
    expect(formatArea(100, 'pyeong')).toBe('30.25평');
    expect(formatArea(0, 'pyeong')).toBe('');
  });
});

describe('dates', () => {
  it('writes YY.MM.DD from date strings literally', () => {
    expect(formatDate('2024-03-05')).toBe('24.03.05');
    expect(formatDate('20240305')).toBe('24.03.05');
    expect(formatDate('2024-03-05 23:59:59')).toBe('24.03.05');
  });

  it('writes instants on the Korean calendar', () => {
    expect(formatDate(new Date('2024-03-05T15:30:00Z'))).toBe('24.03.06');
    expect(formatDate('2024-03-05T14:59:59Z')).toBe('24.03.05');
  });

  it('gives nothing for unreadable input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('names the promotion PDF by date', () => {
    expect(promotionPdfFileName(new Date('2024-03-05T01:00:00Z'))).toBe('매물홍보확인서-20240305.pdf');
  });
});

describe('floors', () => {
  it('labels card floors with 반지하, 옥탑 and N층', () => {
    expect(floorLabel(0)).toBe('반지하');
    expect(floorLabel(101)).toBe('옥탑');
    expect(floorLabel(1)).toBe('1층');
    expect(floorLabel('15')).toBe('15층');
    expect(floorLabel(null)).toBe('');
  });

  it('offers 102 floor choices from 반지하 through 100 층 to 옥상', () => {
    expect(FLOOR_CHOICES).toHaveLength(102);
    expect(FLOOR_CHOICES[0]).toEqual({ value: 0, label: '반지하' });
    expect(FLOOR_CHOICES[1]).toEqual({ value: 1, label: '1 층' });
    expect(FLOOR_CHOICES[100]).toEqual({ value: 100, label: '100 층' });
    expect(FLOOR_CHOICES[101]).toEqual({ value: 101, label: '옥상' });
  });

  it('bounds the choices by the building total plus the roof', () => {
    const five = floorChoices(5);
    expect(five.map((c) => c.value)).toEqual([0, 1, 2, 3, 4, 5, 101]);
    expect(floorChoices('3').map((c) => c.label)).toEqual(['반지하', '1 층', '2 층', '3 층', '옥상']);
    expect(floorChoices(100)).toHaveLength(102);
  });

  it('offers the full list with a placeholder when the total is unknown', () => {
    expect(floorChoices()).toHaveLength(102);
    expect(floorChoices('')).toHaveLength(102);
    expect(FLOOR_PLACEHOLDER).toBe('전체 층을 선택해주세요');
  });
});

describe('numeric inputs', () => {
  it('keeps digits and one point in a decimal input', () => {
    expect(sanitizeDecimalInput('12a.3b4', 2)).toBe('12.34');
    expect(sanitizeDecimalInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeDecimalInput('84.9712', 2)).toBe('84.97');
    expect(sanitizeDecimalInput('12.', 2)).toBe('12.');
    expect(sanitizeDecimalInput('12.5', 0)).toBe('12');
  });

  it('strips leading zeros but keeps 0 before a point', () => {
    expect(sanitizeDecimalInput('007', 2)).toBe('7');
    expect(sanitizeDecimalInput('00.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('0', 2)).toBe('0');
    expect(sanitizeDecimalInput('', 2)).toBe('');
  });

  it('keeps digits only in an integer input, with separators and a length cap', () => {
    expect(sanitizeIntegerInput('1a2b3c4', 9)).toBe('1,234');
    expect(sanitizeIntegerInput('0001500', 9)).toBe('1,500');
    expect(sanitizeIntegerInput('0', 9)).toBe('0');
    expect(sanitizeIntegerInput('1234567890', 9)).toBe('123,456,789');
    expect(sanitizeIntegerInput('1,234,567', 9)).toBe('1,234,567');
    expect(sanitizeIntegerInput('', 9)).toBe('');
  });

  it('adds and removes thousands separators', () => {
    expect(withThousands(1234567)).toBe('1,234,567');
    expect(withThousands('1234.5')).toBe('1,234.5');
    expect(withThousands('-1000')).toBe('-1,000');
    expect(withThousands('')).toBe('');
    expect(stripCommas('1,234,567')).toBe('1234567');
    expect(toAmount('1,500')).toBe(1500);
    expect(toAmount('abc')).toBe(0);
  });
});

describe("a card's short address (시군구 동)", () => {
  it.each([
    ['서울특별시 강남구 역삼동 123-4', '강남구 역삼동'],
    ['서울특별시 강남구 역삼동 906 그린빌', '강남구 역삼동'],
    ['경기도 수원시 영통구 매탄동 412-3 래미안아파트', '수원시 영통구 매탄동'],
    ['경기도 수원시영통구 매탄동 412-3', '수원시 영통구 매탄동'],
    ['인천광역시 남동구 구월동 1130 힐스테이트', '남동구 구월동'],
    ['인천광역시 중구 운서동 2850', '중구 운서동'],
    ['서울특별시 중구 을지로3가 101', '중구 을지로3가'],
    ['서울특별시 영등포구 신길동 45', '영등포구 신길동'],
    ['경기도 가평군 가평읍 읍내리 12', '가평군 가평읍'],
    ['경기도 화성시 봉담읍 동화리 5', '화성시 봉담읍'],
    ['서울 마포구 합정동 11', '마포구 합정동'],
    ['  서울특별시   강남구  역삼동  ', '강남구 역삼동'],
  ])('%s → %s', (address, short) => {
    expect(shortAddress(address)).toBe(short);
  });

  it('keeps only the 시군구 of an address without a 동 (a road address)', () => {
    expect(shortAddress('서울특별시 강남구 테헤란로 123')).toBe('강남구');
    expect(shortAddress('경기도 성남시 분당구 판교역로 235')).toBe('성남시 분당구');
    expect(shortAddress('인천광역시 연수구')).toBe('연수구');
  });

  it('gives back an address it cannot read as it was, never less', () => {
    expect(shortAddress('세종특별자치시 조치원읍 신흥리 1')).toBe('세종특별자치시 조치원읍 신흥리 1');
    expect(shortAddress('역삼동 123')).toBe('역삼동 123');
    expect(shortAddress('')).toBe('');
    expect(shortAddress(null)).toBe('');
    expect(shortAddress(undefined)).toBe('');
  });

  it('does not take the lot or the building for the 동', () => {
    expect(shortAddress('서울특별시 강남구 123-4 역삼동')).toBe('강남구');
    expect(shortAddress('서울특별시 송파구 잠실동')).not.toContain('서울');
  });
});

describe('listing numbers in search text', () => {
  it('reads 1 to 9 digits as a listing number', () => {
    expect(isListingNumber('1')).toBe(true);
    expect(isListingNumber(' 1234 ')).toBe(true);
    expect(isListingNumber('123456789')).toBe(true);
  });

  it('does not read words, signs, decimals or ten digits as one', () => {
    expect(isListingNumber('1234567890')).toBe(false);
    expect(isListingNumber('역삼동 12')).toBe(false);
    expect(isListingNumber('12a')).toBe(false);
    expect(isListingNumber('-12')).toBe(false);
    expect(isListingNumber('1.5')).toBe(false);
    expect(isListingNumber('')).toBe(false);
    expect(isListingNumber(null)).toBe(false);
  });
});

describe('maskName', () => {
  it('shows only the first character', () => {
    expect(maskName('김안심')).toBe('김**');
    expect(maskName('남궁민수')).toBe('남***');
    expect(maskName('이')).toBe('이*');
    expect(maskName(' 박지 ')).toBe('박*');
    expect(maskName('')).toBe('');
  });
});

describe('maskPhone', () => {
  it('hides the middle of a phone number and nothing else', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
    expect(maskPhone('12345')).toBe('123**');
    expect(maskPhone(null)).toBeNull();
  });
});
