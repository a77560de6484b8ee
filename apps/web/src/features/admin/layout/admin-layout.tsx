import { NavLink, Outlet } from 'react-router';
import { ADMIN_MSG } from '../messages.ts';
import styles from './admin-layout.module.css';
import { ADMIN_NAV } from './admin-nav.ts';

/**
 * Route /admin and its areas (ADMIN only: the shell's role guard sends everyone else to /main, and every
 * /api/admin call checks again). A side menu on a desktop, a row of tabs that scrolls sideways on a phone.
 */
export function AdminLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label={ADMIN_MSG.navLabel} className={styles.nav}>
        <ul className={styles.list}>
          {ADMIN_NAV.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end={item.to === '/admin'}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
