import { routeTable } from '../../../shared/api/routes.ts';

/** The quota and mark calls: only the dashboard's dialogs and the advertisement history load them. */
export const QUOTA_ROUTES = routeTable({
  adList: { method: 'GET', path: '/api/ad/list' },
  adUser: { method: 'PATCH', path: '/api/ad/user/:userNo' },
  baroMark: { method: 'PATCH', path: '/api/sale/baro/mark/:userNo' },
  baroUse: { method: 'PATCH', path: '/api/sale/update/baro/:userNo' },
  lawyerMark: { method: 'PATCH', path: '/api/sale/lawyer/mark/:userNo' },
  lawyerUse: { method: 'PATCH', path: '/api/sale/update/lawyer/:userNo' },
  proxyApply: { method: 'PATCH', path: '/api/sale/apply/vicariously/:userNo' },
  proxyCheck: { method: 'PATCH', path: '/api/sale/check/vicariously/:userNo' },
  proxyUse: { method: 'PATCH', path: '/api/sale/vicariously/used/:userNo' },
});
