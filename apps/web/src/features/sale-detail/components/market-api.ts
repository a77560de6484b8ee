import type { MarketEntity } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

const MARKET_ROUTES = routeTable({
  saleMarket: { method: 'GET', path: '/api/sale/:saleNo/market' },
});

/** GET /api/sale/{saleNo}/market: similar homes' real sales and the listing's 전세가율. */
export async function getSaleMarket(saleNo: number, options: CallOptions = {}): Promise<MarketEntity> {
  // The section draws its own loading state: no spinner over the page.
  return unwrap(await call(MARKET_ROUTES.saleMarket, { params: { saleNo } }, { spinner: false, ...options }));
}

export const saleMarketQueryOptions = (saleNo: number, viewerNo: number | null) =>
  queryOptions({
    // By viewer: a listing that is not public answers its broker, and a 404 to others.
    queryKey: ['sale-market', saleNo, viewerNo] as const,
    queryFn: ({ signal }) => getSaleMarket(saleNo, { signal }),
    // The sales change once a day at most.
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const useSaleMarket = (saleNo: number, viewerNo: number | null) =>
  useQuery(saleMarketQueryOptions(saleNo, viewerNo));
