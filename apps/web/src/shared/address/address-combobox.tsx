import type { AddressResult } from '@ansim/domain/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { cx } from '../ui/cx.ts';
import { formStyles } from '../ui/form/fields.tsx';
import { IconMapPin, IconSearch } from '../ui/icons.tsx';
import { ADDRESS_KEYWORD_MIN, useAddressSearch } from './address-api.ts';
import styles from './address-combobox.module.css';

/** Long enough to let a word be typed, short enough to feel live. */
export const ADDRESS_DEBOUNCE_MS = 300;

/** The Korean texts of one screen's address search (each feature keeps them in its messages file). */
export interface AddressComboboxMessages {
  label: string;
  placeholder: string;
  hint: string;
  searching: string;
  noResult: string;
  failed: string;
  resultCount: (count: number) => string;
  /** The line under the field once an address is chosen. */
  chosen: (address: AddressResult) => string;
  /**
   * With these, an option shows its road and jibun address each under its label, and its postal code;
   * without, only a road address that differs from the main line.
   */
  detail?: { road: string; jibun: string };
  /** The badge of an option that `refuse` turns down. */
  refusedBadge?: string;
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The address search of GET /common/search/address as a combobox: ↑/↓ move through the results, Enter
 * chooses, Escape closes. `refuse` lets a screen turn an address down (shown, but not chosen) with its
 * message, e.g. an address outside the service area.
 */
export function AddressCombobox({
  name,
  initialText = '',
  error,
  messages: M,
  onSelect,
  onClear,
  refuse,
}: {
  name: string;
  initialText?: string;
  error: string | undefined;
  messages: AddressComboboxMessages;
  onSelect: (address: AddressResult) => void;
  /** Typing again after a choice undoes it. */
  onClear?: () => void;
  refuse?: (address: AddressResult) => string | null;
}) {
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<AddressResult | null>(null);
  const keyword = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const search = useAddressSearch(keyword);
  const results = keyword.length >= ADDRESS_KEYWORD_MIN ? (search.data?.list ?? []) : [];
  const expanded = open && keyword.length >= ADDRESS_KEYWORD_MIN && !chosen;

  const choose = (address: AddressResult) => {
    setOpen(false);
    setActiveIndex(-1);
    const refused = refuse?.(address) ?? null;
    setRefusal(refused);
    if (refused) return;
    setChosen(address);
    setText(address.saleAddr);
    onSelect(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
      return;
    }
    if (event.key === 'Enter') {
      // Enter in the search never submits the form.
      event.preventDefault();
      const address = results[activeIndex] ?? (results.length === 1 ? results[0] : undefined);
      if (expanded && address) choose(address);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  const shownError = refusal ?? error;
  let status: string | null = null;
  if (expanded) {
    if (search.isError) status = M.failed;
    else if (search.isFetching && results.length === 0) status = M.searching;
    else if (search.isSuccess && results.length === 0) status = M.noResult;
  }

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={formStyles.label}>
        {M.label}
      </label>
      <div className={styles.control}>
        <IconSearch className={styles.icon} size={20} />
        <input
          id={inputId}
          name={name}
          type="search"
          role="combobox"
          className={cx(formStyles.input, styles.input)}
          placeholder={M.placeholder}
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
            setRefusal(null);
            if (chosen) {
              setChosen(null);
              onClear?.();
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={M.label} className={styles.options}>
          {results.map((address, index) => {
            const refused = refuse?.(address) != null;
            return (
              // The field keeps the focus and moves through the options with ↑/↓ (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox field.
              <div
                key={`${address.bjdCode}-${address.roadAddr}-${address.jibunAddr}`}
                id={optionId(listId, index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                aria-disabled={refused ? true : undefined}
                className={cx(
                  styles.option,
                  index === activeIndex && styles.active,
                  refused && styles.unserved,
                )}
                // Pressing would blur the field first and close the list; the choice must win.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(address)}
                onMouseEnter={() => setActiveIndex(index)}
              >
                <IconMapPin size={18} className={styles.pin} />
                <OptionText
                  address={address}
                  detail={M.detail}
                  badge={refused ? M.refusedBadge : undefined}
                />
                {M.detail && address.postalCode && (
                  <span className={styles.postal}>{address.postalCode}</span>
                )}
              </div>
            );
          })}
        </div>
        {status && <p className={styles.status}>{status}</p>}
      </div>
      <p id={messageId} className={cx(formStyles.message, shownError ? formStyles.error : formStyles.hint)}>
        {shownError ?? (chosen ? M.chosen(chosen) : M.hint)}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && results.length > 0 ? M.resultCount(results.length) : (status ?? '')}
      </p>
    </div>
  );
}

function OptionText({
  address,
  detail,
  badge,
}: {
  address: AddressResult;
  detail: AddressComboboxMessages['detail'];
  badge: string | undefined;
}) {
  const other = (line: string) => line !== '' && line !== address.saleAddr;
  return (
    <span className={styles.text}>
      <span className={styles.main}>
        {address.saleAddr}
        {badge && <span className={styles.badge}>{badge}</span>}
      </span>
      {detail ? (
        <>
          {other(address.roadAddr) && (
            <span className={styles.sub}>
              <span className={styles.kind}>{detail.road}</span>
              {address.roadAddr}
            </span>
          )}
          {other(address.jibunAddr) && (
            <span className={styles.sub}>
              <span className={styles.kind}>{detail.jibun}</span>
              {address.jibunAddr}
            </span>
          )}
        </>
      ) : (
        other(address.roadAddr) && <span className={styles.sub}>{address.roadAddr}</span>
      )}
    </span>
  );
}
