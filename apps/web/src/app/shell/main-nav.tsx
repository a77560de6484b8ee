import { Link, useLocation } from 'react-router';
import { MSG } from '../../shared/messages.ts';
import { useViewerRole } from '../../stores/user-store.ts';
import styles from './main-nav.module.css';
import { activeNavKey, navItemsFor } from './nav-items.ts';

/**
 * The main navigation by user type: a bottom bar on mobile, a row in the top bar on desktop. Only one is
 * ever rendered, so there is one navigation landmark.
 */
export function MainNav({ placement }: { placement: 'bottom' | 'top' }) {
  const role = useViewerRole();
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);
  return (
    <nav aria-label={MSG.nav.label} className={placement === 'bottom' ? styles.bottom : styles.top}>
      <ul className={styles.list}>
        {navItemsFor(role).map(({ key, label, to, Icon }) => (
          <li key={key} className={styles.item}>
            <Link to={to} className={styles.link} aria-current={key === active ? 'page' : undefined}>
              <Icon size={placement === 'bottom' ? 24 : 20} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
