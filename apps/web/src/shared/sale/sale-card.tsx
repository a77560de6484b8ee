import {
  BUILDING_TYPE_LABELS,
  confirmedLabel,
  daysSinceConfirmed,
  floorLabel,
  formatArea,
  formatDealPrice,
  LISTING_CARD_IMAGE_SIZES,
  listingCardSrcSet,
  rateToLevel,
  roomTypeLabel,
  shortAddress,
} from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { AreaUnit } from '../../stores/local-storage-store.ts';
import { useRecentViewsStore } from '../../stores/recent-views-store.ts';
import { MSG } from '../messages.ts';
import { cx } from '../ui/cx.ts';
import { IconBuilding, IconHeart } from '../ui/icons.tsx';
import { SafetyGradeTag } from '../ui/safety-grade-tag.tsx';
import styles from './sale-card.module.css';

/** Where a card leads (product.md §A2): the listing, with the viewer's number when signed in. */
export const saleDetailPath = (saleNo: number, viewerNo: number | null): string =>
  viewerNo === null
    ? `/salesManagement/salesDetail/${saleNo}`
    : `/salesManagement/salesDetail/${saleNo}/${viewerNo}`;

/** The lawyer-verified tag shows when a lawyer took the listing and its certification reads 인증. */
export const isLawyerVerified = (item: Pick<SaleListItem, 'isLawyer' | 'isConfirm'>): boolean =>
  item.isLawyer && item.isConfirm === 'CONFIRM';

/** The grade the operator set after review wins over the broker's. */
export const shownGrade = (item: Pick<SaleListItem, 'safetyGrade' | 'changeSafetyGrade'>) =>
  rateToLevel(item.changeSafetyGrade || item.safetyGrade);

/** The room type and floor of a card: '분리형 원룸 · 3층'. */
export const structureLine = (item: Pick<SaleListItem, 'roomType' | 'floor'>): string =>
  [roomTypeLabel(item.roomType), floorLabel(item.floor)].filter(Boolean).join(' · ');

/**
 * How a card's photo loads. The first cards of a screen are its largest paint: they load at once and ahead
 * of other images; the rest wait until they scroll near (Lighthouse's LCP and offscreen-images audits).
 */
export type ImageLoading = 'priority' | 'lazy';

/** The photo's box, 4:3 as listing photos are: declared so the card never shifts when the photo arrives. */
export const CARD_IMAGE_SIZE = { width: 112, height: 84 } as const;

/**
 * The listing's photo, or a building drawn in its place; `loading` as above. With `sizes` (the CSS widths
 * the photo is drawn at) the browser picks the smallest kept size that fills it (listingCardSrcSet).
 */
export function SaleImage({
  item,
  className,
  loading,
  width,
  height,
  sizes,
}: {
  item: Pick<SaleListItem, 'image' | 'title'>;
  className: string | undefined;
  loading: ImageLoading;
  width: number;
  height: number;
  sizes?: string;
}) {
  if (!item.image) {
    return (
      <div className={cx(className, styles.noImage)} aria-hidden="true">
        <IconBuilding size={36} />
      </div>
    );
  }
  const srcSet = sizes === undefined ? null : listingCardSrcSet(item.image);
  return (
    <img
      className={className}
      {...(srcSet === null ? {} : { srcSet, sizes })}
      src={item.image}
      alt={MSG.search.card.imageAlt(item.title)}
      width={width}
      height={height}
      loading={loading === 'priority' ? 'eager' : 'lazy'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding={loading === 'priority' ? 'auto' : 'async'}
    />
  );
}

/**
 * Asks for a list card's photo before its card is drawn: the very file SaleCard's <img> will take (the same
 * srcset and sizes; a photo without kept sizes as it is), at high priority, so the card finds it in the
 * memory cache. For a list that is not in the page's HTML (whose photo the server preloads) and whose
 * answer arrives a render before its cards: the photo and that render overlap.
 */
export function preloadCardPhoto(image: string | null | undefined): void {
  if (!image || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const srcSet = listingCardSrcSet(image);
  if (srcSet === null) link.href = image;
  else {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', LISTING_CARD_IMAGE_SIZES);
  }
  document.head.append(link);
}

/** Opening a listing from a card puts it at the front of 최근 본 매물. */
export const useRecordView = () => useRecentViewsStore((state) => state.record);

export interface SaleCardProps {
  item: SaleListItem;
  areaUnit: AreaUnit;
  /** The signed-in user's number; null for a visitor. */
  viewerNo: number | null;
  onToggleLike: (item: SaleListItem) => void;
  /**
   * The title's heading level: one below the nearest heading above the card, so that headings never skip a
   * level — 2 in a list straight under the page's h1, 3 in a section with its own h2.
   */
  headingLevel?: 2 | 3;
  imageLoading?: ImageLoading;
  /** The '비교' switch, from the lists that offer 비교함 (kept out of the first screen's code). */
  compare?: ReactNode;
}

/** One listing of a list (product.md §A2 "Card contents"). The whole card opens the listing; the heart does not. */
export function SaleCard({
  item,
  areaUnit,
  viewerNo,
  onToggleLike,
  headingLevel = 2,
  imageLoading = 'lazy',
  compare,
}: SaleCardProps) {
  const titleId = useId();
  const recordView = useRecordView();
  const grade = shownGrade(item);
  const isOwn = viewerNo !== null && item.userNo === viewerNo;
  const structure = structureLine(item);
  const dedicated = formatArea(item.dedicatedArea1, areaUnit === 'm2' ? 'sqm' : 'pyeong');
  const area = dedicated ? MSG.search.card.dedicatedArea(dedicated) : '';
  const actual = item.actualArea2 ? MSG.search.card.actualArea(String(Number(item.actualArea2))) : '';
  const Title = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <article className={styles.card} aria-labelledby={titleId} data-sale-no={item.saleNo}>
      <div className={styles.media}>
        <SaleImage
          item={item}
          className={styles.image}
          loading={imageLoading}
          sizes={LISTING_CARD_IMAGE_SIZES}
          {...CARD_IMAGE_SIZE}
        />
        {item.redevelop && <span className={styles.redevelop}>{MSG.search.card.redevelop}</span>}
      </div>
      <div className={styles.body}>
        {/* 시군구 동 only: the lot and building are the detail's (and the list is about the area). */}
        <p className={styles.address}>{shortAddress(item.saleAddr)}</p>
        <p className={styles.price}>
          <span className={styles.buildingType}>{BUILDING_TYPE_LABELS[item.type]}</span>
          {formatDealPrice(item)}
        </p>
        <Title id={titleId} className={styles.title}>
          <Link
            to={saleDetailPath(item.saleNo, viewerNo)}
            className={styles.link}
            onClick={() => recordView(item.saleNo)}
          >
            {item.title}
          </Link>
        </Title>
        {structure && <p className={styles.meta}>{structure}</p>}
        {(area || actual) && <p className={styles.meta}>{[area, actual].filter(Boolean).join(' · ')}</p>}
        {item.confirmedAt && (
          <p className={cx(styles.meta, styles.confirmed)}>
            {confirmedLabel(daysSinceConfirmed(item.confirmedAt))}
          </p>
        )}
        <ul className={styles.tags}>
          {grade !== null && (
            <li>
              <SafetyGradeTag level={grade} />
            </li>
          )}
          {isLawyerVerified(item) && (
            <li>
              <span className={cx(styles.tag, styles.lawyer)}>{MSG.search.card.lawyer}</span>
            </li>
          )}
          {item.isBaro && (
            <li>
              <span className={cx(styles.tag, styles.baro)}>{MSG.search.card.baro}</span>
            </li>
          )}
          {item.jeonseRisk && (
            <li>
              <span className={cx(styles.tag, styles.jeonseRisk)}>{MSG.search.card.jeonseRisk}</span>
            </li>
          )}
        </ul>
      </div>
      {compare}
      {!isOwn && (
        <button
          type="button"
          className={cx(styles.heart, item.isLike && styles.liked)}
          aria-pressed={item.isLike}
          aria-label={item.isLike ? MSG.search.card.unlike(item.title) : MSG.search.card.like(item.title)}
          onClick={() => onToggleLike(item)}
        >
          <IconHeart filled={item.isLike} size={22} />
        </button>
      )}
    </article>
  );
}

/** A grey card in the card's shape while a page loads. */
export function SaleCardSkeleton() {
  return (
    <div className={cx(styles.card, styles.skeleton)} aria-hidden="true">
      <div className={styles.media}>
        <div className={styles.image} />
      </div>
      <div className={styles.body}>
        <span className={styles.bone} style={{ width: '70%' }} />
        <span className={styles.bone} style={{ width: '45%', height: 20 }} />
        <span className={styles.bone} style={{ width: '85%' }} />
        <span className={styles.bone} style={{ width: '55%' }} />
        <span className={styles.bone} style={{ width: '35%' }} />
      </div>
    </div>
  );
}
