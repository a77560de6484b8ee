import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useRecentViewsStore } from '../../../stores/recent-views-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { recentViewListingsQueryOptions } from '../api/get-home-listings.ts';
import { HomeSection } from './home-section.tsx';
import styles from './home-sections.module.css';
import { ListingRow } from './listing-row.tsx';

/** How many of the remembered listings the home shows. */
export const RECENT_VIEWS_SHOWN = 10;

/**
 * 최근 본 매물, kept on this device and fetched afresh, so prices are today's. A listing the search no longer
 * returns (sold, stopped, deleted) is forgotten, rather than shown with yesterday's price.
 */
export function RecentViewsSection() {
  const remembered = useRecentViewsStore((state) => state.saleNos);
  const forget = useRecentViewsStore((state) => state.forget);
  const clear = useRecentViewsStore((state) => state.clear);
  const viewerNo = useUserStore((state) => state.user?.userNo ?? null);
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const queryClient = useQueryClient();
  const saleNos = remembered.slice(0, RECENT_VIEWS_SHOWN);
  const options = recentViewListingsQueryOptions(saleNos, viewerNo);
  const query = useQuery({ ...options, enabled: saleNos.length > 0 });
  const missing = query.data?.missing;

  useEffect(() => {
    if (!missing || missing.length === 0) return;
    // The answer already holds the rest: keyed under what remains, forgetting costs no second request.
    const kept = saleNos.filter((no) => !missing.includes(no));
    const { queryKey } = recentViewListingsQueryOptions(kept, viewerNo);
    queryClient.setQueryData(queryKey, { listings: query.data?.listings ?? [], missing: [] });
    forget(missing);
  }, [missing, saleNos, viewerNo, query.data, queryClient, forget]);

  const nothing = saleNos.length === 0;
  return (
    <HomeSection
      title={MSG.home.recentViewsTitle}
      action={
        nothing ? undefined : (
          <button type="button" className={styles.textButton} onClick={clear}>
            {MSG.home.recentViewsClear}
          </button>
        )
      }
    >
      <ListingRow
        listings={nothing ? [] : query.data?.listings}
        isPending={!nothing && query.isPending}
        isError={!nothing && query.isError}
        onRetry={() => void query.refetch()}
        label={MSG.home.recentViewsTitle}
        errorMessage={MSG.home.recentViewsError}
        empty={<p>{MSG.home.recentViewsEmpty}</p>}
        skeletons={saleNos.length}
        areaUnit={areaUnit}
        viewerNo={viewerNo}
      />
    </HomeSection>
  );
}
