import { isSaleStatus, type SaleStatus } from '@ansim/domain';

/** The dashboard's tabs, in the order a broker works them: live first, the bin last. */
export const DASH_TABS = [
  'ACTIVE',
  'STOP',
  'DONE',
  'STORAGE',
  'DELETE',
] as const satisfies readonly SaleStatus[];

/** The counts call's field for each status (GET /api/sale/status/count). */
export const COUNT_FIELD = {
  ACTIVE: 'activeCount',
  STOP: 'stopCount',
  DONE: 'doneCount',
  STORAGE: 'storageCount',
  DELETE: 'deleteCount',
} as const satisfies Record<SaleStatus, string>;

export type StatusCounts = Record<(typeof COUNT_FIELD)[SaleStatus], number>;

/** The address keeps the tab (`?status=`) and the search (`?q=`), so back from a listing returns to them. */
export const TAB_PARAM = 'status';
export const QUERY_PARAM = 'q';

export const tabFromParam = (value: string | null): SaleStatus => (isSaleStatus(value) ? value : 'ACTIVE');

export const countOf = (counts: StatusCounts | undefined, status: SaleStatus): number | undefined =>
  counts?.[COUNT_FIELD[status]];
