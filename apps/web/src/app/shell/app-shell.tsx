import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useIsDesktop } from '../../shared/hooks/use-media-query.ts';
import { MSG } from '../../shared/messages.ts';
import { hasOpenModal, useModalStore } from '../../shared/modal/modal-store.ts';
import { cx } from '../../shared/ui/cx.ts';
import { LoadingIndicator } from '../../shared/ui/loading-indicator.tsx';
import { useViewerRole } from '../../stores/user-store.ts';
import { UnsavedChangesGuard } from '../back/unsaved-changes-guard.tsx';
import { useDeviceBack } from '../back/use-device-back.ts';
import { useGoBack } from '../back/use-go-back.ts';
import { NavigationEffects } from '../guards/navigation-effects.tsx';
import { roleRedirectFor } from '../guards/role-guard.ts';
import { useRouteChrome } from '../routes/route-handle.ts';
import styles from './app-shell.module.css';
import { DocumentMeta } from './document-meta.tsx';
import { MainNav } from './main-nav.tsx';
import { ModalHost } from './modal-host.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PageHeader } from './page-header.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The frame around every screen: role guard, header, main navigation (bottom bar under 1000 px, top bar
 * above), the modal layers, the spinner and the back handling.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const role = useViewerRole();
  const chrome = useRouteChrome();
  const isDesktop = useIsDesktop();
  const goBack = useGoBack(chrome.backTo);
  const modalOpen = useModalStore(hasOpenModal);
  useDeviceBack(pathname, goBack);

  const redirect = roleRedirectFor(pathname, role);
  if (redirect) return <Navigate to={redirect} replace />;

  const bottomNav = chrome.bottomNav && !isDesktop;
  const pageHeader = chrome.chrome !== 'none';
  const header = <PageHeader chrome={chrome} isDesktop={isDesktop} onBack={goBack} />;
  return (
    <>
      {/* The page behind a dialog is inert: no focus, no clicks, hidden from screen readers. */}
      {chrome.chrome === 'bare' ? (
        <main inert={modalOpen}>
          <Outlet />
        </main>
      ) : (
        <div className={cx(styles.app, isDesktop && styles.desktop)} inert={modalOpen}>
          <a href="#main-content" className={styles.skipLink}>
            {MSG.common.skipToContent}
          </a>
          {isDesktop && <TopBar />}
          <div className={cx(styles.column, chrome.wide && styles.wide)}>
            {/* On a phone the header is the sticky banner; on a desktop the top bar is the banner and the
                page heading opens the main content, so that it is inside a landmark and the skip link
                lands on it. */}
            {pageHeader && !isDesktop && header}
            <main id="main-content" className={cx(styles.main, bottomNav && styles.withBottomNav)}>
              {pageHeader && isDesktop && header}
              <Outlet />
            </main>
          </div>
          {bottomNav && <MainNav placement="bottom" />}
        </div>
      )}
      <DocumentMeta title={chrome.title} />
      <NavigationEffects />
      <UnsavedChangesGuard />
      <ScrollRestoration />
      <ModalHost />
      <LoadingIndicator />
      <OfflineBanner aboveBottomNav={bottomNav} />
    </>
  );
}
