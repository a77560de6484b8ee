import { formatDate, formatDealPrice } from '@ansim/domain';
import type { PriceHistoryEntry, SaleDetail } from '@ansim/domain/contract';
import { PRICE_HISTORY_MSG } from '../price-history-messages.ts';
import { DetailSection } from './detail-section.tsx';
import styles from './price-history.module.css';

/** The amount a step is drawn by: the price of its deal type (월세: the deposit). */
const amountOf = (p: PriceHistoryEntry): number =>
  (p.saleType === 'SALE' ? p.sellingPrice : p.saleType === 'RENT' ? p.rentPrice : p.deposit) ?? 0;

/** How a step moved from the one before it: '▼ 2,000만원 인하', '▲ …', or a deal type that changed. */
function changeOf(prev: PriceHistoryEntry | undefined, p: PriceHistoryEntry): string | null {
  if (!prev) return PRICE_HISTORY_MSG.registered;
  if (prev.saleType !== p.saleType) return PRICE_HISTORY_MSG.typeChanged;
  const diff = amountOf(p) - amountOf(prev);
  if (diff < 0) return PRICE_HISTORY_MSG.down(-diff);
  if (diff > 0) return PRICE_HISTORY_MSG.up(diff);
  if (p.saleType === 'MONTHLY' && prev.monthlyPrice !== p.monthlyPrice)
    return PRICE_HISTORY_MSG.monthly((p.monthlyPrice ?? 0) - (prev.monthlyPrice ?? 0));
  return null;
}

/**
 * The listing's price history (issue 18 §3): each price it was offered at since registration, with the
 * date and the change, newest first; a bar per step shows the amounts side by side. One step: '가격 변동 없음'.
 */
export function PriceHistorySection({ detail }: { detail: SaleDetail }) {
  const steps = detail.priceHistory ?? [];
  const max = Math.max(1, ...steps.map(amountOf));
  const rows = steps.map((p, i) => ({ p, change: changeOf(steps[i - 1], p) })).reverse();
  return (
    <DetailSection title={PRICE_HISTORY_MSG.title}>
      {steps.length <= 1 && <p className={styles.none}>{PRICE_HISTORY_MSG.none}</p>}
      {steps.length > 0 && (
        <ol className={styles.list} aria-label={PRICE_HISTORY_MSG.listLabel}>
          {rows.map(({ p, change }) => (
            <li key={`${p.changedAt}-${formatDealPrice(p)}`} className={styles.step}>
              <span className={styles.date}>{formatDate(p.changedAt)}</span>
              <span className={styles.price}>{formatDealPrice(p)}</span>
              {change && <span className={styles.change}>{change}</span>}
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.max(4, (amountOf(p) / max) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.note}>{PRICE_HISTORY_MSG.note}</p>
    </DetailSection>
  );
}
