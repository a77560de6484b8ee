import type { NotificationItem } from '@ansim/domain/contract';
import { cx } from '../../../shared/ui/cx.ts';
import { NOTIFICATION_MSG as TEXT } from '../messages-notifications.ts';
import { timeAgo } from '../model/time-ago.ts';
import { KindIcon } from './kind-icon.tsx';
import styles from './notification-row.module.css';

/** One notification: a button that marks it read and opens what it is about. */
export function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: (item: NotificationItem) => void;
}) {
  const unread = item.readAt === null;
  return (
    <button
      type="button"
      className={cx(styles.row, unread && styles.unread)}
      onClick={() => onOpen(item)}
      data-testid="notification-row"
    >
      <KindIcon kind={item.kind} />
      <span className={styles.content}>
        <span className={styles.title}>
          {unread && <span className="visually-hidden">{TEXT.unread}, </span>}
          {item.title}
        </span>
        <span className={styles.body}>{item.body}</span>
        <time className={styles.time} dateTime={item.createdAt}>
          {timeAgo(item.createdAt, now)}
        </time>
      </span>
      {unread && <span className={styles.dot} aria-hidden="true" />}
    </button>
  );
}
