import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { QUOTA_QUERY_ROOT } from './quota-calls.ts';
import { QUOTA_ROUTES } from './quota-routes.ts';

export const LEDGER_KINDS = ['AD', 'BARO', 'LAWYER', 'PROXY'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const isLedgerKind = (value: unknown): value is LedgerKind =>
  typeof value === 'string' && (LEDGER_KINDS as readonly string[]).includes(value);

/** History rows per page: a phone screen and a half. */
export const AD_LIST_LIMIT = 20;

export async function patchAdUser(userNo: number, options: CallOptions = {}) {
  return unwrap(await call(QUOTA_ROUTES.adUser, { params: { userNo } }, options));
}

export async function getAdList(query: { kind: LedgerKind | null; page: number }, options: CallOptions = {}) {
  return unwrap(
    await call(
      QUOTA_ROUTES.adList,
      { query: { kind: query.kind ?? undefined, page: query.page, limit: AD_LIST_LIMIT } },
      options,
    ),
  );
}

/** What the broker holds now: the balances change with every use, so they are asked for on each visit. */
export const adUserQueryOptions = (userNo: number) =>
  queryOptions({
    queryKey: [...QUOTA_QUERY_ROOT, 'user', userNo],
    queryFn: ({ signal }) => patchAdUser(userNo, { spinner: false, signal }),
    staleTime: 0,
  });

export const useAdUser = (userNo: number) => useQuery(adUserQueryOptions(userNo));

type AdListPage = Awaited<ReturnType<typeof getAdList>>;

export const adListQueryOptions = (userNo: number, kind: LedgerKind | null) =>
  infiniteQueryOptions({
    queryKey: [...QUOTA_QUERY_ROOT, 'list', userNo, kind ?? 'ALL'],
    queryFn: ({ pageParam, signal }) => getAdList({ kind, page: pageParam }, { spinner: false, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: AdListPage) =>
      lastPage.pageInfo.page < lastPage.pageInfo.totalPage ? lastPage.pageInfo.page + 1 : undefined,
    staleTime: 0,
  });

export const useAdList = (userNo: number, kind: LedgerKind | null) =>
  useInfiniteQuery(adListQueryOptions(userNo, kind));
