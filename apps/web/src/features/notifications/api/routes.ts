import { routeTable } from '../../../shared/api/routes.ts';

/** The centre's calls: loaded with /notifications only. */
export const NOTIFICATION_ROUTES = routeTable({
  notificationList: { method: 'GET', path: '/api/notification/list' },
  notificationRead: { method: 'PATCH', path: '/api/notification/read/:notificationNo' },
  notificationReadAll: { method: 'PATCH', path: '/api/notification/read/all' },
});

export const notificationListKey = (userNo: number) => ['notification', 'list', userNo] as const;
