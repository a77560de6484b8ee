import { pyeongToSqm, sanitizeDecimalInput, sqmToPyeong } from '@ansim/domain';
import { useId, useState } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import styles from './area-pair-input.module.css';
import { NumericInput } from './numeric-input.tsx';

/** Areas are typed with two decimals (spec 02 §9: 1 ㎡ = 0.3025 평, 1 평 = 3.305785 ㎡, to 2 decimals). */
const AREA_RULE = { kind: 'decimal', maxDecimals: 2 } as const;

interface AreaPairInputProps {
  label: string;
  /** The ㎡ figure the form keeps (…Area1); the 평 twin is only on screen. */
  sqm: string;
  onSqmChange: (sqm: string) => void;
  name: string;
  error?: string | undefined;
  onBlur?: () => void;
}

/**
 * One area as a ㎡ and 평 pair: typing either side converts the other as the broker types, empty at zero.
 * The 평 text is kept here so that what the broker is typing in 평 is not rewritten by the conversion back;
 * a ㎡ figure set from outside (the area lookup, a restored draft) recomputes it.
 */
export function AreaPairInput({ label, sqm, onSqmChange, name, error, onBlur }: AreaPairInputProps) {
  const errorId = useId();
  const [pair, setPair] = useState(() => ({ sqm, pyeong: sqmToPyeong(sqm) }));
  if (pair.sqm !== sqm) setPair({ sqm, pyeong: sqmToPyeong(sqm) });

  const typeSqm = (value: string) => {
    setPair({ sqm: value, pyeong: sqmToPyeong(value) });
    onSqmChange(value);
  };
  const typePyeong = (typed: string) => {
    const pyeong = sanitizeDecimalInput(typed, AREA_RULE.maxDecimals);
    const converted = pyeongToSqm(pyeong);
    setPair({ sqm: converted, pyeong });
    onSqmChange(converted);
  };

  return (
    <fieldset className={styles.pair}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={styles.inputs}>
        <NumericInput
          label={ROOM_MSG.room.inUnit(label, ROOM_MSG.room.sqm)}
          hideLabel
          name={name}
          rule={AREA_RULE}
          unit={ROOM_MSG.room.sqm}
          value={pair.sqm}
          onValueChange={typeSqm}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.equals} aria-hidden="true">
          =
        </span>
        <NumericInput
          label={ROOM_MSG.room.inUnit(label, ROOM_MSG.room.pyeong)}
          hideLabel
          rule={AREA_RULE}
          unit={ROOM_MSG.room.pyeong}
          value={pair.pyeong}
          onValueChange={typePyeong}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p id={errorId} className={cx(formStyles.message, formStyles.error)}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
