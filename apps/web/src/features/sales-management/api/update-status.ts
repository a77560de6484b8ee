import type { SaleStatus } from '@ansim/domain';
import type { SaleStatusUpdated } from '@ansim/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { refreshAfterChange } from './dash-keys.ts';
import { DASH_ROUTES } from './routes.ts';

export interface StatusChange {
  saleNos: readonly number[];
  status: SaleStatus;
}

/**
 * One listing goes through GET /api/sale/update/status, several through POST /api/sales/update/status
 * (all or nothing: a refused one leaves every listing as it was, and the server says which in Korean).
 */
export async function updateStatus({ saleNos, status }: StatusChange): Promise<SaleStatusUpdated> {
  const [only] = saleNos;
  if (saleNos.length === 1 && only !== undefined) {
    return unwrap(await call(DASH_ROUTES.saleUpdateStatus, { query: { saleNo: only, status } }));
  }
  return unwrap(await call(DASH_ROUTES.saleUpdateStatusBulk, { body: { saleNos: [...saleNos], status } }));
}

/** The change, then the counts and lists again: also after a refusal, since the listing may have moved. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: () => refreshAfterChange(queryClient),
  });
}
