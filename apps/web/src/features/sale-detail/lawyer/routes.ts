import { routeTable } from '../../../shared/api/routes.ts';

/** The review panel's calls (spec 02 §7): loaded only when a lawyer opens a listing. */
export const LAWYER_ROUTES = routeTable({
  lawyerReview: { method: 'GET', path: '/api/lawyer/sale/review/:saleNo' },
  lawyerComment: { method: 'POST', path: '/api/lawyer/comment' },
  lawyerDecide: { method: 'POST', path: '/api/lawyer/sale/status' },
});
