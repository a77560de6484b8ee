import { formatDate, saleDetailPagePath } from '@ansim/domain';
import type { LawyerCalculateLine } from '@ansim/domain/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../../shared/hooks/use-infinite-scroll.ts';
import { useIsDesktop } from '../../../../shared/hooks/use-media-query.ts';
import { useScrollRestore } from '../../../../shared/hooks/use-scroll-restore.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { QueryState } from '../../../../shared/ui/query-state.tsx';
import { useLines } from '../api/get-lines.ts';
import { SETTLEMENT_MSG } from '../messages-settlement.ts';
import { periodLabel, type SettlementPeriod } from '../model/period.ts';
import styles from './lines.module.css';

const TEXT = SETTLEMENT_MSG.lines;

/**
 * One line per decision in the period, newest first, paged on scroll: a table with a caption on desktop,
 * a list of rows on a phone (a five-column table does not fit 390 px).
 */
export function Lines({ period }: { period: SettlementPeriod }) {
  const headingId = useId();
  const query = useLines(period);
  const isDesktop = useIsDesktop();
  const lines = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  const failedMore = query.isError && lines !== undefined;
  const sentinel = useInfiniteScroll({
    hasNextPage: query.hasNextPage && !query.isError,
    isFetching: query.isFetching,
    fetchNextPage: query.fetchNextPage,
  });
  useScrollRestore(query.isSuccess);
  const caption = TEXT.caption(periodLabel(period));

  return (
    <section aria-labelledby={headingId} className={styles.lines}>
      <h2 id={headingId} className={styles.title}>
        {TEXT.title}
      </h2>
      <QueryState
        variant="inline"
        // A failed next page keeps the lines on screen; its 다시 시도 goes under them.
        query={{ ...query, data: lines, isError: query.isError && !failedMore }}
        errorTitle={TEXT.loadError}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.empty}>{TEXT.empty}</p>}
      >
        {(list) => (
          <>
            {isDesktop ? (
              <LineTable lines={list} caption={caption} busy={query.isFetchingNextPage} />
            ) : (
              <LineList lines={list} label={caption} busy={query.isFetchingNextPage} />
            )}
            <div ref={sentinel} className={styles.sentinel}>
              {query.isFetchingNextPage && (
                <p className={styles.status} role="status">
                  {TEXT.loadingMore}
                </p>
              )}
              {failedMore && (
                <Button variant="soft" onClick={() => void query.fetchNextPage()}>
                  {SETTLEMENT_MSG.retry}
                </Button>
              )}
              {!failedMore &&
                query.hasNextPage &&
                !query.isFetchingNextPage &&
                !supportsIntersectionObserver() && (
                  <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
                    {TEXT.more}
                  </Button>
                )}
              {!query.hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
                <p className={styles.end}>{TEXT.end}</p>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

function SaleLink({ line }: { line: LawyerCalculateLine }) {
  return (
    <Link to={saleDetailPagePath(line.saleNo)} className={styles.sale}>
      {line.saleTitle.trim() || TEXT.saleNo(line.saleNo)}
    </Link>
  );
}

function Decision({ line }: { line: LawyerCalculateLine }) {
  return (
    <span className={cx(styles.decision, styles[`decision${line.decision}`])}>
      {SETTLEMENT_MSG.decisions[line.decision]}
    </span>
  );
}

function State({ line }: { line: LawyerCalculateLine }) {
  return <span className={cx(styles.state, styles[`state${line.state}`])}>{line.stateLabel}</span>;
}

const DecidedAt = ({ line }: { line: LawyerCalculateLine }) => (
  <time dateTime={line.decidedAt}>{formatDate(line.decidedAt)}</time>
);

function LineTable({
  lines,
  caption,
  busy,
}: {
  lines: LawyerCalculateLine[];
  caption: string;
  busy: boolean;
}) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.date}</th>
            <th scope="col">{TEXT.sale}</th>
            <th scope="col">{TEXT.decision}</th>
            <th scope="col" className={styles.numeric}>
              {TEXT.amount}
            </th>
            <th scope="col">{TEXT.state}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.calculateNo}>
              <td className={styles.date}>
                <DecidedAt line={line} />
              </td>
              <th scope="row" className={styles.saleHeader}>
                <div className={styles.saleCell}>
                  <SaleLink line={line} />
                  <span className={styles.saleNo}>{TEXT.saleNo(line.saleNo)}</span>
                </div>
              </th>
              <td>
                <Decision line={line} />
              </td>
              <td className={cx(styles.numeric, styles.amount)}>{SETTLEMENT_MSG.won(line.amount)}</td>
              <td>
                <State line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineList({ lines, label, busy }: { lines: LawyerCalculateLine[]; label: string; busy: boolean }) {
  return (
    <ol className={styles.list} aria-label={label} aria-busy={busy}>
      {lines.map((line) => (
        <li key={line.calculateNo} className={styles.row}>
          <div className={styles.rowMain}>
            <SaleLink line={line} />
            <p className={styles.meta}>
              <DecidedAt line={line} />
              <span className={styles.saleNo}>{TEXT.saleNo(line.saleNo)}</span>
            </p>
          </div>
          <div className={styles.rowSide}>
            <span className={styles.amount}>{SETTLEMENT_MSG.won(line.amount)}</span>
            <span className={styles.tags}>
              <Decision line={line} />
              <State line={line} />
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
