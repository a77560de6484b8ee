import { formatMoney } from '@ansim/domain';
import type { MarketEntity } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { useUserStore } from '../../../stores/user-store.ts';
import { DetailSection } from './detail-section.tsx';
import { useSaleMarket } from './market-api.ts';
import { MarketChart } from './market-chart.tsx';
import { dateLabel, MARKET_MSG } from './market-messages.ts';
import styles from './market-section.module.css';

const TEXT = MARKET_MSG;
/** The gauge's right end: ratios above it fill the bar. */
const GAUGE_MAX = 120;
const RISK_LINE = 80;

/** 전세가율 on a bar from 0 to 120% with the 80% line. */
function RatioGauge({ ratio }: { ratio: number }) {
  const fill = Math.min(ratio, GAUGE_MAX) / GAUGE_MAX;
  const risky = ratio > RISK_LINE;
  return (
    <div className={styles.gauge}>
      {/* The figure for assistive technology; the bar beside it is drawn for the eye. */}
      <meter
        className="visually-hidden"
        min={0}
        max={GAUGE_MAX}
        high={RISK_LINE}
        optimum={0}
        value={Math.min(ratio, GAUGE_MAX)}
        aria-label={TEXT.gaugeLabel(ratio)}
      >
        {TEXT.gaugeLabel(ratio)}
      </meter>
      <div className={styles.gaugeTrack} aria-hidden="true">
        <div
          className={risky ? styles.gaugeFillRisk : styles.gaugeFill}
          style={{ width: `${(fill * 100).toFixed(1)}%` }}
        />
        <div
          className={styles.gaugeLine}
          style={{ left: `${((RISK_LINE / GAUGE_MAX) * 100).toFixed(2)}%` }}
        />
      </div>
      <div className={styles.gaugeScale} aria-hidden="true">
        <span>0%</span>
        <span className={styles.gaugeMark} style={{ left: `${((RISK_LINE / GAUGE_MAX) * 100).toFixed(2)}%` }}>
          {TEXT.line80}
        </span>
        <span>{GAUGE_MAX}%</span>
      </div>
    </div>
  );
}

function SalesTable({ market }: { market: MarketEntity }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{TEXT.tableCaption(market.transactions.length)}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.cols.date}</th>
          <th scope="col">{TEXT.cols.building}</th>
          <th scope="col">{TEXT.cols.area}</th>
          <th scope="col">{TEXT.cols.floor}</th>
          <th scope="col">{TEXT.cols.price}</th>
        </tr>
      </thead>
      <tbody>
        {market.transactions.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sales have no id; the newest-first list is fixed.
          <tr key={i}>
            <td>{dateLabel(t.contractDate)}</td>
            <td className={styles.building}>{t.buildingName || '-'}</td>
            <td>{`${t.area}㎡`}</td>
            <td>{TEXT.floor(t.floor)}</td>
            <td className={styles.num}>{formatMoney(t.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MarketBody({ market }: { market: MarketEntity }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  if (!market.available) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{TEXT.emptyTitle}</p>
        <p className={styles.muted}>{market.emptyReason}</p>
        <p className={styles.source}>{TEXT.source(market.sourceLabel)}</p>
      </div>
    );
  }
  const risk = market.jeonseRisk;
  return (
    <>
      <p className={styles.scope}>
        {TEXT.scopeLine(
          market.scopeName ?? '',
          market.buildingUse,
          market.areaMin,
          market.areaMax,
          market.transactionCount,
          market.period ?? '',
        )}
      </p>
      {market.scope === 'SIGUNGU' && <p className={styles.muted}>{TEXT.widened}</p>}

      {risk && (
        <div className={styles.risk}>
          <p className={styles.riskTitle}>
            <span className={styles.riskTag}>{TEXT.risk}</span>
            {TEXT.ratioValue(risk.ratio)}
          </p>
          <p>{risk.message}</p>
        </div>
      )}

      <div className={styles.cards}>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{TEXT.typicalLabel}</p>
          <p className={styles.cardValue}>{formatMoney(market.typicalPrice)}</p>
          {market.medianPricePerSqm !== null && (
            <p className={styles.cardNote}>{TEXT.perSqm(market.medianPricePerSqm)}</p>
          )}
        </div>
        {market.jeonseRatio !== null && market.deposit !== null && market.typicalPrice !== null && (
          <div className={styles.card}>
            <p className={styles.cardLabel}>{TEXT.ratioLabel}</p>
            <p className={risk ? styles.cardValueRisk : styles.cardValue}>
              {TEXT.ratioValue(market.jeonseRatio)}
            </p>
            <RatioGauge ratio={market.jeonseRatio} />
            <p className={styles.cardNote}>{TEXT.depositLine(market.deposit, market.typicalPrice)}</p>
            {!risk && <p className={styles.cardNote}>{TEXT.safe}</p>}
          </div>
        )}
        {market.priceVsTypical !== null && (
          <div className={styles.card}>
            <p className={styles.cardLabel}>{TEXT.saleLabel}</p>
            <p className={styles.cardValue}>{TEXT.saleValue(market.priceVsTypical)}</p>
          </div>
        )}
      </div>
      <p className={styles.muted}>{TEXT.ratioHelp}</p>

      <MarketChart
        monthly={market.monthly}
        sales={market.transactions}
        typicalPrice={market.typicalPrice}
        deposit={market.deposit}
      />

      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? TEXT.hideTable : TEXT.showTable}
      </button>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <section
        id={tableId}
        hidden={!open}
        className={styles.tableBox}
        aria-label={TEXT.tableCaption(market.transactions.length)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        tabIndex={0}
      >
        {open && <SalesTable market={market} />}
      </section>

      <dl className={styles.basis}>
        <dt>{TEXT.basisLabel}</dt>
        <dd>{market.basis}</dd>
      </dl>
      <p className={styles.source}>{TEXT.source(market.sourceLabel)}</p>
      <p className={styles.muted}>{TEXT.note}</p>
    </>
  );
}

/** 주변 실거래: similar homes' real sales, the typical price and the listing's 전세가율 (P14 §5). */
export default function MarketSection({ saleNo }: { saleNo: number }) {
  const viewerNo = useUserStore((state) => state.user?.userNo ?? null);
  const query = useSaleMarket(saleNo, viewerNo);
  return (
    <DetailSection title={TEXT.title} id="market">
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {TEXT.loading}
        </p>
      ) : query.isError ? (
        <div className={styles.empty}>
          <p className={styles.muted}>{TEXT.loadError}</p>
          <button type="button" className={styles.toggle} onClick={() => void query.refetch()}>
            {TEXT.retry}
          </button>
        </div>
      ) : (
        <MarketBody market={query.data} />
      )}
    </DetailSection>
  );
}
