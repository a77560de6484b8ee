import type { AdminAuditList } from '@ansim/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { AUDIT_ROUTES } from './routes.ts';

/** Under ['admin', …]: any console action that writes the log may invalidate it with the rest. */
export const AUDIT_KEY = ['admin', 'audit'] as const;

/** GET /api/admin/audit with the page, sort and filters the address holds. */
export async function getAuditLog(
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<AdminAuditList> {
  return unwrap(await call(AUDIT_ROUTES.adminAuditList, { query }, { spinner: false, ...options }));
}

export const useAuditLog = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...AUDIT_KEY, query],
    queryFn: ({ signal }) => getAuditLog(query, { signal }),
    placeholderData: keepPreviousData,
  });
