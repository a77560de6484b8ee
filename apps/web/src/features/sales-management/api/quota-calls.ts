import { call } from '../../../shared/api/call.ts';
import { QUOTA_ROUTES } from './quota-routes.ts';

/**
 * The quota calls, each as the server answers it (the envelope): the dialogs show a refusal's Korean
 * message (409: none left, already marked, not the caller's listing) as it is.
 */
export const quotaCalls = {
  baroMark: (userNo: number) => call(QUOTA_ROUTES.baroMark, { params: { userNo } }),
  baroUse: (userNo: number, saleNo: number) =>
    call(QUOTA_ROUTES.baroUse, { params: { userNo }, body: { saleNo } }),
  lawyerMark: (userNo: number) => call(QUOTA_ROUTES.lawyerMark, { params: { userNo } }),
  lawyerUse: (userNo: number, saleNo: number) =>
    call(QUOTA_ROUTES.lawyerUse, { params: { userNo }, body: { saleNo } }),
  proxyCheck: (userNo: number) => call(QUOTA_ROUTES.proxyCheck, { params: { userNo } }),
  proxyUse: (userNo: number, saleNo: number) =>
    call(QUOTA_ROUTES.proxyUse, { params: { userNo }, body: { saleNo } }),
  proxyApply: (userNo: number) => call(QUOTA_ROUTES.proxyApply, { params: { userNo } }),
};

/** Everything a use or an application changes: the balances and the history on the advertisement screen. */
export const QUOTA_QUERY_ROOT = ['quota'] as const;
