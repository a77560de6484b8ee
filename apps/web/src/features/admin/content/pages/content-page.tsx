import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { AdminPage } from '../../shared/admin-page.tsx';
import tabs from '../../shared/tabs.module.css';
import { BannersTab } from '../components/banners-tab.tsx';
import { BoardsTab } from '../components/boards-tab.tsx';
import { CodesTab } from '../components/codes-tab.tsx';
import { VersionsTab } from '../components/versions-tab.tsx';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';

/** TipTap and its ProseMirror are large: only the editor loads them, never the lists. */
const BoardEditor = lazy(() => import('../components/board-editor.tsx'));

const TABS = ['boards', 'banners', 'versions', 'codes'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * Route /admin/content (issue 17 §5). The tab is in the address (?tab=banners), and so is the board being
 * edited (?edit=12, ?edit=new): a reload or the way back lands on the same screen.
 */
export function AdminContentPage() {
  const [params] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'boards';
  const edit = params.get('edit');
  const editing = tab === 'boards' && edit !== null && (edit === 'new' || /^\d{1,10}$/.test(edit));

  return (
    <AdminPage description={CONTENT_MSG.description}>
      <nav aria-label={CONTENT_MSG.tabsLabel} className={tabs.tabs}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={key === 'boards' ? '?' : `?tab=${key}`}
            className={tabs.tab}
            aria-current={tab === key ? 'page' : undefined}
          >
            {CONTENT_MSG.tabs[key]}
          </Link>
        ))}
      </nav>
      {!editing && <h2 className="visually-hidden">{CONTENT_MSG.tabs[tab]}</h2>}
      {editing ? (
        <Suspense
          fallback={
            <p role="status" className={styles.live}>
              <Spinner /> {CONTENT_MSG.editor.loading}
            </p>
          }
        >
          <BoardEditor boardNo={edit === 'new' ? null : Number(edit)} />
        </Suspense>
      ) : tab === 'boards' ? (
        <BoardsTab />
      ) : tab === 'banners' ? (
        <BannersTab />
      ) : tab === 'versions' ? (
        <VersionsTab />
      ) : (
        <CodesTab />
      )}
    </AdminPage>
  );
}
