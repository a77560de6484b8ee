import { resetPriceTab, resetStructureTab, type SearchFilter } from '@ansim/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { CLOSED, type FilterTab, summarizeTabs } from '../model/filter-summary.ts';
import styles from './filter.module.css';
import { FilterActions } from './filter-actions.tsx';
import { BuildingTypeSection, DealPriceSection, GradeSection, StructureSection } from './filter-sections.tsx';
import { FullFilterDialog, IconSliders } from './full-filter-dialog.tsx';

type PanelTab = Exclude<FilterTab, 4>;

/** The resets of product.md §A4: tab 2 restores prices and deal types, tab 3 clears floor, area and room. */
export const resetTab = (tab: PanelTab, filter: SearchFilter): SearchFilter => {
  if (tab === 1) return { ...filter, buildingTypes: [], page: 1 };
  if (tab === 2) return resetPriceTab(filter);
  if (tab === 3) return resetStructureTab(filter);
  return { ...filter, safetyGrades: [], page: 1 };
};

const PANEL_TABS: PanelTab[] = [1, 2, 3, 5];

interface FilterBarProps {
  applied: SearchFilter;
  onApply: (filter: SearchFilter) => void;
  /** The filter as the list queries it: adds the searched area or the map bounds. */
  scope: (filter: SearchFilter) => SearchFilter;
}

/**
 * product.md §A4 "Filter panel": the bar's tabs open one panel each (tapping the open tab closes it), and the
 * last button opens the full filter as a modal. A panel edits a draft: 취소 drops it, 적용 hands it over.
 */
export function FilterBar({ applied, onApply, scope }: FilterBarProps) {
  const [active, setActive] = useState<PanelTab | typeof CLOSED>(CLOSED);
  const [draft, setDraft] = useState(applied);
  const panelRef = useRef<HTMLElement>(null);
  const tabRefs = useRef(new Map<PanelTab, HTMLButtonElement>());
  const panelId = useId();
  const summary = summarizeTabs(applied);

  useEffect(() => {
    if (active !== CLOSED) panelRef.current?.focus();
  }, [active]);

  const close = () => {
    if (active !== CLOSED) tabRefs.current.get(active)?.focus();
    setActive(CLOSED);
  };

  const toggle = (tab: PanelTab) => {
    if (tab === active) {
      close();
      return;
    }
    setDraft(applied);
    setActive(tab);
  };

  const openFull = () => {
    setActive(CLOSED);
    openModal((closeModal) => (
      <FullFilterDialog
        initial={applied}
        scope={scope}
        onCancel={closeModal}
        onApply={(filter) => {
          closeModal();
          onApply(filter);
        }}
      />
    ));
  };

  const apply = () => {
    setActive(CLOSED);
    onApply(draft);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The panel is not a modal; without this the shell would take Escape for a back press.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  // '최근 확인' lives in the full panel only (issue 18 §3): set, it marks that button.
  const fullActive = PANEL_TABS.some((tab) => summary[tab].active) || applied.confirmedWithin > 0;

  return (
    <div className={styles.bar}>
      <div className={styles.tabs} role="toolbar" aria-label={MSG.search.filter.label}>
        {/* First, so that it never scrolls out of sight on a narrow screen. */}
        <button
          type="button"
          className={cx(styles.tab, styles.fullTab, fullActive && styles.tabSet)}
          aria-haspopup="dialog"
          onClick={openFull}
        >
          <IconSliders size={18} />
          <span className={styles.fullTabLabel}>{MSG.search.filter.tabs.all}</span>
        </button>
        {PANEL_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            className={cx(styles.tab, summary[tab].active && styles.tabSet, active === tab && styles.tabOpen)}
            aria-expanded={active === tab}
            aria-controls={active === tab ? panelId : undefined}
            onClick={() => toggle(tab)}
          >
            <span className={styles.tabLabel}>{summary[tab].label}</span>
            <span className={styles.caret} aria-hidden="true" />
          </button>
        ))}
      </div>
      {active !== CLOSED && (
        <>
          <button
            type="button"
            className={styles.backdrop}
            aria-label={MSG.search.filter.close}
            tabIndex={-1}
            onClick={close}
          />
          <section
            ref={panelRef}
            id={panelId}
            className={styles.panel}
            aria-label={active === 5 ? MSG.search.filter.tabs.grade : tabName(active)}
            tabIndex={-1}
            onKeyDown={onPanelKeyDown}
          >
            <div className={styles.panelBody}>
              {active === 1 && <BuildingTypeSection draft={draft} onChange={setDraft} />}
              {active === 2 && <DealPriceSection draft={draft} onChange={setDraft} />}
              {active === 3 && <StructureSection draft={draft} onChange={setDraft} />}
              {active === 5 && <GradeSection draft={draft} onChange={setDraft} />}
            </div>
            <FilterActions
              counted={scope(draft)}
              onReset={() => setDraft(resetTab(active, draft))}
              onCancel={close}
              onApply={apply}
            />
          </section>
        </>
      )}
    </div>
  );
}

const tabName = (tab: PanelTab): string => {
  const tabs = MSG.search.filter.tabs;
  return tab === 1 ? tabs.buildingTypes : tab === 2 ? tabs.price : tab === 3 ? tabs.structure : tabs.grade;
};
