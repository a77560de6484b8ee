import type { SaleListItem } from '@ansim/domain/contract';
import type { ReactNode } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { SaleMiniCard, SaleMiniCardSkeleton } from '../../../shared/sale/sale-mini-card.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import type { AreaUnit } from '../../../stores/local-storage-store.ts';
import styles from './listing-row.module.css';

/**
 * The row's first photo loads first (P6 "paint early"): eagerly, at high priority, preloaded by the server.
 * The rest of the first screen's photos still load at once, at low priority, so they do not slow it.
 */
export const ROW_PRIORITY_IMAGES = 1;

const SKELETON_KEYS = Array.from({ length: 10 }, (_, i) => `skeleton-${i}`);

interface ListingRowProps {
  /** The row's listings; undefined until they arrive. */
  listings: readonly SaleListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The list's accessible name. */
  label: string;
  errorMessage: string;
  empty: ReactNode;
  /** Placeholders while loading: as many as are likely to come (up to two desktop rows), so nothing moves. */
  skeletons?: number;
  areaUnit: AreaUnit;
  viewerNo: number | null;
}

/**
 * A row of listing cards: a horizontal scroller on a phone, a grid on a desktop. Loading shows cards of the
 * same size, so the page below does not move when the listings come; a failure stays inside the row.
 */
export function ListingRow({
  listings,
  isPending,
  isError,
  onRetry,
  label,
  errorMessage,
  empty,
  skeletons = 3,
  areaUnit,
  viewerNo,
}: ListingRowProps) {
  if (isPending) {
    return (
      <div className={styles.row} aria-busy="true">
        {SKELETON_KEYS.slice(0, Math.max(1, Math.min(skeletons, SKELETON_KEYS.length))).map((key) => (
          <div key={key} className={styles.item}>
            <SaleMiniCardSkeleton />
          </div>
        ))}
        <p className="visually-hidden" role="status">
          {MSG.home.rowLoading}
        </p>
      </div>
    );
  }
  if (isError || listings === undefined) {
    return (
      <div className={styles.state} role="alert">
        <p>{errorMessage}</p>
        <Button variant="soft" onClick={onRetry}>
          {MSG.common.retry}
        </Button>
      </div>
    );
  }
  if (listings.length === 0) return <div className={styles.state}>{empty}</div>;
  return (
    <ul className={styles.row} aria-label={label}>
      {listings.map((item, index) => (
        <li key={item.saleNo} className={styles.item}>
          <SaleMiniCard
            item={item}
            areaUnit={areaUnit}
            viewerNo={viewerNo}
            imageLoading={index < ROW_PRIORITY_IMAGES ? 'priority' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
