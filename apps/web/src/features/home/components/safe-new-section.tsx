import { useQuery } from '@tanstack/react-query';
import { MSG } from '../../../shared/messages.ts';
import { newSearchState, searchListPath } from '../../../shared/sale/new-search.ts';
import { useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { SAFE_GRADES, SAFE_NEW_LIMIT, safeNewListingsQueryOptions } from '../api/get-home-listings.ts';
import { useSafeNewArea } from '../model/use-safe-new-area.ts';
import { HomeSection } from './home-section.tsx';
import { ListingRow } from './listing-row.tsx';

/**
 * 안전한 새 매물: the newest grade-1–2 listings near the user, or in Seoul. An area around the user with
 * none (or outside the three served regions) falls back to Seoul, so a new visitor always sees listings.
 */
export function SafeNewSection() {
  const area = useSafeNewArea();
  const viewerNo = useUserStore((state) => state.user?.userNo ?? null);
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const near = useQuery({ ...safeNewListingsQueryOptions(area, viewerNo), enabled: area.kind === 'near' });
  // Nothing near (or no answer for near) is no reason to show nothing: Seoul has listings.
  const inSeoul = area.kind === 'seoul' || (near.isSuccess && near.data.length === 0) || near.isError;
  const seoul = useQuery({ ...safeNewListingsQueryOptions({ kind: 'seoul' }, viewerNo), enabled: inSeoul });
  const shown = inSeoul ? seoul : near;
  const title = inSeoul ? MSG.home.safeNewSeoulTitle : MSG.home.safeNewNearTitle;

  return (
    <HomeSection
      title={title}
      lead={MSG.home.safeNewLead}
      // The list searches by area, not by a box around someone: only Seoul's row has a whole to open.
      more={
        inSeoul
          ? {
              to: searchListPath({ saleAddr: '서울' }),
              state: newSearchState({ filter: { safetyGrades: [...SAFE_GRADES] } }),
              label: MSG.home.seeAll,
              accessibleLabel: MSG.home.seeAllOf(title),
            }
          : undefined
      }
    >
      <ListingRow
        listings={shown.data}
        isPending={shown.isPending}
        isError={shown.isError}
        onRetry={() => void shown.refetch()}
        label={title}
        errorMessage={MSG.home.safeNewError}
        empty={<p>{MSG.home.safeNewEmpty}</p>}
        skeletons={SAFE_NEW_LIMIT}
        areaUnit={areaUnit}
        viewerNo={viewerNo}
      />
    </HomeSection>
  );
}
