import { type BuildingType, sanitizeDecimalInput, stripCommas, withThousands } from '@ansim/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { type LandPriceLookup, useLandPrice } from '../api/grade-data.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './grade-public-price.module.css';
import { MoneyField } from './step-fields.tsx';

const M = SALE_FORM_MSG.grade;

const areaOf = (text: string): number | null => {
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n > 0 && n <= 99_999.99 ? n : null;
};

/**
 * 공시가격 (spec 02 §5, issue 12 §8): typed by the broker from the register, or looked up
 * (GET /common/open/land/price) — by itself when the field is empty, or with the button. An estimate says
 * 추정 and how it was made; whatever the lookup gives, the field stays the broker's to correct.
 */
export function GradePublicPrice({
  field,
  value,
  onFill,
  bjdCode,
  saleAddr,
  buildingType,
  initialArea,
}: {
  /** The registered input's props (name, ref, onChange, error). */
  field: Omit<Parameters<typeof MoneyField>[0], 'label' | 'amount'>;
  value: unknown;
  onFill: (text: string) => void;
  bjdCode: string | null;
  saleAddr: string | null;
  buildingType: BuildingType | null;
  initialArea: string;
}) {
  const areaId = useId();
  const [areaText, setAreaText] = useState(initialArea);
  const [fillAsked, setFillAsked] = useState(false);
  const area = areaOf(areaText);
  const lookup: LandPriceLookup | null =
    bjdCode && buildingType && area !== null
      ? { bjdCode, buildingType, area, saleAddr: saleAddr ?? '' }
      : null;
  const price = useLandPrice(lookup);
  const found = price.data?.publicPrice ?? null;
  const typed = stripCommas(typeof value === 'string' || typeof value === 'number' ? String(value) : '');

  // An empty field takes a new lookup's figure once; after that only when the broker asks again, so
  // clearing the field to type another figure is not undone.
  const autoFilledFor = useRef<string | null>(null);
  const lookupKey = lookup ? JSON.stringify(lookup) : null;
  useEffect(() => {
    if (found === null) return;
    if (fillAsked) {
      onFill(withThousands(found));
      setFillAsked(false);
    } else if (typed === '' && autoFilledFor.current !== lookupKey) {
      onFill(withThousands(found));
    }
    autoFilledFor.current = lookupKey;
  }, [found, typed, fillAsked, onFill, lookupKey]);

  const shownIsLookup = found !== null && typed === String(found);
  let note: string | null = null;
  if (!bjdCode) note = M.publicPriceNeedAddress;
  else if (!buildingType) note = M.publicPriceNeedType;
  else if (area === null) note = M.lookupAreaNeeded;
  else if (price.isError) note = `${M.publicPriceFailed} (${thrownMessage(price.error)})`;
  else if (price.isSuccess && found === null) note = M.publicPriceNotFound;

  return (
    <div className={styles.box}>
      <MoneyField label={M.publicPrice} amount={value} optional {...field} />
      {shownIsLookup && price.data && (
        <p className={styles.source}>
          <span className={cx(styles.badge, price.data.estimated && styles.estimated)}>
            {price.data.estimated ? M.estimated : M.official}
          </span>
          <span>
            {M.basis(price.data.basis)} {M.editable}
          </span>
        </p>
      )}
      <div className={styles.lookup}>
        <div className={styles.areaField}>
          <label htmlFor={areaId} className={formStyles.label}>
            {M.lookupArea}
          </label>
          <div className={styles.areaRow}>
            <input
              id={areaId}
              className={formStyles.input}
              inputMode="decimal"
              autoComplete="off"
              value={areaText}
              onChange={(event) => setAreaText(sanitizeDecimalInput(event.target.value, 2))}
            />
            <span className={styles.unit}>{M.lookupAreaUnit}</span>
          </div>
        </div>
        <Button
          variant="soft"
          className={styles.button}
          disabled={lookup === null || price.isFetching}
          onClick={() => {
            setFillAsked(true);
            if (price.isError) void price.refetch();
          }}
        >
          {price.isFetching ? M.publicPriceLooking : M.publicPriceLookup}
        </Button>
      </div>
      <p className={cx(formStyles.message, formStyles.hint)} role="status">
        {note ?? M.publicPriceHint}
      </p>
    </div>
  );
}
