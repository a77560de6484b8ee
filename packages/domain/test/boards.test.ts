import { describe, expect, it } from 'vitest';
import {
  boardCategoryLabel,
  FAQ_CATEGORIES,
  isAllowedBoardHref,
  isBoardPublished,
  isTermsBoardType,
} from '../src/boards.ts';
import { kstDay } from '../src/format.ts';

describe('boards', () => {
  it('takes the day on the Korean calendar', () => {
    expect(kstDay(new Date('2026-11-23T14:59:59Z'))).toBe('2026-11-23');
    expect(kstDay(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24');
  });

  it('publishes an ACTIVE board only while today is inside its window, ends included', () => {
    const now = new Date('2026-11-24T01:00:00Z'); // 10:00 on 11-24 in Seoul
    const board = (boardStatus: string, startDate: string | null, endDate: string | null) => ({
      boardStatus,
      startDate,
      endDate,
    });
    expect(isBoardPublished(board('ACTIVE', null, null), now)).toBe(true);
    expect(isBoardPublished(board('ACTIVE', '2026-11-24', '2026-11-24'), now)).toBe(true);
    expect(isBoardPublished(board('ACTIVE', '2026-11-25', null), now)).toBe(false);
    expect(isBoardPublished(board('ACTIVE', null, '2026-11-23'), now)).toBe(false);
    expect(isBoardPublished(board('HIDDEN', null, null), now)).toBe(false);
    expect(isBoardPublished(board('DELETE', null, null), now)).toBe(false);
  });

  it('knows the FAQ tabs from the FAQ codes and names a category', () => {
    expect(FAQ_CATEGORIES.map((c) => c.code)).toEqual([
      'FAQ001',
      'FAQ002',
      'FAQ003',
      'FAQ004',
      'FAQ005',
      'FAQ006',
    ]);
    expect(boardCategoryLabel('FAQ004')).toBe('안전등급');
    expect(boardCategoryLabel('CATEGORY004')).toBe('점검');
    expect(boardCategoryLabel('FAQ999')).toBeNull();
    expect(boardCategoryLabel(null)).toBeNull();
  });

  it('keeps http, https and mailto links only', () => {
    expect(isAllowedBoardHref('https://example.com')).toBe(true);
    expect(isAllowedBoardHref('HTTP://example.com')).toBe(true);
    expect(isAllowedBoardHref('mailto:privacy@example.com')).toBe(true);
    expect(isAllowedBoardHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedBoardHref('//evil.example')).toBe(false);
    expect(isAllowedBoardHref('data:text/html,x')).toBe(false);
  });

  it('answers terms for the terms types only', () => {
    expect(['SERVICE', 'PRIVATE', 'GPS', 'POLICY', 'TERMS'].every(isTermsBoardType)).toBe(true);
    expect(isTermsBoardType('NOTICE')).toBe(false);
    expect(isTermsBoardType('FAQ')).toBe(false);
  });
});
