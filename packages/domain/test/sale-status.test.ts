import { describe, expect, it } from 'vitest';
import { SALE_STATUSES, type SaleStatus } from '../src/codes.ts';
import {
  allowedTransitions,
  canTransition,
  RESTORE_DAYS,
  restorableUntil,
  transitionRefusal,
  transitionSources,
} from '../src/sale-status.ts';

const ALLOWED = new Set([
  'ACTIVE>STOP',
  'ACTIVE>DONE',
  'ACTIVE>DELETE',
  'STOP>ACTIVE',
  'STOP>DONE',
  'STOP>DELETE',
  'DONE>DELETE',
  'STORAGE>DELETE',
]);

const now = new Date('2026-11-24T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('listing status transitions', () => {
  for (const from of SALE_STATUSES) {
    for (const to of SALE_STATUSES) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
        if (!allowed) expect(transitionRefusal(from, to)).toMatch(/매물|상태/);
      });
    }
  }

  it('STORAGE → ACTIVE is refused with the registration hint', () => {
    expect(transitionRefusal('STORAGE', 'ACTIVE')).toBe(
      '임시저장 매물은 등록을 완료해야 게시중으로 바꿀 수 있습니다.',
    );
  });

  it('writes the Korean particle after the new status', () => {
    expect(transitionRefusal('DONE', 'ACTIVE')).toBe('거래완료인 매물은 게시중으로 바꿀 수 없습니다.');
    expect(transitionRefusal('DONE', 'STOP')).toBe('거래완료인 매물은 게시중지로 바꿀 수 없습니다.');
    expect(transitionRefusal('ACTIVE', 'ACTIVE')).toBe('이미 게시중 상태인 매물입니다.');
  });

  it('restores a deleted listing only to its previous status, within the restore window', () => {
    const previous: SaleStatus = 'STOP';
    const fresh = { previous, deletedAt: daysAgo(RESTORE_DAYS - 1) };
    expect(allowedTransitions('DELETE', fresh, now)).toEqual(['STOP']);
    for (const to of SALE_STATUSES) expect(canTransition('DELETE', to, fresh, now)).toBe(to === 'STOP');
    expect(transitionRefusal('DELETE', 'ACTIVE', fresh, now)).toBe(
      '삭제한 매물은 삭제 전 상태(게시중지)로만 되돌릴 수 있습니다.',
    );
    const old = { previous, deletedAt: daysAgo(RESTORE_DAYS) };
    expect(canTransition('DELETE', 'STOP', old, now)).toBe(false);
    expect(transitionRefusal('DELETE', 'STOP', old, now)).toBe(
      `삭제한 지 ${RESTORE_DAYS}일이 지난 매물은 되돌릴 수 없습니다.`,
    );
    expect(canTransition('DELETE', 'ACTIVE', { previous: null, deletedAt: null }, now)).toBe(false);
  });

  it('restorableUntil is deletion plus the window', () => {
    expect(restorableUntil('2026-11-01T00:00:00Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('transitionSources is the table read backwards', () => {
    expect(transitionSources('DONE').sort()).toEqual(['ACTIVE', 'STOP']);
    expect(transitionSources('ACTIVE')).toEqual(['STOP']);
    expect(transitionSources('DELETE').sort()).toEqual(['ACTIVE', 'DONE', 'STOP', 'STORAGE']);
    expect(transitionSources('STORAGE')).toEqual([]);
  });
});
