import {
  BUILDING_TYPE_LABELS,
  formatDate,
  formatDealPrice,
  isBuildingType,
  listingCardSrcSet,
  MOBILE_MAX_WIDTH_PX,
  rateToLevel,
  withThousands,
} from '@ansim/domain';
import type { DashItem } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../shared/ui/cx.ts';
import { IconBuilding } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { DASH_MSG } from '../messages.ts';
import { ownDetailPath } from '../model/dash-paths.ts';
import styles from './dash-card.module.css';
import { DashMenu, type DashMenuItem } from './dash-menu.tsx';
import { StaleConfirm } from './stale-confirm.tsx';

/** The photo's CSS widths in dash-card.module.css (`.image`): the browser picks the smallest size that fills it. */
const IMAGE_SIZES = `(min-width: ${MOBILE_MAX_WIDTH_PX}px) 112px, 96px`;

/** A draft may not have its deal yet: then the price line says nothing rather than '매매 0원'. */
export function priceLine(item: DashItem): string {
  if (item.saleType === null) return '';
  const hasPrice =
    item.saleType === 'SALE'
      ? item.sellingPrice !== null
      : item.saleType === 'RENT'
        ? item.rentPrice !== null
        : item.deposit !== null || item.monthlyPrice !== null;
  return hasPrice ? formatDealPrice({ ...item, saleType: item.saleType }) : '';
}

/** A listing the owner can open: drafts have no detail yet, and deleted listings are out of sight. */
const hasDetail = (item: DashItem) => item.status !== 'STORAGE' && item.status !== 'DELETE';

export interface DashCardProps {
  item: DashItem;
  userNo: number;
  menu: readonly DashMenuItem[];
  /** In selection mode the card carries a checkbox. */
  selectable: boolean;
  selected: boolean;
  onToggleSelected: (saleNo: number) => void;
  priorityImage: boolean;
}

/**
 * One of the broker's listings: photo, number and status, address with 동·호, price, grade and badges, how
 * it is doing (views, likes, inquiries, days listed), the private memo, and its menu.
 */
export function DashCard({
  item,
  userNo,
  menu,
  selectable,
  selected,
  onToggleSelected,
  priorityImage,
}: DashCardProps) {
  const titleId = useId();
  const title = item.title?.trim() || DASH_MSG.card.untitled;
  const grade = rateToLevel(item.safetyGrade);
  const price = priceLine(item);
  const building = isBuildingType(item.buildingType) ? BUILDING_TYPE_LABELS[item.buildingType] : '';
  const unitLine = DASH_MSG.card.unitLine(item.dong, item.unit);
  const srcSet = item.mainImage ? listingCardSrcSet(item.mainImage) : null;
  const lawyerVerified = item.isLawyer && item.isConfirm === 'CONFIRM';

  return (
    <article
      className={cx(styles.card, selected && styles.selected)}
      aria-labelledby={titleId}
      data-sale-no={item.saleNo}
    >
      <div className={styles.top}>
        {selectable && (
          // In selection mode a tap anywhere on the card (but its menu) ticks it; the box sits on the photo.
          <label className={styles.selectArea}>
            <input
              type="checkbox"
              className={styles.check}
              checked={selected}
              aria-label={DASH_MSG.card.select(title)}
              onChange={() => onToggleSelected(item.saleNo)}
            />
          </label>
        )}
        <div className={styles.media}>
          {item.mainImage ? (
            <img
              className={styles.image}
              src={item.mainImage}
              {...(srcSet === null ? {} : { srcSet, sizes: IMAGE_SIZES })}
              alt={DASH_MSG.card.imageAlt(title)}
              width={96}
              height={72}
              loading={priorityImage ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <div className={cx(styles.image, styles.noImage)} aria-hidden="true">
              <IconBuilding size={30} />
            </div>
          )}
        </div>
        <div className={styles.body}>
          <p className={styles.idLine}>
            <span className={cx(styles.status, styles[`status${item.status}`])}>
              {DASH_MSG.statusLabel(item.status)}
            </span>
            <span>{DASH_MSG.card.saleNo(item.saleNo)}</span>
          </p>
          <h2 id={titleId} className={styles.title}>
            {hasDetail(item) && !selectable ? (
              <Link to={ownDetailPath(item.saleNo, userNo)} className={styles.link}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className={styles.address}>
            {item.saleAddr}
            {unitLine && <span className={styles.unit}> {unitLine}</span>}
          </p>
          {(building || price) && (
            <p className={styles.price}>
              {building && <span className={styles.building}>{building}</span>}
              {price}
            </p>
          )}
        </div>
        <div className={styles.menu}>
          <DashMenu label={DASH_MSG.card.menu(item.saleNo)} items={menu} />
        </div>
      </div>

      {(grade !== null || lawyerVerified || item.isBaro || item.isConfirm === 'WAIT') && (
        <ul className={styles.tags}>
          {grade !== null && (
            <li>
              <SafetyGradeTag level={grade} />
            </li>
          )}
          {item.operatorCorrected && (
            <li>
              <span className={styles.tag}>{DASH_MSG.card.operatorCorrected}</span>
            </li>
          )}
          {lawyerVerified && (
            <li>
              <span className={cx(styles.tag, styles.lawyer)}>{DASH_MSG.card.lawyer}</span>
            </li>
          )}
          {item.isBaro && (
            <li>
              <span className={cx(styles.tag, styles.baro)}>{DASH_MSG.card.baro}</span>
            </li>
          )}
          {item.isConfirm === 'WAIT' && (
            <li>
              <span className={cx(styles.tag, styles.waiting)}>{DASH_MSG.card.waiting}</span>
            </li>
          )}
        </ul>
      )}

      <div className={styles.stats}>
        <dl className={styles.counts}>
          <div>
            <dt>{DASH_MSG.card.views}</dt>
            <dd>{withThousands(item.viewCount)}</dd>
          </div>
          <div>
            <dt>{DASH_MSG.card.likes}</dt>
            <dd>{withThousands(item.likeCount)}</dd>
          </div>
          <div>
            <dt>{DASH_MSG.card.inquiries}</dt>
            <dd>{withThousands(item.inquiryCount)}</dd>
          </div>
        </dl>
        <p className={styles.days}>{DASH_MSG.card.daysListed(item.daysListed)}</p>
      </div>

      <StaleConfirm item={item} title={title} />

      {item.status === 'DELETE' && (
        <p className={styles.restore}>
          {item.restorableUntil && new Date(item.restorableUntil) > new Date()
            ? DASH_MSG.card.restorableUntil(formatDate(item.restorableUntil))
            : DASH_MSG.card.restoreExpired}
        </p>
      )}

      {item.memo && (
        <p className={styles.memo}>
          <span className={styles.memoLabel}>{DASH_MSG.card.memo}</span>
          {item.memo}
        </p>
      )}
    </article>
  );
}

/** A grey card in the card's shape while a page loads. */
export function DashCardSkeleton() {
  return (
    <div className={cx(styles.card, styles.skeleton)} aria-hidden="true">
      <div className={styles.top}>
        <div className={styles.media}>
          <div className={styles.image} />
        </div>
        <div className={styles.body}>
          <span className={styles.bone} style={{ width: '40%' }} />
          <span className={styles.bone} style={{ width: '75%', height: 18 }} />
          <span className={styles.bone} style={{ width: '90%' }} />
          <span className={styles.bone} style={{ width: '50%', height: 18 }} />
        </div>
      </div>
      <span className={styles.bone} style={{ width: '60%' }} />
    </div>
  );
}
