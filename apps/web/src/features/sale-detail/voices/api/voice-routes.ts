import { routeTable } from '../../../../shared/api/routes.ts';

/** The voice calls of a listing: only the detail's 안전등급 평가 section and its dialogs load them. */
export const VOICE_ROUTES = routeTable({
  commentCheck: { method: 'POST', path: '/api/sale/search/comment' },
  commentInsert: { method: 'POST', path: '/api/sale/insert/comment' },
  commentList: { method: 'GET', path: '/api/comment/list' },
  reportCheck: { method: 'POST', path: '/api/search/report' },
  reportInsert: { method: 'POST', path: '/api/report' },
});
