import type { NotificationKind } from '@ansim/domain';
import type { DbOrTransaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export interface NotificationInput {
  userNo: number;
  kind: NotificationKind;
  /** ≤100 characters; longer text is cut so a long listing title cannot fail the caller's transaction. */
  title: string;
  /** ≤500 characters, cut likewise; it is also the SMS text. */
  body: string;
  /** An in-app path ('/myPage/inquiry/12'), or null. */
  link: string | null;
}

const cut = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/**
 * Tells a user something: one row in the notification centre, written in the caller's transaction so it
 * exists exactly when the change it reports is committed. Delivery (SMS, honouring the user's alarm
 * settings) happens after commit in ./delivery.ts.
 */
export async function notify(tx: DbOrTransaction, n: NotificationInput): Promise<void> {
  await tx.insert(notifications).values({
    userNo: n.userNo,
    kind: n.kind,
    title: cut(n.title, 100),
    body: cut(n.body, 500),
    link: n.link === null ? null : cut(n.link, 300),
  });
}
