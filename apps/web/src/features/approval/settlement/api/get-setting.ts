import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { SETTLEMENT_ROUTES } from './routes.ts';
import { SETTING_KEY } from './settlement-keys.ts';

/** GET /api/lawyer/setting/detail: the fee per decision and the account it is paid to (the operator sets both). */
export async function getSetting(options: CallOptions = {}) {
  return unwrap(await call(SETTLEMENT_ROUTES.lawyerSetting, {}, options));
}

export const settingQueryOptions = () =>
  queryOptions({
    queryKey: SETTING_KEY,
    queryFn: ({ signal }) => getSetting({ spinner: false, signal }),
    staleTime: 60_000,
  });

export const useSetting = () => useQuery(settingQueryOptions());
