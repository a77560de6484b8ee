import type { SearchParams } from '@ansim/domain';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@ansim/domain/contract';
import { useId, useRef, useState } from 'react';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { TextField } from '../../../shared/ui/form/fields.tsx';
import { postSavedSearch } from './save-search-api.ts';
import styles from './save-search-dialog.module.css';
import { SAVE_SEARCH_MSG as M } from './save-search-messages.ts';

interface SaveSearchDialogProps {
  filter: SearchParams;
  defaultName: string;
  onClose: () => void;
}

const FREQUENCIES: { value: SavedSearchFrequency; label: string }[] = [
  { value: 'INSTANT', label: M.instant },
  { value: 'DAILY', label: M.daily },
];

/** The name (prefilled from the region) and how often to be told; the server keeps the filter. */
function SaveSearchDialog({ filter, defaultName, onClose }: SaveSearchDialogProps) {
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('INSTANT');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(M.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(M.nameMax(SAVED_SEARCH_NAME_MAX));
    setSaving(true);
    try {
      const envelope = await postSavedSearch({ name: trimmed, filter, frequency });
      if (envelope.code !== 1) {
        setError(envelope.message);
        return;
      }
      onClose();
      await alertDialog({ message: M.saved });
    } catch {
      setError(M.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame labelledBy={titleId} initialFocusRef={nameRef}>
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {M.title}
        </h2>
        <p className={styles.description}>{M.description}</p>
        <TextField
          ref={nameRef}
          label={M.nameLabel}
          placeholder={M.namePlaceholder}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <fieldset className={styles.frequency}>
          <legend className={styles.legend}>{M.frequencyLabel}</legend>
          {FREQUENCIES.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name="frequency"
                value={option.value}
                checked={frequency === option.value}
                onChange={() => setFrequency(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" size="large" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" size="large" disabled={saving}>
            {saving ? M.saving : M.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Opens the save dialog over the list. */
export function openSaveSearchDialog(filter: SearchParams, defaultName: string): void {
  openModal((close) => <SaveSearchDialog filter={filter} defaultName={defaultName} onClose={close} />);
}
