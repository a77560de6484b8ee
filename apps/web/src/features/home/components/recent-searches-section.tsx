import { isListingNumber } from '@ansim/domain';
import { Link } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { newSearchState, searchListPath } from '../../../shared/sale/new-search.ts';
import { IconClock } from '../../../shared/ui/icons.tsx';
import { useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { HomeSection } from './home-section.tsx';
import styles from './home-sections.module.css';

/** How many recent searches the home shows as chips; /search shows and manages all of them. */
export const RECENT_SEARCHES_SHOWN = 8;

/**
 * The searches made on /search (kept on the device), as chips that run them again. Running one moves it to
 * the front, as searching it on /search would, and starts the list afresh (the map forgets where it was).
 */
export function RecentSearchesSection() {
  const recent = useLocalStorageStore((state) => state.recentSearches);
  const addRecent = useLocalStorageStore((state) => state.addRecentSearch);
  const shown = recent.slice(0, RECENT_SEARCHES_SHOWN);

  return (
    <HomeSection title={MSG.home.recentSearchesTitle}>
      {shown.length === 0 ? (
        <div className={styles.note}>
          <p>{MSG.home.recentSearchesEmpty}</p>
          <p className={styles.noteHint}>{MSG.home.recentSearchesHint}</p>
        </div>
      ) : (
        <ul className={styles.chips} aria-label={MSG.home.recentSearchesTitle}>
          {shown.map((search) => (
            <li key={search.saleAddr}>
              <Link
                to={searchListPath({ saleAddr: search.saleAddr })}
                state={newSearchState()}
                className={styles.chip}
                onClick={() => addRecent(search)}
              >
                <IconClock size={15} />
                {/* A bare number says little in a row of place names. */}
                {isListingNumber(search.label) ? MSG.home.recentListingNumber(search.label) : search.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
