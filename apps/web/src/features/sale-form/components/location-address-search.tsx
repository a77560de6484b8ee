import type { AddressResult } from '@ansim/domain/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { ADDRESS_KEYWORD_MIN, useAddressSearch } from '../api/location-data.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import { useDebouncedValue } from '../model/use-debounced-value.ts';
import styles from './location-address-search.module.css';

const M = SALE_FORM_MSG.location;
/** Long enough to let a word be typed, short enough to feel live. */
export const ADDRESS_DEBOUNCE_MS = 300;

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * Address search as you type (spec 02 §2 locationInfo): a combobox over GET /common/search/address. ↑/↓
 * move through the results, Enter chooses, Escape closes. An address outside Seoul, Gyeonggi and Incheon
 * is shown but refused with the service-area message.
 */
export function LocationAddressSearch({
  initialText,
  onSelect,
  error,
  name,
}: {
  initialText: string;
  onSelect: (address: AddressResult) => void;
  error: string | undefined;
  name: string;
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
  const expanded = open && keyword.length >= ADDRESS_KEYWORD_MIN;

  const choose = (address: AddressResult) => {
    setOpen(false);
    setActiveIndex(-1);
    if (!address.served) {
      setRefusal(SALE_FORM_MSG.spec.outsideServiceArea);
      return;
    }
    setRefusal(null);
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
      // Enter in the search never submits the step.
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
    if (search.isError) status = M.searchFailed;
    else if (search.isFetching && results.length === 0) status = M.searching;
    else if (search.isSuccess && results.length === 0) status = M.noResult;
  }

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={formStyles.label}>
        {M.search}
      </label>
      <div className={styles.control}>
        <IconSearch className={styles.icon} size={20} />
        <input
          id={inputId}
          name={name}
          type="search"
          role="combobox"
          className={cx(formStyles.input, styles.input)}
          placeholder={M.searchPlaceholder}
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
            setChosen(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={M.search} className={styles.options}>
          {results.map((address, index) => (
            // The field keeps the focus and moves through the options with ↑/↓ (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox field.
            <div
              key={`${address.bjdCode}-${address.roadAddr}-${address.jibunAddr}`}
              id={optionId(listId, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              aria-disabled={address.served ? undefined : true}
              className={cx(
                styles.option,
                index === activeIndex && styles.active,
                !address.served && styles.unserved,
              )}
              // Pressing would blur the field first and close the list; the choice must win.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(address)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              <IconMapPin size={18} className={styles.pin} />
              <span className={styles.text}>
                <span className={styles.main}>
                  {address.saleAddr}
                  {!address.served && <span className={styles.badge}>{M.outside}</span>}
                </span>
                {address.roadAddr && address.roadAddr !== address.saleAddr && (
                  <span className={styles.sub}>
                    <span className={styles.kind}>{M.road}</span>
                    {address.roadAddr}
                  </span>
                )}
                {address.jibunAddr && address.jibunAddr !== address.saleAddr && (
                  <span className={styles.sub}>
                    <span className={styles.kind}>{M.jibun}</span>
                    {address.jibunAddr}
                  </span>
                )}
              </span>
              {address.postalCode && <span className={styles.postal}>{address.postalCode}</span>}
            </div>
          ))}
        </div>
        {status && <p className={styles.status}>{status}</p>}
      </div>
      <p id={messageId} className={cx(formStyles.message, shownError ? formStyles.error : formStyles.hint)}>
        {shownError ?? (chosen ? M.chosenDetail(chosen.roadAddr, chosen.jibunAddr) : M.searchHint)}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && results.length > 0 ? M.resultCount(results.length) : (status ?? '')}
      </p>
    </div>
  );
}
