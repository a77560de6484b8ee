import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { DASH_KEY } from './dash-keys.ts';
import { DASH_ROUTES } from './routes.ts';

/** GET /api/sale/update/memo: the broker's private note on a listing; an empty one clears it. */
export async function updateMemo({ saleNo, memo }: { saleNo: number; memo: string }) {
  const text = memo.trim();
  return unwrap(
    await call(DASH_ROUTES.saleUpdateMemo, { query: { saleNo, memo: text === '' ? undefined : text } }),
  );
}

/** A memo shows only on the dashboard, so only the dashboard's lists load again. */
export function useUpdateMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...DASH_KEY, 'list'] }),
  });
}
