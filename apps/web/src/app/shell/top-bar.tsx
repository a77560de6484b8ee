import { Link } from 'react-router';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot.tsx';
import { MSG } from '../../shared/messages.ts';
import { ButtonLink } from '../../shared/ui/button.tsx';
import { LogoMark } from '../../shared/ui/icons.tsx';
import { useUserStore } from '../../stores/user-store.ts';
import { MainNav } from './main-nav.tsx';
import styles from './top-bar.module.css';

/** Desktop only: the wordmark, the main navigation and who is signed in. */
export function TopBar() {
  const user = useUserStore((state) => state.user);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/main" className={styles.logo} aria-label={MSG.brand.name}>
          <LogoMark size={30} />
          <span className={styles.wordmark} aria-hidden="true">
            {MSG.brand.name}
          </span>
        </Link>
        <div className={styles.nav}>
          <MainNav placement="top" />
        </div>
        <div className={styles.account}>
          {user ? (
            <>
              <NotificationBellSlot userNo={user.userNo} />
              <span>{MSG.common.honorific(user.name)}</span>
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" size="small">
                {MSG.common.login}
              </ButtonLink>
              <ButtonLink to="/signUp" variant="soft" size="small">
                {MSG.common.signUp}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
