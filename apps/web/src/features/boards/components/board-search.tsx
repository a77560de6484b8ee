import { type FormEvent, useId, useState } from 'react';
import { IconClose, IconSearch } from '../../../shared/ui/icons.tsx';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './board-search.module.css';

/** A search box for one board: Enter or 검색 searches, × clears; the parent keeps the searched text. */
export function BoardSearch({
  label,
  value,
  onSearch,
}: {
  /** What is searched ('공지사항'), for the box's accessible name. */
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={TEXT.search.label(label)}>
      <label htmlFor={inputId} className="visually-hidden">
        {TEXT.search.label(label)}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <IconSearch size={20} />
      </span>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        maxLength={50}
        placeholder={TEXT.search.placeholder}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label={TEXT.search.clear}
          onClick={() => {
            setText('');
            if (value !== '') onSearch('');
          }}
        >
          <IconClose size={18} />
        </button>
      )}
      <button type="submit" className={styles.submit}>
        {TEXT.search.submit}
      </button>
    </form>
  );
}
