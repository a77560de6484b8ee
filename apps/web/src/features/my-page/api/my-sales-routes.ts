import { routeTable } from '../../../shared/api/routes.ts';

/** The calls of /myPage/sales (매물 현황): only that screen loads them. */
export const MY_SALES_ROUTES = routeTable({
  adUser: { method: 'PATCH', path: '/api/ad/user/:userNo' },
  saleStatusCount: { method: 'GET', path: '/api/sale/status/count' },
});
