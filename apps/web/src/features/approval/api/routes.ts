import { routeTable } from '../../../shared/api/routes.ts';

/** The queue's call (spec 02 §7): only /approval loads it. */
export const APPROVAL_ROUTES = routeTable({
  lawyerQueue: { method: 'GET', path: '/api/lawyer/sale/list' },
});
