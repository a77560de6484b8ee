import {
  BUILDING_TYPE_LABELS,
  formatDate,
  formatDealPrice,
  isBuildingType,
  listingCardSrcSet,
  listingImageUrl,
  MOBILE_MAX_WIDTH_PX,
  rateToLevel,
  type SafetyLevel,
  shortAddress,
} from '@ansim/domain';
import type { LawyerQueueItem } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { saleDetailPath } from '../../../shared/sale/sale-card.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconBuilding } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { APPROVAL_MSG } from '../messages.ts';
import styles from './queue-card.module.css';

/** The photo's CSS widths in queue-card.module.css (`.image`): the browser picks the smallest size that fills it. */
const IMAGE_SIZES = `(min-width: ${MOBILE_MAX_WIDTH_PX}px) 120px, 104px`;

/** The queue names the main photo by its key; a full URL (as a listing row may keep it) is taken as it is. */
export const cardImageUrl = (mainImage: string | null): string | null =>
  mainImage === null || mainImage === ''
    ? null
    : mainImage.startsWith('/')
      ? mainImage
      : listingImageUrl(mainImage, 'card');

const asLevel = (level: number | null): SafetyLevel | null =>
  level !== null && level >= 1 && level <= 5 ? (level as SafetyLevel) : null;

export interface QueueCardProps {
  item: LawyerQueueItem;
  viewerNo: number;
  priorityImage: boolean;
}

/**
 * One certification request, as the search card shows a listing (photo, address, deal and price, title)
 * plus what the lawyer weighs: the broker's grade beside the grade the listing's own figures give, who
 * asked and when. The whole card opens the listing's detail, where the review panel is.
 */
export function QueueCard({ item, viewerNo, priorityImage }: QueueCardProps) {
  const titleId = useId();
  const copy = APPROVAL_MSG.card;
  const title = item.title.trim() || copy.untitled;
  const brokerLevel = rateToLevel(item.brokerGrade);
  const computedLevel = item.computedGrade.assessable ? asLevel(item.computedGrade.level) : null;
  const differ = brokerLevel !== null && computedLevel !== null && brokerLevel !== computedLevel;
  const building = isBuildingType(item.buildingType) ? BUILDING_TYPE_LABELS[item.buildingType] : '';
  const price = formatDealPrice(item);
  const image = cardImageUrl(item.mainImage);
  const srcSet = image === null ? null : listingCardSrcSet(image);
  const decided = item.decidedAt !== null;
  const correctedLevel = rateToLevel(item.changeSafetyGrade);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-sale-no={item.saleNo}>
      <div className={styles.top}>
        <div className={styles.media}>
          {image !== null ? (
            <img
              className={styles.image}
              src={image}
              {...(srcSet === null ? {} : { srcSet, sizes: IMAGE_SIZES })}
              alt={copy.imageAlt(title)}
              width={112}
              height={84}
              loading={priorityImage ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <div className={cx(styles.image, styles.noImage)} aria-hidden="true">
              <IconBuilding size={32} />
            </div>
          )}
        </div>
        <div className={styles.body}>
          <p className={styles.idLine}>
            <span className={cx(styles.state, styles[`confirm${item.decision ?? 'WAIT'}`])}>
              {item.decision !== null ? copy.decision[item.decision] : copy.state[item.state]}
            </span>
            <span>{copy.saleNo(item.saleNo)}</span>
          </p>
          <p className={styles.address}>{shortAddress(item.saleAddr)}</p>
          {(building || price) && (
            <p className={styles.price}>
              {building && <span className={styles.building}>{building}</span>}
              {price}
            </p>
          )}
          <h2 id={titleId} className={styles.title}>
            <Link to={saleDetailPath(item.saleNo, viewerNo)} className={styles.link}>
              {title}
            </Link>
          </h2>
        </div>
      </div>

      <div className={styles.grades}>
        <dl className={styles.gradeList}>
          <div className={styles.grade}>
            <dt>{copy.brokerGrade}</dt>
            <dd>{brokerLevel === null ? '-' : <SafetyGradeTag level={brokerLevel} />}</dd>
          </div>
          <div className={styles.grade}>
            <dt>{copy.computedGrade}</dt>
            <dd>
              {computedLevel === null ? (
                <span className={styles.none}>{copy.computedNone}</span>
              ) : (
                <SafetyGradeTag level={computedLevel} />
              )}
            </dd>
          </div>
          {correctedLevel !== null && (
            <div className={styles.grade}>
              <dt>{copy.correctedGrade}</dt>
              <dd>
                <SafetyGradeTag level={correctedLevel} />
              </dd>
            </div>
          )}
        </dl>
        {differ && <p className={styles.differ}>{copy.differ}</p>}
      </div>

      <div className={styles.foot}>
        <p className={styles.broker}>
          {copy.broker(item.broker.name, item.broker.company)}
          {item.decidedBy && <span className={styles.lawyer}>{copy.decidedBy(item.decidedBy.name)}</span>}
        </p>
        <p className={styles.dates}>
          <span>
            {copy.requestedAt} {formatDate(item.requestedAt)}
          </span>
          {decided && (
            <span>
              {copy.decidedAt} {formatDate(item.decidedAt)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** A grey card in the card's shape while a page loads. */
export function QueueCardSkeleton() {
  return (
    <div className={cx(styles.card, styles.skeleton)} aria-hidden="true">
      <div className={styles.top}>
        <div className={styles.media}>
          <div className={styles.image} />
        </div>
        <div className={styles.body}>
          <span className={styles.bone} style={{ width: '40%' }} />
          <span className={styles.bone} style={{ width: '70%' }} />
          <span className={styles.bone} style={{ width: '50%', height: 18 }} />
          <span className={styles.bone} style={{ width: '85%' }} />
        </div>
      </div>
      <span className={styles.bone} style={{ width: '65%', height: 24 }} />
      <span className={styles.bone} style={{ width: '45%' }} />
    </div>
  );
}
