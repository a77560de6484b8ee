import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import type { InquiryBox } from '../model/inquiry-boxes.ts';
import styles from './box-tabs.module.css';

export const boxTabId = (box: InquiryBox) => `inquiry-tab-${box}`;
export const BOX_PANEL_ID = 'inquiry-panel';

interface BoxTabsProps {
  boxes: readonly InquiryBox[];
  current: InquiryBox;
  onSelect: (box: InquiryBox) => void;
}

/** 보낸 문의 / 받은 문의 as tabs; the arrow keys, Home and End move and select (WAI-ARIA tabs). */
export function BoxTabs({ boxes, current, onSelect }: BoxTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = boxes.indexOf(current);
    const last = boxes.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % boxes.length,
      ArrowLeft: (at + last) % boxes.length,
      Home: 0,
      End: last,
    };
    const index = moves[event.key];
    const target = index === undefined ? undefined : boxes[index];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${boxTabId(target)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={INQUIRY_MSG.boxes.label}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {boxes.map((box) => {
        const selected = box === current;
        return (
          <button
            key={box}
            id={boxTabId(box)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={BOX_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => onSelect(box)}
          >
            {INQUIRY_MSG.boxes[box]}
          </button>
        );
      })}
    </div>
  );
}
