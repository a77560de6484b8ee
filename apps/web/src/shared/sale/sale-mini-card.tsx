import { BUILDING_TYPE_LABELS, formatArea, formatDealPrice, shortAddress } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AreaUnit } from '../../stores/local-storage-store.ts';
import { MSG } from '../messages.ts';
import { cx } from '../ui/cx.ts';
import { SafetyGradeTag } from '../ui/safety-grade-tag.tsx';
import {
  type ImageLoading,
  SaleImage,
  saleDetailPath,
  shownGrade,
  structureLine,
  useRecordView,
} from './sale-card.tsx';
import styles from './sale-mini-card.module.css';

/** The photo's intrinsic box (4:3); the card's width decides the size shown. */
const MINI_IMAGE_SIZE = { width: 240, height: 180 } as const;

export interface SaleMiniCardProps {
  item: SaleListItem;
  areaUnit: AreaUnit;
  viewerNo: number | null;
  imageLoading?: ImageLoading;
}

/**
 * A listing in a row of cards (the home's scrollers): photo on top, then price, place, title and grade. The
 * whole card opens the listing. No heart: the row is a way into listings, the list and detail keep it. A row
 * is a section with its own h2, so the title is an h3.
 */
export function SaleMiniCard({ item, areaUnit, viewerNo, imageLoading = 'lazy' }: SaleMiniCardProps) {
  const titleId = useId();
  const recordView = useRecordView();
  const grade = shownGrade(item);
  const area = formatArea(item.dedicatedArea1, areaUnit === 'm2' ? 'sqm' : 'pyeong');
  const facts = [structureLine(item), area && MSG.search.card.dedicatedArea(area)]
    .filter(Boolean)
    .join(' · ');

  return (
    <article className={styles.card} aria-labelledby={titleId} data-sale-no={item.saleNo}>
      <div className={styles.media}>
        <SaleImage item={item} className={styles.image} loading={imageLoading} {...MINI_IMAGE_SIZE} />
        {grade !== null && (
          <span className={styles.grade}>
            <SafetyGradeTag level={grade} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{formatDealPrice(item)}</p>
        <p className={styles.place}>
          {BUILDING_TYPE_LABELS[item.type]} · {shortAddress(item.saleAddr)}
        </p>
        <h3 id={titleId} className={styles.title}>
          <Link
            to={saleDetailPath(item.saleNo, viewerNo)}
            className={styles.link}
            onClick={() => recordView(item.saleNo)}
          >
            {item.title}
          </Link>
        </h3>
        {facts && <p className={styles.facts}>{facts}</p>}
      </div>
    </article>
  );
}

/** A grey mini card while a row loads; the same size, so the row does not move when the cards come. */
export function SaleMiniCardSkeleton() {
  return (
    <div className={cx(styles.card, styles.skeleton)} aria-hidden="true">
      <div className={styles.media}>
        <div className={styles.image} />
      </div>
      <div className={styles.body}>
        <span className={styles.bone} style={{ width: '60%', height: 18 }} />
        <span className={styles.bone} style={{ width: '80%' }} />
        <span className={styles.bone} style={{ width: '90%' }} />
        <span className={styles.bone} style={{ width: '50%' }} />
      </div>
    </div>
  );
}
