import { describe, expect, it } from 'vitest';
import {
  confirmedLabel,
  daysSinceConfirmed,
  defaultFilter,
  needsConfirmation,
  SEARCH_SORT_LABELS,
  searchFilterQuerySchema,
  toSearchParams,
} from '../src/index.ts';

/* Fresh listings (issue 18 §3): days as Koreans count them, the filter on the wire, the sort. */

describe('daysSinceConfirmed', () => {
  it('counts KST calendar days: 0 the same day, 1 after midnight in Seoul', () => {
    // 2026-11-24 23:30 KST = 14:30Z; the next KST midnight is 15:00Z.
    const confirmed = '2026-11-24T14:30:00.000Z';
    expect(daysSinceConfirmed(confirmed, new Date('2026-11-24T14:59:00.000Z'))).toBe(0);
    expect(daysSinceConfirmed(confirmed, new Date('2026-11-24T15:01:00.000Z'))).toBe(1);
    expect(daysSinceConfirmed(confirmed, new Date('2026-12-08T15:01:00.000Z'))).toBe(15);
    // A clock behind the server's never says '-1일'.
    expect(daysSinceConfirmed(confirmed, new Date('2026-11-23T00:00:00.000Z'))).toBe(0);
    expect(daysSinceConfirmed('not a date')).toBe(0);
  });

  it('labels 오늘 확인 and n일 전 확인', () => {
    expect(confirmedLabel(0)).toBe('오늘 확인');
    expect(confirmedLabel(3)).toBe('3일 전 확인');
  });

  it('needs a confirmation from 14 days on', () => {
    const now = new Date('2026-11-24T00:00:00.000Z');
    expect(needsConfirmation('2026-11-10T00:00:01.000Z', now)).toBe(false);
    expect(needsConfirmation('2026-11-10T00:00:00.000Z', now)).toBe(true);
  });
});

describe('the filter on the wire', () => {
  it('sends confirmedWithin only when set, and the server reads it back', () => {
    expect('confirmedWithin' in toSearchParams(defaultFilter())).toBe(false);
    const params = toSearchParams({ ...defaultFilter(), confirmedWithin: 7, sort: 'CONFIRMED' });
    expect(params.confirmedWithin).toBe('7');
    const q = searchFilterQuerySchema.parse(params);
    expect(q.confirmedWithin).toBe(7);
    expect(q.sort).toBe('CONFIRMED');
    expect(searchFilterQuerySchema.parse({}).confirmedWithin).toBeUndefined();
  });

  it('refuses days out of 1–21 in Korean', () => {
    for (const bad of ['0', '22', 'x', '1.5']) {
      const result = searchFilterQuerySchema.safeParse({ confirmedWithin: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('confirmedWithin');
    }
  });

  it('labels the sort 최근 확인순', () => {
    expect(SEARCH_SORT_LABELS.CONFIRMED).toBe('최근 확인순');
  });
});
