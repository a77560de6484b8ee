import type { PushSubscribeBody, PushUnsubscribeBody } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** Devices one user may receive pushes on; subscribing one more drops the oldest. */
export const MAX_PUSH_DEVICES = 10;

export function createPushRepo(db: Db) {
  return {
    /**
     * Stores the device for the caller. The endpoint (or token) is unique, so subscribing a known one moves
     * it to the caller in the same statement: a browser that changed hands pushes to whoever signed in last.
     */
    async subscribe(userNo: number, body: PushSubscribeBody): Promise<void> {
      await db.transaction(async (tx) => {
        if (body.kind === 'WEB') {
          await tx
            .insert(pushSubscriptions)
            .values({
              userNo,
              kind: 'WEB',
              endpoint: body.endpoint,
              p256dh: body.keys.p256dh,
              auth: body.keys.auth,
            })
            .onConflictDoUpdate({
              target: pushSubscriptions.endpoint,
              set: { userNo, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: sql`now()` },
            });
        } else {
          await tx
            .insert(pushSubscriptions)
            .values({ userNo, kind: 'FCM', token: body.token, deviceId: body.deviceId ?? null })
            .onConflictDoUpdate({
              target: pushSubscriptions.token,
              set: { userNo, deviceId: body.deviceId ?? null, createdAt: sql`now()` },
            });
        }
        await tx.execute(sql`
          delete from push_subscriptions
           where user_no = ${userNo}
             and subscription_no not in (
                   select subscription_no from push_subscriptions
                    where user_no = ${userNo}
                    order by created_at desc, subscription_no desc
                    limit ${MAX_PUSH_DEVICES})`);
      });
    },

    /** Removes the caller's own subscription only; another user's endpoint is left alone. */
    async unsubscribe(userNo: number, body: PushUnsubscribeBody): Promise<boolean> {
      const match =
        'endpoint' in body
          ? eq(pushSubscriptions.endpoint, body.endpoint)
          : eq(pushSubscriptions.token, body.token);
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userNo, userNo), match))
        .returning({ subscriptionNo: pushSubscriptions.subscriptionNo });
      return rows.length > 0;
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
