import {
  BUILDING_TYPE_LABELS,
  floorLabel,
  formatArea,
  formatDealPrice,
  ROOM_TYPE_CODES,
  rateToLevel,
} from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AreaUnit } from '../../stores/local-storage-store.ts';
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

const roomTypeLabel = (roomType: string | null): string =>
  ROOM_TYPE_CODES.find((room) => room.code === roomType)?.label ?? roomType ?? '';

/** The lawyer-verified tag shows when a lawyer took the listing and its certification reads 인증. */
export const isLawyerVerified = (item: Pick<SaleListItem, 'isLawyer' | 'isConfirm'>): boolean =>
  item.isLawyer && item.isConfirm === 'CONFIRM';

/** The grade the operator set after review wins over the broker's. */
export const shownGrade = (item: Pick<SaleListItem, 'safetyGrade' | 'changeSafetyGrade'>) =>
  rateToLevel(item.changeSafetyGrade || item.safetyGrade);

export interface SaleCardProps {
  item: SaleListItem;
  areaUnit: AreaUnit;
  /** The signed-in user's number; null for a visitor. */
  viewerNo: number | null;
  onToggleLike: (item: SaleListItem) => void;
}

/** One listing of a list (product.md §A2 "Card contents"). The whole card opens the listing; the heart does not. */
export function SaleCard({ item, areaUnit, viewerNo, onToggleLike }: SaleCardProps) {
  const titleId = useId();
  const grade = shownGrade(item);
  const isOwn = viewerNo !== null && item.userNo === viewerNo;
  const floor = floorLabel(item.floor);
  const structure = [roomTypeLabel(item.roomType), floor].filter(Boolean).join(' · ');
  const dedicated = formatArea(item.dedicatedArea1, areaUnit === 'm2' ? 'sqm' : 'pyeong');
  const area = dedicated ? MSG.search.card.dedicatedArea(dedicated) : '';
  const actual = item.actualArea2 ? MSG.search.card.actualArea(String(Number(item.actualArea2))) : '';

  return (
    <article className={styles.card} aria-labelledby={titleId} data-sale-no={item.saleNo}>
      <div className={styles.media}>
        {item.image ? (
          <img
            className={styles.image}
            src={item.image}
            alt={MSG.search.card.imageAlt(item.title)}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={cx(styles.image, styles.noImage)} aria-hidden="true">
            <IconBuilding size={36} />
          </div>
        )}
        {item.redevelop && <span className={styles.redevelop}>{MSG.search.card.redevelop}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.address}>{item.saleAddr}</p>
        <p className={styles.price}>
          <span className={styles.buildingType}>{BUILDING_TYPE_LABELS[item.type]}</span>
          {formatDealPrice(item)}
        </p>
        <h3 id={titleId} className={styles.title}>
          <Link to={saleDetailPath(item.saleNo, viewerNo)} className={styles.link}>
            {item.title}
          </Link>
        </h3>
        {structure && <p className={styles.meta}>{structure}</p>}
        {(area || actual) && <p className={styles.meta}>{[area, actual].filter(Boolean).join(' · ')}</p>}
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
        </ul>
      </div>
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
