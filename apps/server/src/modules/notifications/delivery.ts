import { isInquiryNotificationKind, isSaleAlertNotificationKind } from '@ansim/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions, smsMessages } from '../../db/schema/index.ts';
import {
  localPushSender,
  type PushPayload,
  type PushSenders,
  type PushTarget,
  pushSenderFor,
} from '../../platform/push/index.ts';
import type { JobLog } from '../../platform/schedule/repeating.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';

/** How many rows one claim takes; a drain claims batches until none is left or MAX_BATCHES is reached. */
const BATCH = 100;
const MAX_BATCHES = 20;

export interface DrainReport {
  claimed: number;
  sent: number;
  /** The user's alarm setting is off, or the account is not active: the centre row stays, no SMS. */
  skipped: number;
  failed: number;
  /** Pushes: taken by a push service or recorded in push_outbox, refused, and subscriptions found gone. */
  pushed: number;
  pushFailed: number;
  pushGone: number;
}

interface ClaimedRow {
  notification_no: number;
  user_no: number;
  kind: string;
  link: string | null;
  title: string;
  body: string;
  phone: string | null;
  status: string | null;
  is_inquiry_alarm: boolean | null;
  is_push_alarm: boolean | null;
  is_sale_alarm: boolean | null;
}

/** The SMS text of a notification. */
export const smsTextOf = (title: string, body: string): string => `[안심방] ${title}\n${body}`;

/**
 * Claims up to BATCH undelivered rows by setting delivered_at in the statement that selects them: `for
 * update skip locked` keeps two drains off the same rows and `delivered_at is null` is checked again under
 * the lock, so a row is claimed by exactly one drain. Delivery is at most once: a crash between the claim
 * and the send loses that SMS (the centre row stays), which beats texting a user twice.
 */
async function claimBatch(db: DbOrTransaction): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    with claimed as (
      update notifications n
         set delivered_at = now()
       where n.notification_no in (
               select notification_no from notifications
                where delivered_at is null
                order by notification_no
                limit ${BATCH}
                for update skip locked)
         and n.delivered_at is null
      returning n.notification_no, n.user_no, n.kind, n.title, n.body, n.link)
    select c.notification_no, c.user_no, c.kind, c.title, c.body, c.link,
           u.phone, u.status, u.is_inquiry_alarm, u.is_push_alarm, u.is_sale_alarm
      from claimed c
      left join users u on u.user_no = c.user_no
     order by c.notification_no`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** The user's alarm setting for this kind is on and the account is active: SMS and pushes may go. */
const wanted = (row: ClaimedRow): boolean => {
  if (row.status !== 'ACTIVE') return false;
  if (isInquiryNotificationKind(row.kind)) return row.is_inquiry_alarm === true;
  // Listing news (saved searches, liked listings) has its own switch, '매물 소식 알림'.
  if (isSaleAlertNotificationKind(row.kind)) return row.is_sale_alarm === true;
  return row.is_push_alarm === true;
};

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

const targetOf = (s: SubscriptionRow): PushTarget | null =>
  s.kind === 'WEB' && s.endpoint && s.p256dh && s.auth
    ? { kind: 'WEB', endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }
    : s.kind === 'FCM' && s.token
      ? { kind: 'FCM', token: s.token }
      : null;

/**
 * Pushes one notification to each of its user's devices at once. A device the service calls gone loses
 * its subscription; the local driver's pushes are rows of push_outbox.
 */
async function pushRow(
  db: DbOrTransaction,
  senders: PushSenders,
  row: ClaimedRow,
  subscriptions: SubscriptionRow[],
  report: DrainReport,
  gone: Set<number>,
): Promise<void> {
  const payload: PushPayload = {
    notificationNo: row.notification_no,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
  };
  await Promise.all(
    subscriptions.map(async (s) => {
      const target = targetOf(s);
      if (!target) return;
      const result = await pushSenderFor(senders, target).send(target, payload);
      switch (result.status) {
        case 'OUTBOX':
          await db.insert(pushOutbox).values({
            subscriptionNo: s.subscriptionNo,
            userNo: row.user_no,
            notificationNo: row.notification_no,
            kind: s.kind,
            payload: JSON.stringify(payload),
          });
          report.pushed++;
          return;
        case 'SENT':
          await db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: sql`now()` })
            .where(eq(pushSubscriptions.subscriptionNo, s.subscriptionNo));
          report.pushed++;
          return;
        case 'GONE':
          gone.add(s.subscriptionNo);
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriptionNo, s.subscriptionNo));
          report.pushGone++;
          return;
        case 'FAILED':
          report.pushFailed++;
          return;
      }
    }),
  );
}

/**
 * Sends the SMS and the pushes of every notification not yet delivered, when the user's alarm setting
 * allows it (users.is_inquiry_alarm for inquiry kinds, is_sale_alarm for listing news, is_push_alarm for the
 * rest). Every SMS is written to sms_messages, as the SMS module does, whatever the driver; pushes go to
 * each of the user's devices.
 */
export async function drainNotifications(
  db: DbOrTransaction,
  sender: SmsSender,
  push: PushSenders = { web: localPushSender, fcm: localPushSender },
): Promise<DrainReport> {
  const report: DrainReport = {
    claimed: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    pushed: 0,
    pushFailed: 0,
    pushGone: 0,
  };
  // Subscriptions deleted during this drain, so later rows of the batch do not try them again.
  const gone = new Set<number>();
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await claimBatch(db);
    report.claimed += rows.length;
    const wantedUsers = [...new Set(rows.filter(wanted).map((r) => r.user_no))];
    const subscriptions =
      wantedUsers.length === 0
        ? []
        : await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userNo, wantedUsers));
    for (const row of rows) {
      if (!wanted(row)) {
        report.skipped++;
        continue;
      }
      const own = subscriptions.filter((s) => s.userNo === row.user_no && !gone.has(s.subscriptionNo));
      if (own.length > 0) await pushRow(db, push, row, own, report, gone);
      if (!row.phone) {
        report.skipped++;
        continue;
      }
      const body = smsTextOf(row.title, row.body);
      const result = await sender.send(row.phone, body);
      await db.insert(smsMessages).values({
        phone: row.phone,
        body,
        driver: sender.driver,
        status: result.status,
        providerMessageId: result.providerMessageId,
        error: result.error,
      });
      if (result.status === 'FAILED') report.failed++;
      else report.sent++;
    }
    if (rows.length < BATCH) break;
  }
  return report;
}

export interface NotificationDelivery {
  /** One drain now (awaited); concurrent calls are safe, each row is claimed once. */
  drain(): Promise<DrainReport>;
  /** Starts a drain after a commit without waiting for it; runs do not pile up. */
  kick(): void;
  /** Waits for a kicked drain in progress (shutdown, tests). */
  idle(): Promise<void>;
}

export function createNotificationDelivery({
  db,
  sender,
  push,
  log,
}: {
  db: DbOrTransaction;
  sender: SmsSender;
  push?: PushSenders;
  log: JobLog;
}): NotificationDelivery {
  let running: Promise<void> | null = null;
  let again = false;
  const drain = () => drainNotifications(db, sender, push);
  const kick = () => {
    if (running) {
      // A row committed after the running drain's last claim is picked up by one more pass.
      again = true;
      return;
    }
    running = drain()
      .then((report) => {
        if (report.claimed > 0)
          log.info({ job: 'notification delivery', ...report }, 'notifications delivered');
      })
      .catch((error: unknown) => log.error({ job: 'notification delivery', err: error }, 'delivery failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  return {
    drain,
    kick,
    async idle() {
      while (running) await running;
    },
  };
}
