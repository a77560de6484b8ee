import type { NotificationItem } from '@ansim/domain/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../shared/hooks/use-infinite-scroll.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useMarkAllRead, useMarkRead, useNotificationList } from '../api/notifications.ts';
import { NotificationRow } from '../components/notification-row.tsx';
import { NOTIFICATION_MSG as TEXT } from '../messages-notifications.ts';
import { isAppPath } from '../model/time-ago.ts';
import styles from './notifications-page.module.css';

/** Route /notifications: the signed-in user's notification centre. */
export function NotificationsPage() {
  const user = useUserStore((state) => state.user);
  if (!user) return <LoginRequired />;
  return <NotificationCentre userNo={user.userNo} />;
}

/**
 * Newest first, the next page loading as the end comes into view. A tap marks the row read and opens its
 * link; '모두 읽음' reads them all. The bell's count follows both at once.
 */
function NotificationCentre({ userNo }: { userNo: number }) {
  const navigate = useNavigate();
  const query = useNotificationList(userNo);
  const markRead = useMarkRead(userNo);
  const markAllRead = useMarkAllRead(userNo);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const sentinel = useInfiniteScroll({
    hasNextPage: hasNextPage && !isError,
    isFetching: isFetchingNextPage || isPending,
    fetchNextPage,
  });
  // One clock per render, so every row's '3분 전' is measured from the same moment.
  const now = new Date();

  const open = async (item: NotificationItem) => {
    if (item.readAt === null) await markRead.mutateAsync(item.notificationNo).catch(() => undefined);
    if (isAppPath(item.link)) void navigate(item.link);
  };

  return (
    <PageSection>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {TEXT.unreadSummary(unreadCount)}
        </p>
        <Button
          variant="ghost"
          size="small"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {TEXT.readAll}
        </Button>
      </div>
      <QueryState
        variant="inline"
        query={{ data: items, isPending, isError: isError && items.length === 0, refetch }}
        errorTitle={TEXT.loadError}
        isEmpty={(list) => list.length === 0}
        empty={<PromptCard centered level="h2" title={TEXT.empty} body={TEXT.emptyBody} />}
      >
        {(list) => (
          <>
            <ul className={styles.list} aria-label={TEXT.listLabel} aria-busy={isFetchingNextPage}>
              {list.map((item) => (
                <li key={item.notificationNo}>
                  <NotificationRow item={item} now={now} onOpen={(picked) => void open(picked)} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className={styles.sentinel}>
              {isFetchingNextPage && (
                <p className="visually-hidden" role="status">
                  {TEXT.loadingMore}
                </p>
              )}
              {isError && (
                <Button variant="soft" onClick={() => void refetch()}>
                  {MSG.common.retry}
                </Button>
              )}
              {!isError && hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  {TEXT.loadMore}
                </Button>
              )}
            </div>
          </>
        )}
      </QueryState>
    </PageSection>
  );
}
