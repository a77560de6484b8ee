import { routeTable } from '../../../../shared/api/routes.ts';

/** The settlement screen's calls (spec 02 §7): only /approval/settlement loads them. */
export const SETTLEMENT_ROUTES = routeTable({
  lawyerSetting: { method: 'GET', path: '/api/lawyer/setting/detail' },
  lawyerCalculateList: { method: 'GET', path: '/api/lawyer/calculate/detail/list' },
  lawyerCalculateTotal: { method: 'GET', path: '/api/lawyer/calculate/detail/total' },
  lawyerCalculateSearch: { method: 'PATCH', path: '/api/lawyer/search/calculate/:userNo' },
});
