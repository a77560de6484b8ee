import { SALE_STATUS_LABELS, type SaleStatus } from '@ansim/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconChevronRight, IconUser } from '../../../shared/ui/icons.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { userTypeOf, useUserStore } from '../../../stores/user-store.ts';
import { useQuotaBalances, useSaleStatusCount } from '../api/my-sales-queries.ts';
import { MY_SALES_MSG as TEXT } from '../messages-my-sales.ts';
import styles from './my-sales-page.module.css';

type StatusCounts = Record<
  'activeCount' | 'stopCount' | 'doneCount' | 'storageCount' | 'deleteCount',
  number
>;

/** The dashboard's tab order: what is live first, what is gone last. */
const STATUS_TILES: readonly { status: SaleStatus; field: keyof StatusCounts }[] = [
  { status: 'ACTIVE', field: 'activeCount' },
  { status: 'STOP', field: 'stopCount' },
  { status: 'DONE', field: 'doneCount' },
  { status: 'STORAGE', field: 'storageCount' },
  { status: 'DELETE', field: 'deleteCount' },
];

/** The dashboard's tab of a status. */
export const dashboardTabPath = (status: SaleStatus) => `/salesManagement?status=${status}`;

/** Route /myPage/sales (매물 현황): the broker's listings by status, each a way into the dashboard's tab. */
export function MySalesPage() {
  const user = useUserStore((state) => state.user);
  if (!user) return <LoginRequired />;
  if (userTypeOf(user) !== 'BROKER') {
    return (
      <PageSection>
        <PromptCard
          centered
          icon={<IconUser size={26} />}
          title={TEXT.brokerOnlyTitle}
          body={TEXT.brokerOnlyBody}
        />
      </PageSection>
    );
  }
  return (
    <PageSection>
      <StatusCountsSection userNo={user.userNo} />
      <BalancesSection userNo={user.userNo} />
    </PageSection>
  );
}

function StatusCountsSection({ userNo }: { userNo: number }) {
  const headingId = useId();
  const query = useSaleStatusCount(userNo);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <QueryState query={query} variant="inline" errorTitle={TEXT.countsError}>
        {(counts) => (
          <>
            <div className={styles.heading}>
              <h2 id={headingId} className={styles.title}>
                {TEXT.countsTitle}
              </h2>
              <span className={styles.total}>
                {TEXT.total(STATUS_TILES.reduce((sum, tile) => sum + counts[tile.field], 0))}
              </span>
            </div>
            <ul className={styles.tiles}>
              {STATUS_TILES.map(({ status, field }) => (
                <li key={status}>
                  <Link to={dashboardTabPath(status)} className={styles.tile} data-status={status}>
                    <span className={styles.tileLabel}>{SALE_STATUS_LABELS[status]}</span>{' '}
                    <span className={styles.tileCount}>{TEXT.count(counts[field])}</span>
                    <span className="visually-hidden">{TEXT.countLinkSuffix}</span>
                    <IconChevronRight className={styles.chevron} size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <ButtonLink to="/salesManagement/regist" size="large" block>
        {TEXT.regist}
      </ButtonLink>
    </section>
  );
}

function BalancesSection({ userNo }: { userNo: number }) {
  const headingId = useId();
  const query = useQuotaBalances(userNo);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {TEXT.balancesTitle}
        </h2>
        <Link to="/salesManagement/adDetail" className={styles.more}>
          {TEXT.adDetail}
          <IconChevronRight size={16} />
        </Link>
      </div>
      <QueryState query={query} variant="inline" errorTitle={TEXT.balancesError}>
        {(balances) => (
          <dl className={styles.balances}>
            <div className={styles.balance}>
              <dt>{TEXT.adUnits}</dt>
              <dd>{TEXT.times(balances.adUnits)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{TEXT.baro}</dt>
              <dd>{TEXT.pieces(balances.baro.available)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{TEXT.lawyer}</dt>
              <dd>{TEXT.pieces(balances.lawyer.available)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{TEXT.proxy}</dt>
              <dd>{TEXT.times(Math.max(balances.remaining, 0))}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
