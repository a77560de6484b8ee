import { describe, expect, it } from 'vitest';
import {
  businessCheckBodySchema,
  isBusinessBlocked,
  isBusinessNoCheckDigitValid,
  landPriceQuerySchema,
  nearbySubwayBodySchema,
  normalizeBusinessNo,
} from '../src/contract/open-data.ts';

describe('사업자등록번호 check digit', () => {
  it('accepts issued numbers and refuses one digit off', () => {
    // Published numbers of large companies (their 사업자등록증 are public).
    for (const n of ['1208147521', '1248100998', '2208162517'])
      expect(isBusinessNoCheckDigitValid(n)).toBe(true);
    for (const n of ['1208147522', '1234567890', '0000000001', '12081475', 'abcdefghij'])
      expect(isBusinessNoCheckDigitValid(n)).toBe(false);
  });

  it('reads the number with or without hyphens and says what is wrong in Korean', () => {
    expect(normalizeBusinessNo('220-81-62517')).toBe('2208162517');
    expect(businessCheckBodySchema.parse({ businessNo: '220-81-62517' })).toEqual({
      businessNo: '2208162517',
    });
    const wrong = businessCheckBodySchema.safeParse({ businessNo: '123-45-67890' });
    expect(wrong.error?.issues[0]?.message).toBe(
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    );
    const short = businessCheckBodySchema.safeParse({ businessNo: '12345' });
    expect(short.error?.issues[0]?.message).toBe('사업자등록번호 10자리를 입력해주세요.');
  });

  it('blocks only 휴업 and 폐업', () => {
    expect(isBusinessBlocked('SUSPENDED')).toBe(true);
    expect(isBusinessBlocked('CLOSED')).toBe(true);
    expect(isBusinessBlocked('ACTIVE')).toBe(false);
    expect(isBusinessBlocked('UNVERIFIED')).toBe(false);
    expect(isBusinessBlocked(null)).toBe(false);
  });
});

describe('open data inputs', () => {
  it('bounds coordinates and areas, from JSON or query text', () => {
    expect(nearbySubwayBodySchema.parse({ lat: '37.5', lng: 127 })).toEqual({ lat: 37.5, lng: 127 });
    expect(nearbySubwayBodySchema.safeParse({ lat: Number.NaN, lng: 127 }).success).toBe(false);
    expect(nearbySubwayBodySchema.safeParse({ lat: '1e3', lng: 127 }).success).toBe(false);
    expect(
      landPriceQuerySchema.parse({ bjdCode: '1168010100', buildingType: 'VILLA', area: '59.9' }),
    ).toMatchObject({ area: 59.9 });
    expect(
      landPriceQuerySchema.safeParse({ bjdCode: '1168010100', buildingType: 'VILLA', area: '0' }).success,
    ).toBe(false);
  });
});
