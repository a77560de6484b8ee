import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.ts';
import { users } from './users.ts';

export const PUSH_DEVICE_KINDS = ['WEB', 'FCM'] as const;
export type PushDeviceKind = (typeof PUSH_DEVICE_KINDS)[number];

/*
 * Where a user's pushes go: a browser's Web Push subscription (endpoint + keys) or the app's device
 * registration key (FCM token). A subscription belongs to the device, so subscribing an endpoint or token
 * that is already known moves it to the user signed in now; the delivery job deletes a row when the push
 * service answers that it is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionNo: integer('subscription_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 3 }).notNull(),
    /** WEB: the push service's URL for this browser. */
    endpoint: varchar('endpoint', { length: 1000 }),
    p256dh: varchar('p256dh', { length: 200 }),
    auth: varchar('auth', { length: 100 }),
    /** FCM: the device registration key the app's bridge gives (getRegistrationKey). */
    token: varchar('token', { length: 500 }),
    deviceId: varchar('device_id', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    uniqueIndex('push_subscriptions_token_key').on(t.token),
    index('push_subscriptions_user_idx').on(t.userNo),
    check(
      'push_subscriptions_kind_check',
      sql`(${t.kind} = 'WEB' and ${t.endpoint} is not null and ${t.p256dh} is not null and ${t.auth} is not null and ${t.token} is null)
        or (${t.kind} = 'FCM' and ${t.token} is not null and ${t.endpoint} is null)`,
    ),
  ],
);

/*
 * The local push driver's record (no VAPID keys and no FCM account configured): each push that would have
 * left is a row here, so delivery stays real and testable without a push service.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    pushNo: integer('push_no').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionNo: integer('subscription_no').references(() => pushSubscriptions.subscriptionNo, {
      onDelete: 'set null',
    }),
    userNo: integer('user_no').references(() => users.userNo, { onDelete: 'cascade' }),
    notificationNo: integer('notification_no').references(() => notifications.notificationNo, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 3 }).notNull(),
    /** The JSON the device would have received. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_outbox_user_idx').on(t.userNo, t.createdAt)],
);
