import { resetPriceTab, resetStructureTab, type SearchFilter } from '@ansim/domain';
import { type SVGProps, useId, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import styles from './filter.module.css';
import { FilterActions } from './filter-actions.tsx';
import {
  BuildingTypeSection,
  ConfirmedSection,
  DealPriceSection,
  GradeSection,
  StructureSection,
} from './filter-sections.tsx';

/** Everything back to the default: both resets of product.md §A4, building types and grades too. */
export const resetAll = (filter: SearchFilter): SearchFilter =>
  resetStructureTab(resetPriceTab({ ...filter, buildingTypes: [], safetyGrades: [], confirmedWithin: 0 }));

interface FullFilterDialogProps {
  initial: SearchFilter;
  scope: (filter: SearchFilter) => SearchFilter;
  onApply: (filter: SearchFilter) => void;
  onCancel: () => void;
}

/**
 * product.md §A4 tab 4: every filter in one modal with reset and apply. Closing it (the X, Escape or device back)
 * applies nothing.
 */
export function FullFilterDialog({ initial, scope, onApply, onCancel }: FullFilterDialogProps) {
  const [draft, setDraft] = useState(initial);
  const titleId = useId();
  return (
    <DialogFrame layout="screen" labelledBy={titleId}>
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {MSG.search.filter.tabs.all}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={MSG.search.filter.close}
          onClick={onCancel}
        >
          <IconClose />
        </button>
      </div>
      <div className={styles.dialogBody}>
        <BuildingTypeSection draft={draft} onChange={setDraft} />
        <GradeSection draft={draft} onChange={setDraft} />
        <ConfirmedSection draft={draft} onChange={setDraft} />
        <DealPriceSection draft={draft} onChange={setDraft} />
        <StructureSection draft={draft} onChange={setDraft} />
      </div>
      <FilterActions
        counted={scope(draft)}
        onReset={() => setDraft(resetAll(draft))}
        onApply={() => onApply(draft)}
      />
    </DialogFrame>
  );
}

/** Filter sliders: the full-filter button. */
export function IconSliders({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </svg>
  );
}
