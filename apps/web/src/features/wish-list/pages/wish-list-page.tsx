import { withThousands } from '@ansim/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { compareToggleOf } from '../../../shared/compare/compare-toggle.tsx';
import { CompareTray } from '../../../shared/compare/compare-tray.tsx';
import { useScrollRestore } from '../../../shared/hooks/use-scroll-restore.ts';
import { MSG } from '../../../shared/messages.ts';
import { preloadCardPhoto } from '../../../shared/sale/sale-card.tsx';
import { SaleList } from '../../../shared/sale/sale-list.tsx';
import { useLikeToggle } from '../../../shared/sale/use-like-toggle.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconHeart } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { likeListQueryOptions, useLikeList } from '../api/get-like-list.ts';
import { WISH_LIST_MSG } from '../messages.ts';
import styles from './wish-list-page.module.css';

/**
 * The first page of a signed-in user's likes, asked for while the app starts when the wish list is the
 * landing page (resolve-initial-route.ts): the list is not in the page's HTML, and asked for by the
 * list's first render it waited for that render on a phone. useLikeList finds it under way: one request.
 * With the answer, the first card's photo (the page's largest paint) is asked for before the cards render.
 */
export const startWishListData = async (queryClient: QueryClient): Promise<void> => {
  const user = useUserStore.getState().user;
  if (user === null) return;
  const options = likeListQueryOptions(user.userNo);
  await queryClient.prefetchInfiniteQuery(options);
  preloadCardPhoto(queryClient.getQueryData(options.queryKey)?.pages[0]?.list[0]?.image);
};

/** Route /wishList: the favourites. A visitor is invited to sign in, since likes belong to an account. */
export function WishListPage() {
  const user = useUserStore((state) => state.user);
  if (user === null) {
    return (
      <PageSection width="wide">
        <PromptCard
          centered
          icon={<IconHeart size={26} />}
          title={WISH_LIST_MSG.guestTitle}
          body={WISH_LIST_MSG.guestBody}
          actions={
            <ButtonLink to="/login" size="large">
              {MSG.common.login}
            </ButtonLink>
          }
        />
      </PageSection>
    );
  }
  return <WishList userNo={user.userNo} />;
}

/** The user's likes as the same cards as the search list; unliking one takes it off the list. */
function WishList({ userNo }: { userNo: number }) {
  const likes = useLikeList(userNo);
  const toggleLike = useLikeToggle();
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const items = useMemo(() => likes.data?.pages.flatMap((page) => page.list) ?? [], [likes.data]);
  const totalRow = likes.data?.pages[0]?.pageInfo.totalRow;
  useScrollRestore(likes.isSuccess);

  return (
    <div className={styles.page}>
      {totalRow !== undefined && totalRow > 0 && (
        <p className={styles.count} aria-live="polite">
          {WISH_LIST_MSG.count(withThousands(totalRow))}
        </p>
      )}
      <SaleList
        label={MSG.titles.wishList}
        // As the search list: only the first photo at high priority (preloaded with the answer when the wish
        // list is the landing page, startWishListData); the others on screen load at once at low priority,
        // leaving a slow network's bandwidth to that one, the largest paint.
        items={items}
        isPending={likes.isPending}
        isError={likes.isError}
        onRetry={() => void likes.refetch()}
        hasNextPage={likes.hasNextPage}
        isFetchingNextPage={likes.isFetchingNextPage}
        fetchNextPage={likes.fetchNextPage}
        errorMessage={WISH_LIST_MSG.loadError}
        areaUnit={areaUnit}
        viewerNo={userNo}
        onToggleLike={toggleLike}
        renderCompare={compareToggleOf}
        empty={
          <PromptCard
            centered
            icon={<IconHeart size={26} />}
            title={WISH_LIST_MSG.emptyTitle}
            body={WISH_LIST_MSG.emptyBody}
            actions={
              <ButtonLink to="/search" size="large">
                {WISH_LIST_MSG.findListings}
              </ButtonLink>
            }
          />
        }
      />
      <CompareTray />
    </div>
  );
}
