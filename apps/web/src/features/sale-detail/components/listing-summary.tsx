import { confirmedLabel, daysSinceConfirmed, formatArea } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { type ReactNode, useId } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { isLawyerVerified } from '../../../shared/sale/sale-card.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconMapPin } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import type { AreaUnit } from '../../../stores/local-storage-store.ts';
import { DETAIL } from '../messages.ts';
import { feeShort } from '../model/fee-view.ts';
import {
  floorText,
  headlinePrice,
  kindLine,
  monthlyBreakdown,
  roomText,
  shownLevel,
} from '../model/listing-facts.ts';
import styles from './listing-summary.module.css';

/** The badges of a listing, as the card has them: grade, 변호사 인증, 안전방인증, 재개발. */
export function ListingBadges({ detail }: { detail: SaleDetail }) {
  const level = shownLevel(detail);
  return (
    <ul className={styles.badges}>
      {level !== null && (
        <li>
          <SafetyGradeTag level={level} />
        </li>
      )}
      {isLawyerVerified(detail) && (
        <li>
          <span className={cx(styles.badge, styles.lawyer)} title={DETAIL.lawyerHint}>
            {MSG.search.card.lawyer}
          </span>
        </li>
      )}
      {detail.isBaro && (
        <li>
          <span className={cx(styles.badge, styles.baro)} title={DETAIL.baroHint}>
            {MSG.search.card.baro}
          </span>
        </li>
      )}
      {detail.redevelop && (
        <li>
          <span className={cx(styles.badge, styles.redevelop)}>{MSG.search.card.redevelop}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * What a tenant reads first: badges, the deal and its price in 억/만원, the broker's title, the address and
 * the four numbers that decide whether to read on (area, rooms, floor, fee). The title is the section's h2,
 * under the header's '매물번호 …'. `children` are the desktop's broker card and actions.
 */
export function ListingSummary({
  detail,
  areaUnit,
  children,
}: {
  detail: SaleDetail;
  areaUnit: AreaUnit;
  children?: ReactNode;
}) {
  const titleId = useId();
  const breakdown = monthlyBreakdown(detail);
  const area = formatArea(detail.dedicatedArea1, areaUnit === 'm2' ? 'sqm' : 'pyeong');
  const quick = [
    area && MSG.search.card.dedicatedArea(area),
    roomText(detail),
    floorText(detail),
    feeShort(detail),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <ListingBadges detail={detail} />
      <div className={styles.priceBlock}>
        <p className={styles.kind}>{kindLine(detail)}</p>
        <p className={styles.price}>{headlinePrice(detail)}</p>
        {breakdown && <p className={styles.priceSub}>{breakdown}</p>}
      </div>
      <h2 id={titleId} className={styles.title}>
        {detail.title}
      </h2>
      <p className={styles.address}>
        <IconMapPin size={16} />
        <span>{detail.saleAddr}</span>
      </p>
      {detail.confirmedAt && (
        <p className={styles.confirmed}>{confirmedLabel(daysSinceConfirmed(detail.confirmedAt))}</p>
      )}
      {quick.length > 0 && (
        <ul className={styles.quick}>
          {quick.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
