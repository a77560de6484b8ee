import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { Svg } from '../../../shared/ui/icons.tsx';
import styles from './dash-menu.module.css';

export interface DashMenuItem {
  key: string;
  label: string;
  /** Drawn in red: it removes the listing from view. */
  danger?: boolean;
  onSelect: () => void;
}

const IconMore = () => (
  <Svg size={22}>
    <circle cx="12" cy="5.5" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="12" cy="18.5" r="1.3" fill="currentColor" />
  </Svg>
);

const menuItemsOf = (menu: HTMLElement | null): HTMLButtonElement[] =>
  Array.from(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

/** Room the menu needs below its button before it opens upwards instead (the bottom bar is 64 px). */
const ROOM_BELOW = 96;

/**
 * The WAI-ARIA menu button: the button says it opens a menu and whether it is open; the menu takes the
 * focus on its first item, arrows move between items (wrapping), Home/End jump, Escape and Tab close it
 * and the focus returns to the button. A tap outside closes it too. Escape is marked handled, so the app
 * does not also take it for the device's back button.
 */
export function DashMenu({ label, items }: { label: string; items: readonly DashMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (menu && button) {
      const below = window.innerHeight - button.getBoundingClientRect().bottom;
      setUpwards(below < menu.offsetHeight + ROOM_BELOW && button.getBoundingClientRect().top > below);
    }
    menuItemsOf(menu)[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = menuItemsOf(menuRef.current);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => {
      event.preventDefault();
      buttons[(index + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(buttons.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <IconMore />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={cx(styles.menu, upwards && styles.upwards)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => [
            // The actions that take a listing away stand apart from the rest.
            item.danger && index > 0 && !items[index - 1]?.danger ? (
              <hr key={`${item.key}-separator`} className={styles.separator} />
            ) : null,
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cx(styles.item, item.danger && styles.danger)}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>,
          ])}
        </div>
      )}
    </div>
  );
}
