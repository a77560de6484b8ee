import type { SaleStatus } from '@ansim/domain';
import { withThousands } from '@ansim/domain';
import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { DASH_MSG } from '../messages.ts';
import { DASH_TABS } from '../model/dash-tabs.ts';
import styles from './dash-tabs.module.css';

export const tabId = (status: SaleStatus) => `dash-tab-${status}`;
export const PANEL_ID = 'dash-panel';

interface DashTabsProps {
  current: SaleStatus;
  /** A count by status; undefined while the counts load (or failed: the tabs still work). */
  countOf: (status: SaleStatus) => number | undefined;
  onSelect: (status: SaleStatus) => void;
}

/**
 * The five statuses as tabs, each with how many listings it holds, so the broker sees the whole office at a
 * glance. Arrow keys move between tabs and select, as the WAI-ARIA tabs pattern has it.
 */
export function DashTabs({ current, countOf, onSelect }: DashTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = DASH_TABS.indexOf(current);
    const last = DASH_TABS.length - 1;
    const index =
      event.key === 'ArrowRight'
        ? (at + 1) % DASH_TABS.length
        : event.key === 'ArrowLeft'
          ? (at + last) % DASH_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = index === null ? undefined : DASH_TABS[index];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={DASH_MSG.tabs.label}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {DASH_TABS.map((status) => {
        const count = countOf(status);
        const selected = status === current;
        return (
          <button
            key={status}
            id={tabId(status)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => onSelect(status)}
          >
            <span className={styles.label}>{DASH_MSG.statusLabel(status)}</span>
            <span className={styles.count} data-status-count={status}>
              {count === undefined ? '–' : withThousands(count)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
