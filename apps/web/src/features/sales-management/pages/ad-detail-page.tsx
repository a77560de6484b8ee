import { KST_OFFSET_MS, saleDetailPagePath } from '@ansim/domain';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { isLedgerKind, LEDGER_KINDS, type LedgerKind, useAdList, useAdUser } from '../api/quota-queries.ts';
import { QUOTA_MSG } from '../messages-quota.ts';
import styles from './ad-detail-page.module.css';

const TEXT = QUOTA_MSG.adDetail;

/** 'YY.MM.DD HH:mm' on the Korean clock, whatever the browser's time zone. */
export function formatLedgerTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${String(kst.getUTCFullYear()).slice(2)}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())} ` +
    `${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`
  );
}

/** Route /salesManagement/adDetail (광고내역 보기): what the broker holds, and every grant and use. */
export function AdDetailPage() {
  const userNo = useUserStore((state) => state.user?.userNo);
  if (userNo === undefined) return null;
  return (
    <PageSection>
      <Balances userNo={userNo} />
      <aside className={styles.reward} aria-label={TEXT.rewardTitle}>
        <strong className={styles.rewardTitle}>{TEXT.rewardTitle}</strong>
        <p>{TEXT.reward}</p>
      </aside>
      <History userNo={userNo} />
    </PageSection>
  );
}

function Balances({ userNo }: { userNo: number }) {
  const headingId = useId();
  const query = useAdUser(userNo);
  return (
    <section aria-labelledby={headingId} className={styles.balances}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {TEXT.balancesLabel}
      </h2>
      <QueryState query={query} variant="inline" errorTitle={TEXT.balanceError}>
        {(user) => (
          <dl className={styles.cards}>
            <BalanceCard label={TEXT.adUnits} value={QUOTA_MSG.count(user.adUnits)} strong />
            <BalanceCard
              label={TEXT.baro}
              value={QUOTA_MSG.pieces(user.baro.available)}
              sub={TEXT.usedOf(user.baro.used)}
            />
            <BalanceCard
              label={TEXT.lawyer}
              value={QUOTA_MSG.pieces(user.lawyer.available)}
              sub={TEXT.usedOf(user.lawyer.used)}
            />
            <BalanceCard
              label={TEXT.proxy}
              value={QUOTA_MSG.count(Math.max(user.remaining, 0))}
              sub={TEXT.proxyUsedOf(user.vicariouslyUse, user.vicariously)}
            />
          </dl>
        )}
      </QueryState>
    </section>
  );
}

function BalanceCard({
  label,
  value,
  sub,
  strong = false,
}: {
  label: string;
  value: string;
  sub?: string;
  strong?: boolean;
}) {
  return (
    <div className={cx(styles.card, strong && styles.cardStrong)}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{value}</dd>
      {sub && <dd className={styles.cardSub}>{sub}</dd>}
    </div>
  );
}

function History({ userNo }: { userNo: number }) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('kind');
  const kind: LedgerKind | null = isLedgerKind(raw) ? raw : null;
  const query = useAdList(userNo, kind);
  const rows = query.data?.pages.flatMap((page) => page.list);

  const choose = (next: LedgerKind | null) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next) copy.set('kind', next);
        else copy.delete('kind');
        return copy;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby={headingId} className={styles.history}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {TEXT.historyTitle}
      </h2>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{TEXT.filterLabel}</legend>
        {[null, ...LEDGER_KINDS].map((option) => (
          <button
            key={option ?? 'ALL'}
            type="button"
            className={cx(styles.filter, option === kind && styles.filterOn)}
            aria-pressed={option === kind}
            onClick={() => choose(option)}
          >
            {QUOTA_MSG.kinds[option ?? 'ALL']}
          </button>
        ))}
      </fieldset>
      <QueryState
        query={{ ...query, data: rows }}
        variant="inline"
        errorTitle={TEXT.loadError}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className={styles.empty}>
            <p>{TEXT.empty}</p>
            <ButtonLink to="/salesManagement" variant="soft">
              {TEXT.toDashboard}
            </ButtonLink>
          </div>
        }
      >
        {(list) => (
          <>
            <ol className={styles.rows}>
              {list.map((row) => (
                <li key={row.entryNo} className={styles.row}>
                  <div className={styles.rowMain}>
                    <span className={cx(styles.kind, styles[`kind${row.kind}`])}>
                      {QUOTA_MSG.kinds[row.kind]}
                    </span>
                    <p className={styles.reason}>{row.reasonLabel}</p>
                    <p className={styles.meta}>
                      <time dateTime={row.createdAt}>{formatLedgerTime(row.createdAt)}</time>
                      {row.saleNo !== null && (
                        <Link to={saleDetailPagePath(row.saleNo)} className={styles.saleLink}>
                          {QUOTA_MSG.saleNo(row.saleNo)}
                        </Link>
                      )}
                    </p>
                  </div>
                  <div className={styles.rowSide}>
                    <span className={cx(styles.delta, row.delta > 0 ? styles.plus : styles.minus)}>
                      <span aria-hidden="true">{TEXT.delta(row.delta)}</span>
                      <span className="visually-hidden">{TEXT.deltaLabel(row.delta)}</span>
                    </span>
                    <span className={styles.after}>{TEXT.balanceAfter(row.balanceAfter)}</span>
                  </div>
                </li>
              ))}
            </ol>
            {query.hasNextPage && (
              <Button
                variant="secondary"
                block
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
              >
                {TEXT.more}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
