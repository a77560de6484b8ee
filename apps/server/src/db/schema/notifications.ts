import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The notification centre and its outbox in one table (DESIGN "Notifications"): notify() writes a row in the
 * caller's transaction, so a notification exists exactly when what it tells of was committed; the delivery
 * job sends the SMS for rows with delivered_at null and marks them with a conditional update, so each row is
 * sent once even when two drains run at the same time.
 */
export const notifications = pgTable(
  'notifications',
  {
    notificationNo: integer('notification_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    /** An in-app path ('/myPage/inquiry/12'), never an outside address. */
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once the delivery job has handled the row (sent, or skipped because the user's alarm is off). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userNo, t.createdAt.desc().nullsFirst()),
    index('notifications_undelivered_idx').on(t.notificationNo).where(sql`${t.deliveredAt} is null`),
    // The bell's count on every page of a signed-in user: only the unread rows, whatever the history's size.
    index('notifications_unread_idx').on(t.userNo).where(sql`${t.readAt} is null`),
  ],
);
