import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { periodQuery, type SettlementPeriod } from '../model/period.ts';
import { LINES_PAGE_SIZE } from './get-lines.ts';
import { SETTLEMENT_ROUTES } from './routes.ts';
import { linesKey, totalKey } from './settlement-keys.ts';

/**
 * PATCH /api/lawyer/search/calculate/{userNo}: the period's first page of lines and its totals in one call.
 * The server answers only the lawyer themself (or the operator).
 */
export async function searchSettlement(userNo: number, period: SettlementPeriod, options: CallOptions = {}) {
  return unwrap(
    await call(
      SETTLEMENT_ROUTES.lawyerCalculateSearch,
      { params: { userNo }, body: { ...periodQuery(period), page: 1, limit: LINES_PAGE_SIZE } },
      options,
    ),
  );
}

type SearchResult = Awaited<ReturnType<typeof searchSettlement>>;

/** The search's answer becomes the period's lines (page 1) and totals, so the screen does not ask again. */
export function primePeriod(queryClient: QueryClient, period: SettlementPeriod, result: SearchResult): void {
  queryClient.setQueryData(totalKey(period), result.total);
  queryClient.setQueryData(linesKey(period), { pages: [result.lines], pageParams: [1] });
}

export function useSearchSettlement(userNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: SettlementPeriod) => searchSettlement(userNo, period, { spinner: false }),
    onSuccess: (result, period) => primePeriod(queryClient, period, result),
  });
}
