import { SALE_STATUS_LABELS, type SaleStatus } from './codes.ts';

/*
 * The listing status machine (docs/decisions/018): one table read by the server, which enforces it in the
 * UPDATE that acts, and by the web, which offers only what the table allows.
 *
 * - ACTIVE ↔ STOP: a paused listing leaves search and comes back without spending another advertising unit.
 * - ACTIVE / STOP → DONE (거래완료): the deal is over; DONE is final apart from deletion.
 * - any → DELETE: hidden everywhere; for RESTORE_DAYS it can be put back to the status it had.
 * - STORAGE → ACTIVE only through a completed registration (PATCH /api/sale/modify), never by a status change.
 */
export const SALE_TRANSITIONS = {
  ACTIVE: ['STOP', 'DONE', 'DELETE'],
  STOP: ['ACTIVE', 'DONE', 'DELETE'],
  DONE: ['DELETE'],
  STORAGE: ['DELETE'],
  // Leaving DELETE is a restore, allowed only to the status before deletion: see canTransition.
  DELETE: [],
} as const satisfies Record<SaleStatus, readonly SaleStatus[]>;

/** How long a deleted listing can be restored; afterwards it waits for the permanent delete. */
export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a deleted listing remembers, to be restored. */
export interface DeletedState {
  /** The status the listing had when it was deleted. */
  previous: SaleStatus | null;
  deletedAt: Date | string | null;
}

/** The last moment a listing deleted at `deletedAt` can still be restored. */
export const restorableUntil = (deletedAt: Date | string): Date =>
  new Date(new Date(deletedAt).getTime() + RESTORE_DAYS * DAY_MS);

/** The statuses a listing may move to from `from` (a deleted one: back to its previous status, while restorable). */
export function allowedTransitions(
  from: SaleStatus,
  deleted?: DeletedState,
  now: Date = new Date(),
): readonly SaleStatus[] {
  if (from !== 'DELETE') return SALE_TRANSITIONS[from];
  if (!deleted?.previous || !deleted.deletedAt) return [];
  return now < restorableUntil(deleted.deletedAt) ? [deleted.previous] : [];
}

export const canTransition = (
  from: SaleStatus,
  to: SaleStatus,
  deleted?: DeletedState,
  now: Date = new Date(),
): boolean => allowedTransitions(from, deleted, now).includes(to);

/** The statuses a plain (non-restoring) change to `to` may start from: the server's UPDATE condition. */
export const transitionSources = (to: SaleStatus): SaleStatus[] =>
  (Object.keys(SALE_TRANSITIONS) as SaleStatus[]).filter((from) =>
    (SALE_TRANSITIONS[from] as readonly SaleStatus[]).includes(to),
  );

/** '으로' after a final consonant other than ㄹ, else '로' ('게시중으로', '거래완료로'). */
const withDirection = (word: string): string => {
  const code = word.charCodeAt(word.length - 1);
  const final = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : 0;
  return `${word}${final !== 0 && final !== 8 ? '으로' : '로'}`;
};

/** The Korean refusal of a change the table does not allow (409). */
export function transitionRefusal(
  from: SaleStatus,
  to: SaleStatus,
  deleted?: DeletedState,
  now: Date = new Date(),
): string {
  const fromLabel = SALE_STATUS_LABELS[from];
  const toLabel = SALE_STATUS_LABELS[to];
  if (from === to) return `이미 ${fromLabel} 상태인 매물입니다.`;
  if (from === 'DELETE' && deleted?.previous && deleted.deletedAt) {
    if (now >= restorableUntil(deleted.deletedAt))
      return `삭제한 지 ${RESTORE_DAYS}일이 지난 매물은 되돌릴 수 없습니다.`;
    return `삭제한 매물은 삭제 전 상태(${SALE_STATUS_LABELS[deleted.previous]})로만 되돌릴 수 있습니다.`;
  }
  if (from === 'STORAGE' && to === 'ACTIVE')
    return '임시저장 매물은 등록을 완료해야 게시중으로 바꿀 수 있습니다.';
  return `${fromLabel}인 매물은 ${withDirection(toLabel)} 바꿀 수 없습니다.`;
}
