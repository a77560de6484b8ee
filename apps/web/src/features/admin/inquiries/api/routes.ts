import { routeTable } from '../../../../shared/api/routes.ts';

/** The console's 1대1 inquiry calls: only /admin/inquiries loads them. */
export const ADMIN_INQUIRY_ROUTES = routeTable({
  adminInquiryList: { method: 'GET', path: '/api/admin/inquiries' },
  adminInquiryDetail: { method: 'GET', path: '/api/admin/inquiries/:inquiryNo' },
  adminInquiryAnswer: { method: 'POST', path: '/api/admin/inquiries/:inquiryNo/answer' },
});

/** Every query of this area, under the console's key, so the dashboard's count can be refreshed with it. */
export const ADMIN_INQUIRY_KEY = ['admin', 'inquiries'] as const;
