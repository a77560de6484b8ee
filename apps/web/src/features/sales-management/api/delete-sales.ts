import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { refreshAfterChange } from './dash-keys.ts';
import { DASH_ROUTES } from './routes.ts';

/** POST /api/sale/delete: deleted listings removed for good, their photos and documents with them. */
export async function deleteSales(saleNos: readonly number[]) {
  return unwrap(await call(DASH_ROUTES.saleDelete, { body: { saleNos: [...saleNos] } }));
}

export function useDeleteSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSales,
    onSettled: () => refreshAfterChange(queryClient),
  });
}
