import { routeTable } from '../../../shared/api/routes.ts';

/** The calls of listing registration: only the registration screens load them. */
export const SALE_FORM_ROUTES = routeTable({
  gradeEstimate: { method: 'POST', path: '/api/sale/grade/estimate' },
  landPrice: { method: 'GET', path: '/common/open/land/price' },
  nearbySubway: { method: 'POST', path: '/common/search/nearby/subway' },
  promotionConsentPdf: { method: 'POST', path: '/api/sale/consent/pdf' },
  promotionConsentSave: { method: 'POST', path: '/api/sale/:saleNo/consent' },
  roomAreas: { method: 'POST', path: '/api/hyphen/room' },
  saleForm: { method: 'GET', path: '/api/sale/form/:saleNo' },
  saleModify: { method: 'PATCH', path: '/api/sale/modify/:saleNo' },
  saleSave: { method: 'POST', path: '/api/sale' },
  useApply: { method: 'GET', path: '/common/open/use/apply' },
});
