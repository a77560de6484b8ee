import { routeTable } from '../../../shared/api/routes.ts';

/** The inquiry screens' calls: only /myPage/inquiry, its detail and /inquiry load them. */
export const INQUIRY_ROUTES = routeTable({
  inquiryAnswer: { method: 'POST', path: '/api/inquiry/answer/:inquiryNo' },
  inquiryDelete: { method: 'PATCH', path: '/api/inquiry/delete/:inquiryNo' },
  inquiryDetail: { method: 'GET', path: '/api/inquiry/detail/:inquiryNo' },
  inquiryList: { method: 'GET', path: '/api/inquiry/list' },
  inquirySaleList: { method: 'GET', path: '/api/inquiry/sale/list' },
  inquirySave: { method: 'POST', path: '/api/inquiry' },
});

/** Everything cached about inquiries: a save, an answer or a delete refreshes all of it. */
export const INQUIRY_KEY = ['inquiry'] as const;
