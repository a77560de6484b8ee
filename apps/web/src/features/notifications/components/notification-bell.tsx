import { Link } from 'react-router';
import { cx } from '../../../shared/ui/cx.ts';
import { Svg } from '../../../shared/ui/icons.tsx';
import { useUnreadCount } from '../api/unread-count.ts';
import styles from './notification-bell.module.css';

/** The bell of the top bar and the phone's home header: the centre's door, with the unread count. */
export function NotificationBell({ userNo, className }: { userNo: number; className?: string }) {
  const count = useUnreadCount(userNo);
  return (
    <Link
      to="/notifications"
      className={cx(styles.bell, className)}
      aria-label={count > 0 ? `알림, 읽지 않은 알림 ${count}개` : '알림'}
    >
      <Svg>
        <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
        <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
      </Svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
