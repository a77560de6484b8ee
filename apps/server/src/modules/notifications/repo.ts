import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepo(db: Db) {
  return {
    /** The caller's page, newest first (notifications_user_idx). */
    list(userNo: number, limit: number, offset: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userNo, userNo))
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationNo))
        .limit(limit)
        .offset(offset);
    },

    async counts(userNo: number): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
        })
        .from(notifications)
        .where(eq(notifications.userNo, userNo));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** Marks one of the caller's own as read (the first read time stays); null when it is not theirs. */
    async markRead(userNo: number, notificationNo: number): Promise<NotificationRow | null> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.notificationNo, notificationNo), eq(notifications.userNo, userNo)))
        .returning();
      return updated ?? null;
    },

    /** Marks every unread row of the caller's read in one statement; returns how many changed. */
    async markAllRead(userNo: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userNo, userNo), isNull(notifications.readAt)))
        .returning({ notificationNo: notifications.notificationNo });
      return rows.length;
    },

    async unreadCount(userNo: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userNo, userNo), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Rows not yet handled by delivery (tests and the operator's health view). */
    async undelivered(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(isNull(notifications.deliveredAt));
      return row?.n ?? 0;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
