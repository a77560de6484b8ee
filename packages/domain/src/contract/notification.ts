import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notification-kinds.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam } from './primitives.ts';

/*
 * The notification centre (DESIGN "Notifications"): every row notify() wrote for the caller, newest first.
 * Its screen arrives with P12; the calls exist so the centre has data from the first notification on.
 */

export const NOTIFICATION_PAGE = { max: 50, fallback: 20 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: '알림을 찾을 수 없습니다.',
} as const;

export const notificationListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(NOTIFICATION_PAGE.max, NOTIFICATION_PAGE.fallback),
});

export const notificationItemSchema = z.object({
  notificationNo: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path such as '/myPage/inquiry/12', or null. */
  link: z.string().nullable(),
  /** ISO 8601; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.object({
  list: z.array(notificationItemSchema),
  pageInfo: pageInfoSchema,
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListResponseSchema = envelopeSchema(notificationListSchema);

export const notificationParamsSchema = z.object({ notificationNo: intColumn('notificationNo') });
export const notificationReadResponseSchema = envelopeSchema(notificationItemSchema);
