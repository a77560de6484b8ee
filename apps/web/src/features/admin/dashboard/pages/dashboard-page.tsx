import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { DASHBOARD_CARDS } from '../components/dashboard-cards.ts';
import { NewListingsChart } from '../components/new-listings-chart.tsx';
import { DASHBOARD_MSG } from '../messages.ts';
import styles from './dashboard-page.module.css';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('ko-KR', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Seoul' });

/** Route /admin (issue 17 §1): what waits for the operator, and the new listings of 30 days. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <AdminPage
      description={DASHBOARD_MSG.description}
      actions={
        <>
          {data && <span className={styles.readAt}>{DASHBOARD_MSG.readAt(timeOf(data.readAt))}</span>}
          <Button
            variant="secondary"
            size="small"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            {DASHBOARD_MSG.refresh}
          </Button>
        </>
      }
    >
      {dashboard.isPending && (
        <div className={styles.state} role="status">
          <Spinner />
          <span>{ADMIN_MSG.table.loading}</span>
        </div>
      )}
      {dashboard.isError && !data && (
        <div className={styles.state} role="alert">
          <p className={styles.error}>{DASHBOARD_MSG.loadFailed}</p>
          <p>{thrownMessage(dashboard.error)}</p>
          <Button variant="soft" size="small" onClick={() => void dashboard.refetch()}>
            {ADMIN_MSG.table.retry}
          </Button>
        </div>
      )}
      {data && (
        <>
          <section aria-labelledby="dashboard-queues">
            <h2 id="dashboard-queues" className="visually-hidden">
              {DASHBOARD_MSG.queuesTitle}
            </h2>
            <ul className={styles.cards}>
              {DASHBOARD_CARDS.map((card) => {
                const count = card.count(data.counts);
                return (
                  <li key={card.key}>
                    <Link
                      to={card.to}
                      className={count > 0 ? `${styles.card} ${styles.waiting}` : styles.card}
                    >
                      <span className={styles.label}>{card.label}</span>
                      <span className={styles.count}>{DASHBOARD_MSG.count(count)}</span>
                      <span className={styles.hint}>{card.hint}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <NewListingsChart days={data.newListings} />
        </>
      )}
    </AdminPage>
  );
}
