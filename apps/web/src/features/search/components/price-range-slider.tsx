import {
  formatPriceRange,
  formatSliderLabel,
  type PriceRange,
  type PriceScale,
  scaleValues,
  sliderIndexOf,
  sliderValueAt,
} from '@ansim/domain';
import { type CSSProperties, useId, useMemo } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { cx } from '../../../shared/ui/cx.ts';
import styles from './filter.module.css';

interface PriceRangeSliderProps {
  scale: PriceScale;
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

/**
 * A two-thumb slider on the stepped stops of product.md §A9: each thumb moves stop by stop, the labels read in
 * 억 and 만원, and the top stop reads 무제한 (sent as an empty upper bound).
 */
export function PriceRangeSlider({ scale, value, onChange }: PriceRangeSliderProps) {
  const titleId = useId();
  const stops = useMemo(() => scaleValues(scale), [scale]);
  const last = stops.length - 1;
  const minIndex = sliderIndexOf(value[0], scale);
  const maxIndex = sliderIndexOf(value[1], scale);
  const fill = {
    '--from': String(minIndex / last),
    '--to': String(maxIndex / last),
  } as CSSProperties;

  const setMin = (index: number) =>
    onChange([sliderValueAt(Math.min(index, maxIndex), scale), sliderValueAt(maxIndex, scale)]);
  const setMax = (index: number) =>
    onChange([sliderValueAt(minIndex, scale), sliderValueAt(Math.max(index, minIndex), scale)]);

  return (
    <fieldset className={styles.slider} aria-labelledby={titleId}>
      <div className={styles.sliderHead}>
        <span id={titleId} className={styles.sliderTitle}>
          {scale.label}
        </span>
        <output className={styles.sliderValue} aria-live="polite">
          {formatPriceRange(value, scale)}
        </output>
      </div>
      {/* When both thumbs sit on one stop, the one that can still move is on top. */}
      <div className={styles.track} style={fill} data-min-on-top={minIndex === maxIndex && minIndex > 0}>
        <input
          type="range"
          className={cx(styles.thumb, styles.minThumb)}
          min={0}
          max={last}
          step={1}
          value={minIndex}
          aria-label={MSG.search.filter.priceMin(scale.label)}
          aria-valuetext={formatSliderLabel(stops[minIndex] ?? scale.min, scale)}
          onChange={(event) => setMin(Number(event.target.value))}
        />
        <input
          type="range"
          className={styles.thumb}
          min={0}
          max={last}
          step={1}
          value={maxIndex}
          aria-label={MSG.search.filter.priceMax(scale.label)}
          aria-valuetext={formatSliderLabel(stops[maxIndex] ?? scale.max, scale)}
          onChange={(event) => setMax(Number(event.target.value))}
        />
      </div>
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{formatSliderLabel(scale.min, scale)}</span>
        <span>{formatSliderLabel(scale.max, scale)}</span>
      </div>
    </fieldset>
  );
}
