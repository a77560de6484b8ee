import { FAQ_CATEGORIES } from '@ansim/domain';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { BoardSearch } from '../components/board-search.tsx';
import { FaqCategories } from '../components/faq-categories.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './board-pages.module.css';

/**
 * Route /myPage/faq: category tabs from the FAQ codes, a search, and the questions as an accordion. The tab
 * and the search live in the address (?category=FAQ004&q=…), so a shared link opens the same view.
 */
export function FaqPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('category') ?? '';
  const category = FAQ_CATEGORIES.some((c) => c.code === asked) ? asked : '';
  const searchText = searchParams.get('q')?.trim() ?? '';
  const go = (next: { category: string; q: string }) =>
    setSearchParams(
      {
        ...(next.category ? { category: next.category } : {}),
        ...(next.q ? { q: next.q } : {}),
      },
      { replace: true },
    );
  return (
    <PageSection>
      <div className={styles.stack}>
        <BoardSearch
          key={`search-${searchText}`}
          label={MSG.titles.faq}
          value={searchText}
          onSearch={(q) => go({ category, q })}
        />
        <FaqCategories value={category} onChange={(code) => go({ category: code, q: searchText })} />
        <FaqList key={`${category}|${searchText}`} category={category} searchText={searchText} />
        <PromptCard
          level="h2"
          title={TEXT.faq.help}
          body={TEXT.faq.helpBody}
          actions={
            <ButtonLink to="/inquiry" variant="secondary">
              {TEXT.faq.toInquiry}
            </ButtonLink>
          }
        />
      </div>
    </PageSection>
  );
}
