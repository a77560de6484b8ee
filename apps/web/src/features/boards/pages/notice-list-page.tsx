import { useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { BoardSearch } from '../components/board-search.tsx';
import { NoticeList } from '../components/notice-list.tsx';
import styles from './board-pages.module.css';

/**
 * Route /myPage/notice: pinned notices first with a 고정 badge, then the newest, 10 at a time; the search is
 * in the address (?q=), so back from a notice returns to the same results.
 */
export function NoticeListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get('q')?.trim() ?? '';
  return (
    <PageSection>
      <div className={styles.stack}>
        <BoardSearch
          key={`search-${searchText}`}
          label={MSG.titles.notice}
          value={searchText}
          onSearch={(text) => setSearchParams(text ? { q: text } : {}, { replace: true })}
        />
        {/* Keyed by the search: another search is another list, from its first page. */}
        <NoticeList key={`list-${searchText}`} searchText={searchText} />
      </div>
    </PageSection>
  );
}
