import { LAWYER_CONFIRM_STATUSES, type LawyerConfirmStatus, withThousands } from '@ansim/domain';
import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { APPROVAL_MSG } from '../messages.ts';
import styles from './queue-tabs.module.css';

export const tabId = (status: LawyerConfirmStatus) => `approval-tab-${status}`;
export const PANEL_ID = 'approval-panel';

interface QueueTabsProps {
  current: LawyerConfirmStatus;
  /** How many requests the shown tab holds (the list's totalCount); undefined while it loads. */
  currentCount: number | undefined;
  onSelect: (status: LawyerConfirmStatus) => void;
}

/** 대기 / 인증 / 반려 as tabs; arrow keys, Home and End move and select, as the WAI-ARIA tabs pattern has it. */
export function QueueTabs({ current, currentCount, onSelect }: QueueTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabs = LAWYER_CONFIRM_STATUSES;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(current);
    const last = tabs.length - 1;
    const index =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = index === null ? undefined : tabs[index];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={APPROVAL_MSG.tabs.label}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((status) => {
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
            {APPROVAL_MSG.tabs[status]}
            {selected && currentCount !== undefined && (
              <span className={styles.count}>{APPROVAL_MSG.list.count(withThousands(currentCount))}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
