import { shortAddress } from '@ansim/domain';
import { type CompareItem, ERRORS } from '@ansim/domain/contract';
import { type CSSProperties, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCompareStore } from '../../../shared/compare/compare-store.ts';
import { saleDetailPath } from '../../../shared/sale/sale-card.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconBuilding, IconClose } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useCompare } from '../api/get-compare.ts';
import { COMPARE } from '../messages.ts';
import { compareRows } from '../model/compare-rows.ts';
import styles from './compare-page.module.css';

/** Nothing picked yet: where listings are picked from. */
function CompareEmpty({
  title = COMPARE.emptyTitle,
  body = COMPARE.emptyBody,
}: {
  title?: string;
  body?: string;
}) {
  return (
    <PageSection>
      <PromptCard
        centered
        icon={<IconBuilding size={26} />}
        title={title}
        body={body}
        actions={
          <>
            <ButtonLink to="/search/list" size="large">
              {COMPARE.toSearch}
            </ButtonLink>
            <ButtonLink to="/wishList" size="large" variant="secondary">
              {COMPARE.toWishList}
            </ButtonLink>
          </>
        }
      />
    </PageSection>
  );
}

/** A column's head: the photo, the title linking to the listing, the area, and 빼기. */
function ColumnHead({ item, viewerNo }: { item: CompareItem; viewerNo: number | null }) {
  const remove = useCompareStore((state) => state.remove);
  return (
    <th scope="col" className={styles.head}>
      <div className={styles.headInner}>
        {item.mainImage ? (
          <img className={styles.photo} src={item.mainImage} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <div className={cx(styles.photo, styles.noPhoto)} aria-hidden="true">
            <IconBuilding size={32} />
          </div>
        )}
        <Link to={saleDetailPath(item.saleNo, viewerNo)} className={styles.headTitle}>
          {item.title}
        </Link>
        <span className={styles.headAddr}>{shortAddress(item.saleAddr)}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={COMPARE.removeLabel(item.title)}
          onClick={() => remove(item.saleNo)}
        >
          <IconClose size={14} />
          {COMPARE.remove}
        </button>
      </div>
    </th>
  );
}

/**
 * The listings side by side: a label column and one column per listing. On a phone the table scrolls
 * sideways inside its own region, the label column staying in place, so every row stays readable.
 */
function CompareTable({ items }: { items: CompareItem[] }) {
  const viewerNo = useUserStore((state) => state.user?.userNo ?? null);
  const rows = useMemo(() => compareRows(items), [items]);
  const captionId = useId();
  return (
    // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways and needs focus for it.
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} style={{ '--columns': items.length } as CSSProperties}>
        <caption id={captionId} className="visually-hidden">
          {COMPARE.caption(items.length)}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {items.map((item) => (
              <ColumnHead key={item.saleNo} item={item} viewerNo={viewerNo} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={items[i]?.saleNo} className={cx(styles.cell, cell.best && styles.best)}>
                  {cell.level != null && <SafetyGradeTag level={cell.level} />}
                  {cell.lines.length === 1 && cell.level == null ? (
                    <span>{cell.lines[0]}</span>
                  ) : cell.lines.length > 0 ? (
                    <ul className={styles.lines}>
                      {cell.lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  {cell.best && <span className={styles.badge}>{cell.best}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const isNoneVisible = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'business' && error.code === ERRORS.NOT_FOUND.code;

/** Route /compare: the listings of 비교함 side by side (P14 item 6). */
export function ComparePage() {
  const picks = useCompareStore((state) => state.picks);
  const forget = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);
  const saleNos = useMemo(() => picks.map((pick) => pick.saleNo), [picks]);
  const query = useCompare(saleNos);
  const [notice, setNotice] = useState<string | null>(null);

  // Listings gone from the market (or never there) leave 비교함, so its count is what can be compared;
  // the server's note stays on screen to say why.
  const omitted = query.data?.omitted;
  useEffect(() => {
    if (!omitted || omitted.length === 0) return;
    setNotice(query.data?.notice ?? null);
    for (const saleNo of omitted) forget(saleNo);
  }, [omitted, query.data?.notice, forget]);

  // None of them can be shown any more: 비교함 is emptied, and the page says why.
  const noneVisible = query.isError && isNoneVisible(query.error);
  const [allGone, setAllGone] = useState(false);
  useEffect(() => {
    if (!noneVisible) return;
    setAllGone(true);
    clear();
  }, [noneVisible, clear]);

  if (saleNos.length === 0 || noneVisible) {
    return allGone || noneVisible ? (
      <CompareEmpty title={COMPARE.noneVisibleTitle} body={COMPARE.noneVisibleBody} />
    ) : (
      <CompareEmpty />
    );
  }
  return (
    <PageSection width="wide">
      <div className={styles.toolbar}>
        <p className={styles.count}>{COMPARE.comparing(picks.length)}</p>
        <div className={styles.actions}>
          {picks.length < 3 && (
            <ButtonLink to="/search/list" variant="secondary" size="small">
              {COMPARE.addMore}
            </ButtonLink>
          )}
          <Button variant="ghost" size="small" onClick={clear}>
            {COMPARE.clear}
          </Button>
        </div>
      </div>
      {notice && (
        <p className={styles.notice} role="status">
          {notice} {COMPARE.omittedClean}
        </p>
      )}
      <QueryState query={query} errorTitle={COMPARE.loadError}>
        {/* A column removed a moment ago leaves at once, before the smaller comparison arrives. */}
        {(data) => <CompareTable items={data.list.filter((item) => saleNos.includes(item.saleNo))} />}
      </QueryState>
    </PageSection>
  );
}
