import { Link, useLocation, useNavigate } from 'react-router';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot.tsx';
import { usePageHeaderStore } from '../../shared/hooks/use-page-header.ts';
import { MSG } from '../../shared/messages.ts';
import { confirmDialog } from '../../shared/modal/dialogs.tsx';
import { cx } from '../../shared/ui/cx.ts';
import { IconChevronLeft, IconClose, IconHeart, LogoMark } from '../../shared/ui/icons.tsx';
import { useUserStore } from '../../stores/user-store.ts';
import type { ResolvedChrome } from '../routes/route-handle.ts';
import styles from './page-header.module.css';

interface PageHeaderProps {
  chrome: ResolvedChrome;
  isDesktop: boolean;
  onBack: () => void;
}

/**
 * product.md §A2 "Header": optional back, the title, optional close and heart. A visitor's heart asks them to
 * sign in and comes back here afterwards; a signed-in user's heart is the page's to handle.
 */
export function PageHeader({ chrome, isDesktop, onBack }: PageHeaderProps) {
  const override = usePageHeaderStore();
  const user = useUserStore((state) => state.user);
  const setRedirectPath = useUserStore((state) => state.setRedirectPath);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  if (chrome.chrome === 'brand') {
    if (isDesktop) return null;
    return (
      <header className={styles.brand}>
        <Link to="/main" className={styles.brandLink}>
          <LogoMark size={26} inverted />
          {MSG.brand.name}
        </Link>
        {user && <NotificationBellSlot userNo={user.userNo} className={styles.brandBell} />}
      </header>
    );
  }

  const title = override.title ?? chrome.title;
  const liked = override.heart?.liked ?? false;
  const showHeart = chrome.heart && !override.isOwnListing && (override.heart !== undefined || user === null);

  const onHeart = async () => {
    if (user === null) {
      if (await confirmDialog({ message: MSG.spec.loginRequired })) {
        setRedirectPath(`${pathname}${search}`);
        void navigate('/login');
      }
      return;
    }
    override.heart?.onToggle();
  };

  // On desktop the top bar is the page's banner; this is then only the column's heading row.
  const Bar = isDesktop ? 'div' : 'header';
  return (
    <Bar className={cx(styles.header, isDesktop && styles.desktop)}>
      <div className={styles.start}>
        {chrome.back && (
          <button type="button" className={styles.iconButton} aria-label={MSG.common.back} onClick={onBack}>
            <IconChevronLeft />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {showHeart && (
          <button
            type="button"
            className={cx(styles.iconButton, liked && styles.liked)}
            aria-label={MSG.common.heart}
            aria-pressed={liked}
            onClick={onHeart}
          >
            <IconHeart filled={liked} />
          </button>
        )}
        {chrome.close !== undefined && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={MSG.common.close}
            onClick={() => void navigate(chrome.close ?? '/main', { replace: true })}
          >
            <IconClose />
          </button>
        )}
      </div>
    </Bar>
  );
}
