import { useMemo } from 'react';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../shared/hooks/use-infinite-scroll.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useInquiryList } from '../api/get-inquiry-list.ts';
import { INQUIRY_MSG as TEXT } from '../messages-inquiry.ts';
import type { InquiryBox } from '../model/inquiry-boxes.ts';
import { InquiryCard } from './inquiry-card.tsx';
import styles from './inquiry-list.module.css';

/** One box's inquiries, newest first, the next page loading as the end comes into view (throttled 300 ms). */
export function InquiryList({ box }: { box: InquiryBox }) {
  const query = useInquiryList(box);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const sentinel = useInfiniteScroll({
    hasNextPage: hasNextPage && !isError,
    isFetching: isFetchingNextPage || isPending,
    fetchNextPage,
  });

  return (
    <QueryState
      variant="inline"
      query={{ data: items, isPending, isError: isError && items.length === 0, refetch }}
      errorTitle={TEXT.list.loadError}
      isEmpty={(list) => list.length === 0}
      empty={
        <PromptCard
          centered
          level="h3"
          title={TEXT.list.empty}
          body={TEXT.list.emptyBody[box]}
          actions={
            box === 'sent' ? (
              <ButtonLink to="/inquiry" variant="secondary">
                {TEXT.list.toOneToOne}
              </ButtonLink>
            ) : undefined
          }
        />
      }
    >
      {(list) => (
        <>
          <ul
            className={styles.list}
            aria-label={TEXT.list.label(TEXT.boxes[box])}
            aria-busy={isFetchingNextPage}
          >
            {list.map((item) => (
              <li key={item.inquiryNo}>
                <InquiryCard item={item} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className={styles.sentinel}>
            {isFetchingNextPage && (
              <p className="visually-hidden" role="status">
                {TEXT.list.loadingMore}
              </p>
            )}
            {isError && (
              <Button variant="soft" onClick={() => void refetch()}>
                {MSG.common.retry}
              </Button>
            )}
            {!isError && hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                {TEXT.list.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
