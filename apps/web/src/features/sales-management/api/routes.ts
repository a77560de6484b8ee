import { routeTable } from '../../../shared/api/routes.ts';

/** The dashboard's calls (spec 02 §7): only /salesManagement loads them. */
export const DASH_ROUTES = routeTable({
  saleDashList: { method: 'GET', path: '/api/sale/dash/list' },
  saleDelete: { method: 'POST', path: '/api/sale/delete' },
  saleSearchAddress: { method: 'GET', path: '/api/sale/search/address' },
  saleSearchSaleNo: { method: 'GET', path: '/api/sale/search/saleNo' },
  saleStatusCount: { method: 'GET', path: '/api/sale/status/count' },
  saleUpdateMemo: { method: 'GET', path: '/api/sale/update/memo' },
  saleUpdateStatus: { method: 'GET', path: '/api/sale/update/status' },
  saleUpdateStatusBulk: { method: 'POST', path: '/api/sales/update/status' },
});
