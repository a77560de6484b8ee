import type { AddressResult } from '@ansim/domain/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { ADDRESS_KEYWORD_MIN, useAddressSearch } from '../api/safety-check.ts';
import { SAFETY_CHECK_MSG } from '../messages.ts';
import styles from './address-search.module.css';

const M = SAFETY_CHECK_MSG.address;
const DEBOUNCE_MS = 300;

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** `value` once it has stopped changing for `delayMs`. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The address search of /common/search/address as a combobox: ↑/↓ move through the results, Enter
 * chooses, Escape closes. Any address may be checked, inside the service area or not.
 */
export function AddressSearch({
  onSelect,
  error,
}: {
  onSelect: (address: AddressResult | null) => void;
  error: string | undefined;
}) {
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [chosen, setChosen] = useState<AddressResult | null>(null);
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useAddressSearch(keyword);
  const results = keyword.length >= ADDRESS_KEYWORD_MIN ? (search.data?.list ?? []) : [];
  const expanded = open && keyword.length >= ADDRESS_KEYWORD_MIN && !chosen;

  const choose = (address: AddressResult) => {
    setOpen(false);
    setActiveIndex(-1);
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
          name="address"
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
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
            if (chosen) {
              setChosen(null);
              onSelect(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={M.label} className={styles.options}>
          {results.map((address, index) => (
            // The field keeps the focus and moves through the options with ↑/↓ (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox field.
            <div
              key={`${address.bjdCode}-${address.roadAddr}-${address.jibunAddr}`}
              id={optionId(listId, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={cx(styles.option, index === activeIndex && styles.active)}
              // Pressing would blur the field first and close the list; the choice must win.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(address)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              <IconMapPin size={18} className={styles.pin} />
              <span className={styles.text}>
                <span className={styles.main}>{address.saleAddr}</span>
                {address.roadAddr && address.roadAddr !== address.saleAddr && (
                  <span className={styles.sub}>{address.roadAddr}</span>
                )}
              </span>
            </div>
          ))}
        </div>
        {status && <p className={styles.status}>{status}</p>}
      </div>
      <p id={messageId} className={cx(formStyles.message, error ? formStyles.error : formStyles.hint)}>
        {error ?? (chosen ? M.chosen(chosen.saleAddr) : M.hint)}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && results.length > 0 ? M.resultCount(results.length) : (status ?? '')}
      </p>
    </div>
  );
}
