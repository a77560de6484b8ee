import { kstDay } from '@ansim/domain';
import type { QuotaKind } from '@ansim/domain/contract';

/** Ledger reason codes of the operator's own grants and take-backs (labels: QUOTA_REASON_LABELS). */
export const ADMIN_QUOTA_REASONS = {
  grant: 'ADMIN_GRANT',
  revoke: 'ADMIN_REVOKE',
  proxyApplication: 'PROXY_APPLICATION',
} as const;

export const KINDS: readonly QuotaKind[] = ['AD', 'BARO', 'LAWYER', 'PROXY'];

/** Where a broker reads their balances and history. */
export const BALANCE_LINK = '/salesManagement/adDetail';
export const SETTLEMENT_LINK = '/approval/settlement';

export interface Paging {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

/** The Korean calendar month of now, YYYY-MM. */
export const currentKstMonth = (now: Date = new Date()) => kstDay(now).slice(0, 7);
