import { canFetchPage } from '@ansim/domain';
import type { LawyerCalculateList } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { periodQuery, type SettlementPeriod } from '../model/period.ts';
import { SETTLEMENT_ROUTES } from './routes.ts';
import { linesKey, SETTLEMENT_STALE_MS } from './settlement-keys.ts';

/** Lines per page: the contract's largest, two phone screens of rows. */
export const LINES_PAGE_SIZE = 30;

/** GET /api/lawyer/calculate/detail/list: one line per decision in the period, newest first. */
export async function getLinesPage(
  period: SettlementPeriod,
  page: number,
  options: CallOptions = {},
): Promise<LawyerCalculateList> {
  return unwrap(
    await call(
      SETTLEMENT_ROUTES.lawyerCalculateList,
      { query: { ...periodQuery(period), page, limit: LINES_PAGE_SIZE } },
      options,
    ),
  );
}

export const nextLinesPage = (lastPage: LawyerCalculateList, allPages: LawyerCalculateList[]) =>
  canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined;

export const linesQueryOptions = (period: SettlementPeriod) =>
  infiniteQueryOptions({
    queryKey: linesKey(period),
    queryFn: ({ pageParam, signal }) => getLinesPage(period, pageParam, { spinner: false, signal }),
    initialPageParam: 1,
    getNextPageParam: nextLinesPage,
    staleTime: SETTLEMENT_STALE_MS,
  });

export const useLines = (period: SettlementPeriod) => useInfiniteQuery(linesQueryOptions(period));
