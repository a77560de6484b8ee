import {
  AREA_CODES,
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  CONFIRMED_WITHIN_LABELS,
  CONFIRMED_WITHIN_OPTIONS,
  FLOOR_CODES,
  isDealTypeLocked,
  MULTI_SELECT_OPTIONS,
  PRICE_RANGE_SCALES,
  RATE_CODES,
  type RateCode,
  ROOM_CODES,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  type SearchFilter,
  toggleDealType,
  toggleListValue,
} from '@ansim/domain';
import { useId } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { ChipGroup } from './chip-group.tsx';
import styles from './filter.module.css';
import { PriceRangeSlider } from './price-range-slider.tsx';

export interface SectionProps {
  draft: SearchFilter;
  onChange: (draft: SearchFilter) => void;
}

const RATE_OPTIONS = RATE_CODES.map((rate) => rate.code);

/** Tab 1: building types; choosing all four is the same as 전체 (product.md §A4). */
export function BuildingTypeSection({ draft, onChange }: SectionProps) {
  return (
    <ChipGroup
      title={MSG.search.filter.tabs.buildingTypes}
      options={BUILDING_TYPES.map((type) => ({ value: type, label: BUILDING_TYPE_LABELS[type] }))}
      selected={draft.buildingTypes}
      onToggle={(type) =>
        onChange({
          ...draft,
          buildingTypes: toggleListValue(draft.buildingTypes, type, MULTI_SELECT_OPTIONS.buildingTypes),
        })
      }
      onAll={() => onChange({ ...draft, buildingTypes: [] })}
    />
  );
}

/**
 * Tab 2: deal types and their prices. The last ticked deal type cannot be unticked (product.md §A5), and only
 * the sliders of ticked deal types show, since only those are sent.
 */
export function DealPriceSection({ draft, onChange }: SectionProps) {
  const titleId = useId();
  const hintId = useId();
  const has = (type: (typeof SALE_TYPES)[number]) => draft.types.includes(type);
  return (
    <>
      <fieldset className={styles.section} aria-labelledby={titleId} aria-describedby={hintId}>
        <legend id={titleId} className={styles.sectionTitle}>
          {MSG.search.filter.dealType}
        </legend>
        <div className={styles.checks}>
          {SALE_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                checked={has(type)}
                disabled={isDealTypeLocked(draft.types, type)}
                onChange={() => onChange({ ...draft, types: toggleDealType(draft.types, type) })}
              />
              <span>{SALE_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </div>
        <p id={hintId} className={styles.hint}>
          {MSG.search.filter.dealTypeHint}
        </p>
      </fieldset>
      {has('SALE') && (
        <PriceRangeSlider
          scale={PRICE_RANGE_SCALES.salesPrice}
          value={draft.salesPrice}
          onChange={(salesPrice) => onChange({ ...draft, salesPrice })}
        />
      )}
      {has('RENT') && (
        <PriceRangeSlider
          scale={PRICE_RANGE_SCALES.rentPrice}
          value={draft.rentPrice}
          onChange={(rentPrice) => onChange({ ...draft, rentPrice })}
        />
      )}
      {has('MONTHLY') && (
        <>
          <PriceRangeSlider
            scale={PRICE_RANGE_SCALES.depositPrice}
            value={draft.depositPrice}
            onChange={(depositPrice) => onChange({ ...draft, depositPrice })}
          />
          <PriceRangeSlider
            scale={PRICE_RANGE_SCALES.monthlyPrice}
            value={draft.monthlyPrice}
            onChange={(monthlyPrice) => onChange({ ...draft, monthlyPrice })}
          />
        </>
      )}
    </>
  );
}

/** Tab 3: room structure, exclusive area and floor. */
export function StructureSection({ draft, onChange }: SectionProps) {
  return (
    <>
      <ChipGroup
        title={MSG.search.filter.room}
        options={ROOM_CODES.map(({ code, label }) => ({ value: code, label }))}
        selected={draft.room}
        onToggle={(code) =>
          onChange({ ...draft, room: toggleListValue(draft.room, code, MULTI_SELECT_OPTIONS.room) })
        }
        onAll={() => onChange({ ...draft, room: [] })}
      />
      <ChipGroup
        title={MSG.search.filter.area}
        options={AREA_CODES.map(({ code, label }) => ({ value: code, label }))}
        selected={draft.area}
        onToggle={(code) =>
          onChange({ ...draft, area: toggleListValue(draft.area, code, MULTI_SELECT_OPTIONS.area) })
        }
        onAll={() => onChange({ ...draft, area: [] })}
      />
      <ChipGroup
        title={MSG.search.filter.floor}
        options={FLOOR_CODES.map(({ code, label }) => ({ value: code, label }))}
        selected={draft.floor}
        onToggle={(code) =>
          onChange({ ...draft, floor: toggleListValue(draft.floor, code, MULTI_SELECT_OPTIONS.floor) })
        }
        onAll={() => onChange({ ...draft, floor: [] })}
      />
    </>
  );
}

/** Beyond the spec: the safety grades to show, e.g. only 1–2등급. */
export function GradeSection({ draft, onChange }: SectionProps) {
  return (
    <ChipGroup<RateCode>
      title={MSG.search.filter.grade}
      hint={MSG.search.filter.gradeHint}
      options={RATE_CODES.map(({ code, level, label }) => ({
        value: code,
        label: `${MSG.grades.name(level)} ${label}`,
      }))}
      selected={draft.safetyGrades}
      onToggle={(code) =>
        onChange({ ...draft, safetyGrades: toggleListValue(draft.safetyGrades, code, RATE_OPTIONS) })
      }
      onAll={() => onChange({ ...draft, safetyGrades: [] })}
    />
  );
}

/** Texts of the '최근 확인' filter, kept with it: the shared messages load on every first screen. */
const CONFIRMED_MSG = {
  title: '최근 확인',
  hint: '중개인이 최근에 거래 가능하다고 확인한 매물만 볼 수 있어요.',
} as const;

/** '최근 확인' (issue 18 §3): listings their broker confirmed within 3 or 7 days; one choice or 전체. */
export function ConfirmedSection({ draft, onChange }: SectionProps) {
  const chosen = CONFIRMED_WITHIN_OPTIONS.find((days) => days === draft.confirmedWithin);
  return (
    <ChipGroup<string>
      title={CONFIRMED_MSG.title}
      hint={CONFIRMED_MSG.hint}
      options={CONFIRMED_WITHIN_OPTIONS.map((days) => ({
        value: String(days),
        label: CONFIRMED_WITHIN_LABELS[days],
      }))}
      selected={chosen === undefined ? [] : [String(chosen)]}
      onToggle={(value) =>
        onChange({ ...draft, confirmedWithin: String(chosen) === value ? 0 : Number(value) })
      }
      onAll={() => onChange({ ...draft, confirmedWithin: 0 })}
    />
  );
}
