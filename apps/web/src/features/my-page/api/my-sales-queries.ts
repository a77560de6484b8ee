import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { MY_SALES_ROUTES } from './my-sales-routes.ts';

/** The broker's listing counts by status; a status change elsewhere must show on the next visit. */
export const useSaleStatusCount = (userNo: number) =>
  useQuery({
    queryKey: ['my-sales', 'status-count', userNo],
    queryFn: async ({ signal }) =>
      unwrap(await call(MY_SALES_ROUTES.saleStatusCount, {}, { spinner: false, signal })),
    staleTime: 0,
  });

/** The marks and quotas the broker holds now. */
export const useQuotaBalances = (userNo: number) =>
  useQuery({
    queryKey: ['my-sales', 'quota', userNo],
    queryFn: async ({ signal }) =>
      unwrap(await call(MY_SALES_ROUTES.adUser, { params: { userNo } }, { spinner: false, signal })),
    staleTime: 0,
  });
