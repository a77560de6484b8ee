import type { SavedSearch, SavedSearchFrequency } from '@ansim/domain/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { newSearchState } from '../../../shared/sale/new-search.ts';
import { savedFilterState } from '../../../shared/sale/saved-search-state.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { IconSearch } from '../../../shared/ui/icons.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-search.ts';
import { SwitchRow } from '../components/switch-row.tsx';
import { SAVED_SEARCH_MSG as M } from './saved-search-messages.ts';
import styles from './saved-search-page.module.css';
import { summarizeSavedFilter } from './saved-search-summary.ts';

/** Route /myPage/savedSearch: the caller's saved searches, each with its alert switch and frequency. */
export function SavedSearchPage() {
  const user = useUserStore((state) => state.user);
  const list = useSavedSearches(user !== null);
  if (!user) return <LoginRequired />;
  return (
    <QueryState
      query={list}
      errorTitle={M.loadError}
      errorIcon={<IconSearch size={26} />}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <PageSection>
          <PromptCard
            centered
            icon={<IconSearch size={26} />}
            title={M.emptyTitle}
            body={M.emptyBody}
            actions={
              <ButtonLink to="/search/list" size="large">
                {M.emptyAction}
              </ButtonLink>
            }
          />
        </PageSection>
      }
    >
      {(data) => (
        <PageSection>
          <p className={styles.intro}>
            {M.intro}
            <span className={styles.count}>{M.count(data.list.length, data.cap)}</span>
          </p>
          <ul className={styles.list}>
            {data.list.map((search) => (
              <li key={search.searchNo}>
                <SavedSearchCard search={search} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </QueryState>
  );
}

const FREQUENCIES: { value: SavedSearchFrequency; label: string }[] = [
  { value: 'INSTANT', label: M.instant },
  { value: 'DAILY', label: M.daily },
];

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const navigate = useNavigate();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  // The switch and the choice move at once; a refused change puts them back.
  const [shown, setShown] = useState({ enabled: search.enabled, frequency: search.frequency });

  const change = async (next: Partial<typeof shown>) => {
    const before = shown;
    setShown({ ...shown, ...next });
    try {
      const envelope = await update.mutateAsync({ searchNo: search.searchNo, ...next });
      if (envelope.code !== 1) throw new Error(envelope.message);
    } catch {
      setShown(before);
      await alertDialog({ message: M.failed });
    }
  };

  const onDelete = async () => {
    if (!(await confirmDialog({ message: M.removeConfirm(search.name), confirmLabel: M.remove }))) return;
    await remove.mutateAsync(search.searchNo);
  };

  /** The list opens as a new search of this one, with every filter it keeps (shared/sale/saved-search-state.ts). */
  const open = () => {
    const { saleAddr } = search.filter;
    const query = saleAddr ? `?saleAddr=${encodeURIComponent(saleAddr)}` : '';
    void navigate(`/search/list${query}`, {
      state: { ...newSearchState({ filter: {} }), ...savedFilterState(search.filter) },
    });
  };

  const frequencyName = `frequency-${search.searchNo}`;
  return (
    <article className={styles.card} aria-label={search.name}>
      <SwitchRow
        label={search.name}
        description={summarizeSavedFilter(search.filter).join(' · ')}
        checked={shown.enabled}
        onChange={(enabled) => void change({ enabled })}
      />
      <fieldset className={styles.frequency} disabled={!shown.enabled}>
        <legend className={styles.legend}>{M.frequencyLabel}</legend>
        {FREQUENCIES.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={frequencyName}
              value={option.value}
              checked={shown.frequency === option.value}
              onChange={() => void change({ frequency: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={open}>
          {M.open}
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void onDelete()}
          aria-label={`${search.name} ${M.remove}`}
        >
          {M.remove}
        </Button>
      </div>
    </article>
  );
}
