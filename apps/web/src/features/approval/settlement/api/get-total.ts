import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { periodQuery, type SettlementPeriod } from '../model/period.ts';
import { SETTLEMENT_ROUTES } from './routes.ts';
import { SETTLEMENT_STALE_MS, totalKey } from './settlement-keys.ts';

/** GET /api/lawyer/calculate/detail/total: the period's count and amounts (paid, pending, held). */
export async function getTotal(period: SettlementPeriod, options: CallOptions = {}) {
  return unwrap(await call(SETTLEMENT_ROUTES.lawyerCalculateTotal, { query: periodQuery(period) }, options));
}

export const totalQueryOptions = (period: SettlementPeriod) =>
  queryOptions({
    queryKey: totalKey(period),
    queryFn: ({ signal }) => getTotal(period, { spinner: false, signal }),
    staleTime: SETTLEMENT_STALE_MS,
  });

export const useTotal = (period: SettlementPeriod) => useQuery(totalQueryOptions(period));
