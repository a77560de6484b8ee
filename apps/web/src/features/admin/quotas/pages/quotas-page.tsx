import { type KeyboardEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../shared/admin-page.tsx';
import tabs from '../../shared/tabs.module.css';
import { ApplicationsTab } from '../components/applications-tab.tsx';
import { BalancesTab } from '../components/balances-tab.tsx';
import { LawyersTab } from '../components/lawyers-tab.tsx';
import styles from '../components/quotas.module.css';
import { RequestsTab } from '../components/requests-tab.tsx';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';

const TABS = ['quotas', 'applications', 'requests', 'lawyers'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * The console's quotas area (issue 17 §6): 이용권 / 대리 발급 신청 / 서류 요청 / 변호사 정산, the tab in the
 * address (?tab=), so a reload or a shared link opens the same one.
 */
export function AdminQuotasPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'quotas';
  const base = useId();

  // A tab's own filters and page do not carry over to another.
  const select = (next: Tab) => setParams(next === 'quotas' ? {} : { tab: next }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'quotas';
    select(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <AdminPage description={M.description}>
      <div role="tablist" aria-label={M.tabsLabel} className={tabs.tabs} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`${base}-${t}`}
            type="button"
            role="tab"
            className={tabs.tab}
            aria-selected={tab === t}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => select(t)}
          >
            {M.tabs[t]}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}`}>
        {/* The sections of a tab are h3s under the area's h1: this keeps the outline whole. */}
        <h2 className={styles.srOnly}>{M.tabs[tab]}</h2>
        {tab === 'quotas' && <BalancesTab />}
        {tab === 'applications' && <ApplicationsTab />}
        {tab === 'requests' && <RequestsTab />}
        {tab === 'lawyers' && <LawyersTab />}
      </div>
    </AdminPage>
  );
}
