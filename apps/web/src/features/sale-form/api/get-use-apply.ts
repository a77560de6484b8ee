import type { UseApplyEntity } from '@ansim/domain/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

export interface UseApplyParams {
  bjdCode: string;
  saleAddr: string;
}

/** GET /common/open/use/apply: the building's 사용승인일, from the register or estimated (then `estimated`). */
export async function getUseApply(params: UseApplyParams, signal?: AbortSignal): Promise<UseApplyEntity> {
  return unwrap(await call(SALE_FORM_ROUTES.useApply, { query: { ...params } }, { spinner: false, signal }));
}

/** Quiet and once per address: it only prefills a field the broker can type. */
export const useUseApply = (params: UseApplyParams | null) =>
  useQuery({
    queryKey: ['sale-form', 'useApply', params],
    queryFn: params ? ({ signal }) => getUseApply(params, signal) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
