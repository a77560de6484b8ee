import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { TextField } from '../../../../shared/ui/form/fields.tsx';
import { IconChevronLeft, IconChevronRight } from '../../../../shared/ui/icons.tsx';
import { SETTLEMENT_MSG } from '../messages-settlement.ts';
import {
  currentMonth,
  isLatestMonth,
  monthBounds,
  monthLabel,
  type RangeErrors,
  type SettlementPeriod,
  shiftMonth,
  todayIso,
  validateRange,
} from '../model/period.ts';
import styles from './period-control.module.css';

const TEXT = SETTLEMENT_MSG.period;

type Mode = SettlementPeriod['kind'];

interface PeriodControlProps {
  period: SettlementPeriod;
  /** Searches the period; the screen shows it once the server has answered. */
  onApply: (period: SettlementPeriod) => void;
  /** A search is on its way. */
  pending: boolean;
  /** Why the last search failed, if it did. */
  error: string | null;
}

/**
 * The period control: a month stepped with 이전 달 / 다음 달 (never past the current month), or a range of
 * days searched with 조회. Switching back to 월별 shows the current month.
 */
export function PeriodControl({ period, onApply, pending, error }: PeriodControlProps) {
  const headingId = useId();
  const [mode, setMode] = useState<Mode>(period.kind);
  const month = period.kind === 'month' ? period.month : currentMonth();

  const choose = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    if (next === 'month' && period.kind !== 'month') onApply({ kind: 'month', month: currentMonth() });
  };

  return (
    <section aria-labelledby={headingId} className={styles.control} aria-busy={pending}>
      <h2 id={headingId} className="visually-hidden">
        {TEXT.title}
      </h2>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">{TEXT.modeLabel}</legend>
        {(['month', 'range'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={cx(styles.mode, option === mode && styles.modeOn)}
            aria-pressed={option === mode}
            onClick={() => choose(option)}
          >
            {option === 'month' ? TEXT.byMonth : TEXT.byRange}
          </button>
        ))}
      </fieldset>
      {mode === 'month' ? (
        <MonthStepper month={month} onApply={onApply} />
      ) : (
        <RangeForm period={period} onApply={onApply} pending={pending} />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function MonthStepper({ month, onApply }: { month: string; onApply: PeriodControlProps['onApply'] }) {
  const latest = isLatestMonth(month);
  const go = (delta: number) => onApply({ kind: 'month', month: shiftMonth(month, delta) });
  return (
    <div className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={TEXT.prevMonth} onClick={() => go(-1)}>
        <IconChevronLeft size={22} />
      </button>
      <p className={styles.month}>
        <time dateTime={month}>{monthLabel(month)}</time>
      </p>
      <button
        type="button"
        className={styles.step}
        aria-label={TEXT.nextMonth}
        disabled={latest}
        onClick={() => go(1)}
      >
        <IconChevronRight size={22} />
      </button>
    </div>
  );
}

function RangeForm({
  period,
  onApply,
  pending,
}: {
  period: SettlementPeriod;
  onApply: PeriodControlProps['onApply'];
  pending: boolean;
}) {
  const initial = period.kind === 'range' ? period : monthBounds(period.month);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [errors, setErrors] = useState<RangeErrors>({});
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const today = todayIso();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(from, to);
    if (found) {
      setErrors(found);
      (found.from ? fromRef : toRef).current?.focus();
      return;
    }
    setErrors({});
    onApply({ kind: 'range', from, to });
  };

  return (
    <form className={styles.range} onSubmit={submit} noValidate>
      <div className={styles.days}>
        <TextField
          ref={fromRef}
          type="date"
          label={TEXT.from}
          value={from}
          max={today}
          error={errors.from}
          onChange={(event) => {
            setFrom(event.target.value);
            setErrors(({ from: _cleared, ...rest }) => rest);
          }}
        />
        <span className={styles.tilde} aria-hidden="true">
          ~
        </span>
        <TextField
          ref={toRef}
          type="date"
          label={TEXT.to}
          value={to}
          max={today}
          error={errors.to}
          onChange={(event) => {
            setTo(event.target.value);
            setErrors(({ to: _cleared, ...rest }) => rest);
          }}
        />
      </div>
      <Button type="submit" block aria-busy={pending}>
        {TEXT.search}
      </Button>
    </form>
  );
}
