import { allowedTransitions, type SaleStatus } from '@ansim/domain';

/** What a listing's menu needs to know of it. */
export interface DashActionSubject {
  status: SaleStatus;
  isBaro: boolean;
  isConfirm: string | null;
  /** The status a deleted listing had, to be restored to. */
  previousStatus: SaleStatus | null;
  deletedAt: string | null;
}

/** One entry of a listing's menu. */
export type DashAction =
  | { kind: 'modify' }
  | { kind: 'continue' }
  | { kind: 'status'; to: SaleStatus }
  | { kind: 'restore'; to: SaleStatus }
  | { kind: 'memo' }
  | { kind: 'baro' }
  | { kind: 'lawyer' }
  | { kind: 'proxy' }
  | { kind: 'purge' };

/** Changes that take a listing out of search for good or for a while ask first (issue 13 item 2). */
export const needsConfirm = (to: SaleStatus): boolean => to === 'DONE' || to === 'DELETE';

const LIVE: readonly SaleStatus[] = ['ACTIVE', 'STOP'];

/**
 * The menu of one listing: edit or continue it, the status changes the domain's table allows (a deleted
 * listing: back to where it was while restorable, or gone for good), its memo, and the marks and requests
 * that only make sense on a listing that is on (or back on) the market. 삭제 comes last, away from the thumb.
 */
export function dashActions(item: DashActionSubject, now: Date = new Date()): DashAction[] {
  const actions: DashAction[] = [];
  if (LIVE.includes(item.status)) actions.push({ kind: 'modify' });
  if (item.status === 'STORAGE') actions.push({ kind: 'continue' });

  if (item.status === 'DELETE') {
    const [to] = allowedTransitions(
      'DELETE',
      { previous: item.previousStatus, deletedAt: item.deletedAt },
      now,
    );
    if (to) actions.push({ kind: 'restore', to });
  }
  const moves = item.status === 'DELETE' ? [] : allowedTransitions(item.status);
  for (const to of moves) if (to !== 'DELETE') actions.push({ kind: 'status', to });

  actions.push({ kind: 'memo' });
  if (LIVE.includes(item.status)) {
    if (!item.isBaro) actions.push({ kind: 'baro' });
    if (item.isConfirm !== 'WAIT' && item.isConfirm !== 'CONFIRM') actions.push({ kind: 'lawyer' });
  }
  if (LIVE.includes(item.status) || item.status === 'STORAGE') actions.push({ kind: 'proxy' });

  if (moves.includes('DELETE')) actions.push({ kind: 'status', to: 'DELETE' });
  if (item.status === 'DELETE') actions.push({ kind: 'purge' });
  return actions;
}

/** A selection's choices: the changes every selected listing allows (their tab's, or a mixed search's). */
export function bulkTransitions(statuses: readonly SaleStatus[]): SaleStatus[] {
  const distinct = [...new Set(statuses)];
  if (distinct.length === 0 || distinct.includes('DELETE')) return [];
  const [first, ...rest] = distinct.map((status) => allowedTransitions(status));
  return (first ?? []).filter((to) => rest.every((moves) => moves.includes(to)));
}

/** A deleted selection can be removed for good together (POST /api/sale/delete). */
export const canPurgeAll = (statuses: readonly SaleStatus[]): boolean =>
  statuses.length > 0 && statuses.every((status) => status === 'DELETE');
