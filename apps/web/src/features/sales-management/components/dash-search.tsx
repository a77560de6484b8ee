import { type FormEvent, useEffect, useId, useState } from 'react';
import { IconClose, IconSearch } from '../../../shared/ui/icons.tsx';
import { DASH_MSG } from '../messages.ts';
import styles from './dash-search.module.css';

interface DashSearchProps {
  /** The search in effect (from the address bar). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Finds the broker's own listings by a part of the address or by the listing number. */
export function DashSearch({ keyword, onSearch }: DashSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(keyword);
  // Back and forward change the search in the address bar: the box follows.
  useEffect(() => setText(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older WebViews the app runs in.
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {DASH_MSG.search.label}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <IconSearch size={20} />
      </span>
      <input
        id={inputId}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder={DASH_MSG.search.placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label={DASH_MSG.search.clear}
          onClick={() => {
            setText('');
            if (keyword !== '') onSearch('');
          }}
        >
          <IconClose size={18} />
        </button>
      )}
      <button type="submit" className={styles.submit}>
        {DASH_MSG.search.submit}
      </button>
    </form>
  );
}
