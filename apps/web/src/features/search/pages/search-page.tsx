import { isListingNumber } from '@ansim/domain';
import type { Suggestion } from '@ansim/domain/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { MSG } from '../../../shared/messages.ts';
import { searchListPath } from '../../../shared/sale/new-search.ts';
import { saleDetailPath } from '../../../shared/sale/sale-card.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconClose, IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { type RecentSearch, useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { useAddrSuggestions } from '../api/get-addr-suggestions.ts';
import { getListingByNumber } from '../api/get-listing-by-number.ts';
import { useMapStore } from '../model/map-store.ts';
import styles from './search-page.module.css';

/** Suggestions follow the typing after this pause, so a word typed quickly is one call, not five. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface Option {
  key: string;
  search: RecentSearch;
  kind: Suggestion['kind'];
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * Route /search: one field that suggests regions (with the area they are in), stations (with their lines)
 * and listing numbers as the user types; ↑/↓ move through them and Enter picks one. With an empty field it
 * shows the recent searches, kept on the device.
 */
export function SearchPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [open, setOpen] = useState(true);
  const keyword = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddrSuggestions(keyword);
  const recent = useLocalStorageStore((state) => state.recentSearches);
  const addRecent = useLocalStorageStore((state) => state.addRecentSearch);
  const removeRecent = useLocalStorageStore((state) => state.removeRecentSearch);
  const clearRecent = useLocalStorageStore((state) => state.clearRecentSearches);
  const resetMap = useMapStore((state) => state.reset);
  const viewerNo = useUserStore((state) => state.user?.userNo ?? null);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();

  const typed = text.trim();
  const showSuggestions = typed !== '' && keyword !== '';
  const options: Option[] = showSuggestions
    ? (suggestions.data ?? []).map((s) => ({
        key: `${s.kind}:${s.saleAddr}`,
        kind: s.kind,
        search: { saleAddr: s.saleAddr, label: s.label, detail: s.detail },
      }))
    : [];
  const expanded = open && showSuggestions && (options.length > 0 || suggestions.isFetched);

  /**
   * A listing number that names a listing on the market opens that listing (P6); any other text, or a
   * number that finds nothing or a failed look-up, is a search, whose list then says what it found.
   */
  const go = async (search: RecentSearch) => {
    addRecent(search);
    resetMap();
    if (isListingNumber(search.saleAddr)) {
      const listing = await getListingByNumber(search.saleAddr, viewerNo).catch(() => null);
      if (listing) {
        void navigate(saleDetailPath(listing.saleNo, viewerNo));
        return;
      }
    }
    void navigate(searchListPath({ saleAddr: search.saleAddr }));
  };

  const searchTyped = () => {
    if (typed === '') return;
    void go({ saleAddr: typed, label: typed });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = options.length;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
      );
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[activeIndex] : undefined;
      if (option) void go(option.search);
      else searchTyped();
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <div className={styles.page}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older WebViews the app runs in. */}
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          searchTyped();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {MSG.search.inputLabel}
        </label>
        <IconSearch className={styles.icon} size={22} />
        <input
          id={inputId}
          type="search"
          role="combobox"
          className={styles.input}
          placeholder={MSG.search.placeholder}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: typing is the only thing to do on this screen.
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={MSG.search.clearInput}
            onClick={() => {
              setText('');
              setActiveIndex(-1);
            }}
          >
            <IconClose size={18} />
          </button>
        )}
      </form>
      <p id={hintId} className={styles.regionNote}>
        <IconMapPin size={15} />
        {MSG.search.regionNote}
      </p>

      <div
        id={listId}
        role="listbox"
        aria-label={MSG.search.suggestionsLabel}
        className={styles.options}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // The field keeps the focus and moves through the options with ↑/↓ (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox field.
          <div
            key={option.key}
            id={optionId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={cx(styles.option, index === activeIndex && styles.optionActive)}
            // Pressing would blur the field first; the choice must win.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void go(option.search)}
            onMouseEnter={() => setActiveIndex(index)}
          >
            <span className={cx(styles.kind, styles[`kind_${option.kind}`])}>
              {MSG.search.kinds[option.kind]}
            </span>
            <span className={styles.optionText}>
              <span className={styles.optionLabel}>{option.search.label}</span>
              {option.search.detail && <span className={styles.optionDetail}>{option.search.detail}</span>}
            </span>
          </div>
        ))}
      </div>
      {expanded && options.length === 0 && (
        <div className={styles.noMatch} role="status">
          <p>{MSG.search.noSuggestion}</p>
          <button type="button" className={styles.typedSearch} onClick={searchTyped}>
            {MSG.search.searchTyped(typed)}
          </button>
        </div>
      )}

      {!showSuggestions && (
        <section className={styles.recent} aria-labelledby={`${listId}-recent`}>
          <div className={styles.recentHead}>
            <h2 id={`${listId}-recent`} className={styles.recentTitle}>
              {MSG.search.recentTitle}
            </h2>
            {recent.length > 0 && (
              <button type="button" className={styles.recentClear} onClick={clearRecent}>
                {MSG.search.recentClear}
              </button>
            )}
          </div>
          {recent.length === 0 ? (
            <div className={styles.recentEmpty}>
              <p>{MSG.search.recentEmpty}</p>
              <p className={styles.hint}>
                <span>{MSG.search.hintTitle}</span> {MSG.search.hintExamples}
              </p>
            </div>
          ) : (
            <ul className={styles.recentList}>
              {recent.map((search) => (
                <li key={search.saleAddr} className={styles.recentItem}>
                  <button type="button" className={styles.recentLink} onClick={() => void go(search)}>
                    <span className={styles.optionLabel}>{search.label}</span>
                    {search.detail && <span className={styles.optionDetail}>{search.detail}</span>}
                  </button>
                  <button
                    type="button"
                    className={styles.recentRemove}
                    aria-label={MSG.search.recentRemove(search.label)}
                    onClick={() => removeRecent(search.saleAddr)}
                  >
                    <IconClose size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
