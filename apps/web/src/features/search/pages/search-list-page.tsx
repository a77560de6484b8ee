import { defaultFilter, type SearchFilter, type SearchSort, withThousands } from '@ansim/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { compareToggleOf } from '../../../shared/compare/compare-toggle.tsx';
import { CompareTray } from '../../../shared/compare/compare-tray.tsx';
import { useIsDesktop } from '../../../shared/hooks/use-media-query.ts';
import { usePageHeader } from '../../../shared/hooks/use-page-header.ts';
import { useScrollRestore } from '../../../shared/hooks/use-scroll-restore.ts';
import { MSG } from '../../../shared/messages.ts';
import { readNewSearch, readSort } from '../../../shared/sale/new-search.ts';
import { SaleList } from '../../../shared/sale/sale-list.tsx';
import { savedFilterOf } from '../../../shared/sale/saved-search-state.ts';
import { useLikeToggle } from '../../../shared/sale/use-like-toggle.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconClose, IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { type AreaUnit, useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { useSaleList } from '../api/get-sale-list.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { Segmented } from '../components/segmented.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import { useAppliedFilter, useFilterStore } from '../model/filter-store.ts';
import { type MapBounds, type MapCamera, type MapSearchType, useMapStore } from '../model/map-store.ts';
import styles from './search-list-page.module.css';

// MapLibre is a large library: it loads only when someone opens the map.
const SearchMap = lazy(() => import('../map/search-map.tsx').then((m) => ({ default: m.SearchMap })));

type View = 'list' | 'map';

const NO_BOUNDS = { southWestLat: null, southWestLng: null, northEastLat: null, northEastLng: null };

/**
 * A link from outside the search (the home's shortcuts and recent searches) asks for a new search in its
 * history state (shared/sale/new-search.ts): the map starts afresh and a shortcut's filter is applied. The
 * state is then cleared, so that coming back to this entry does not undo what the user changed since.
 */
function useNewSearchIntake(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const applyFilter = useFilterStore((state) => state.apply);
  const resetMap = useMapStore((state) => state.reset);
  const intake = readNewSearch(location.state);

  useEffect(() => {
    const search = readNewSearch(location.state);
    if (!search) return;
    resetMap();
    // A saved search (/myPage/savedSearch) brings every filter it keeps.
    if (search.filter)
      applyFilter({ ...defaultFilter(), ...search.filter, ...savedFilterOf(location.state) });
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [location, navigate, applyFilter, resetMap]);

  return intake !== null;
}

/**
 * Route /search/list?saleAddr=&sort= (product.md §A2 "Search list screen"): the filter bar, the count, the order,
 * the ㎡/평 toggle, the two help popups and the cards in an infinite list; beyond the spec, a map of the same
 * search.
 */
/** The two explainers load on press: the list's first screen draws neither. */
const openHelp = async (which: 'certification' | 'grade'): Promise<void> => {
  const help = await import('../../../shared/safety-help/help-dialogs.tsx');
  if (which === 'grade') help.openGradeGuideDialog();
  else help.openCertificationDialog();
};

export function SearchListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const saleAddr = searchParams.get('saleAddr')?.trim() ?? '';
  const view: View = searchParams.get('view') === 'map' ? 'map' : 'list';
  // The order is in the URL: a shared or reloaded list keeps it, and the back button undoes a change.
  const sort = readSort(searchParams.get('sort'));
  const isDesktop = useIsDesktop();
  const intakePending = useNewSearchIntake();

  const applied = useAppliedFilter();
  const applyFilter = useFilterStore((state) => state.apply);
  const { bounds, nos, type: mapType, camera, follow, focus, select, unfollow } = useMapStore();
  const user = useUserStore((state) => state.user);
  const viewerNo = user?.userNo ?? null;
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const setAreaUnit = useLocalStorageStore((state) => state.setAreaUnit);
  const toggleLike = useLikeToggle();

  /** The filter as the list asks for it: the map's bounds, when it leads, take the place of the area. */
  const scope = useCallback(
    (filter: SearchFilter): SearchFilter => ({
      ...filter,
      saleAddr: bounds ? '' : saleAddr,
      loginUserNo: viewerNo,
      ...(bounds ?? NO_BOUNDS),
      nos,
      sort,
    }),
    [saleAddr, bounds, nos, viewerNo, sort],
  );
  const query = useMemo(() => scope(applied), [scope, applied]);
  // Until a new search is taken in, the filter it replaces is not worth a request.
  const list = useSaleList(query, { enabled: !intakePending });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const totalRow = list.data?.pages[0]?.pageInfo.totalRow;

  const area = bounds
    ? mapType === 'sale' && saleAddr
      ? MSG.search.around(saleAddr)
      : MSG.search.mapArea
    : saleAddr || MSG.search.allArea;
  usePageHeader({
    title: totalRow === undefined ? undefined : MSG.search.title(area, withThousands(totalRow)),
  });
  useScrollRestore(list.isSuccess && view === 'list');

  const setView = (next: View) =>
    setSearchParams(
      (params) => {
        if (next === 'map') params.set('view', 'map');
        else params.delete('view');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const onApply = (filter: SearchFilter) => {
    applyFilter(filter);
    window.scrollTo({ top: 0 });
  };

  const setSort = (next: SearchSort) => {
    setSearchParams(
      (params) => {
        if (next === 'LATEST') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { preventScrollReset: true },
    );
    window.scrollTo({ top: 0 });
  };

  /** product.md §A4 "Search by map": 'sale' names the list after the area at the centre, 'area' clears it. */
  const onMapMove = useCallback(
    (type: MapSearchType, nextBounds: MapBounds, nextCamera: MapCamera, centreTitle: string) => {
      follow(type, nextBounds, nextCamera);
      setSearchParams(
        (params) => {
          const title = type === 'sale' ? centreTitle : '';
          if (title) params.set('saleAddr', title);
          else params.delete('saleAddr');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [follow, setSearchParams],
  );

  /** A bubble tap: the list is the region's own search, so it counts what the bubble showed. */
  const onMapRegion = useCallback(
    (regionSaleAddr: string, nextCamera: MapCamera) => {
      focus(nextCamera);
      setSearchParams(
        (params) => {
          params.set('saleAddr', regionSaleAddr);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [focus, setSearchParams],
  );

  const showList = view === 'list' || isDesktop;
  const countLine = totalRow === undefined ? '' : MSG.search.count(withThousands(totalRow));

  const listPanel = (
    <>
      {(bounds || nos.length > 0) && (
        <div className={styles.notice}>
          <IconMapPin size={16} />
          <span className={styles.noticeText}>
            {nos.length > 0
              ? MSG.search.selectedListings(withThousands(nos.length))
              : MSG.search.mapFollowing}
          </span>
          <button
            type="button"
            className={styles.noticeAction}
            onClick={() => (nos.length > 0 ? select([]) : unfollow())}
          >
            {nos.length > 0 ? MSG.search.selectedClear : MSG.search.mapFollowingClear}
            <IconClose size={14} />
          </button>
        </div>
      )}
      <SaleList
        label={MSG.search.listLabel}
        items={items}
        isPending={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        errorMessage={MSG.search.loadError}
        areaUnit={areaUnit}
        viewerNo={viewerNo}
        onToggleLike={toggleLike}
        renderCompare={compareToggleOf}
        empty={
          <div className={styles.empty}>
            <span className={styles.emptyIcon}>
              <IconSearch size={28} />
            </span>
            <p className={styles.emptyTitle}>{MSG.spec.emptySearch}</p>
            <p className={styles.emptyRegion}>{MSG.spec.regionLimit}</p>
          </div>
        }
      />
      <CompareTray />
    </>
  );

  return (
    <div className={cx(styles.page, view === 'map' && styles.mapPage)}>
      <div className={styles.toolbar}>
        <FilterBar applied={applied} onApply={onApply} scope={scope} />
        <div className={styles.subbar}>
          <p className={styles.count} aria-live="polite">
            {countLine}
          </p>
          <Segmented<AreaUnit>
            label={MSG.search.areaUnit}
            options={[
              { value: 'm2', label: MSG.search.sqm },
              { value: 'pyeong', label: MSG.search.pyeong },
            ]}
            value={areaUnit}
            onChange={setAreaUnit}
          />
          <Segmented<View>
            label={MSG.search.viewLabel}
            options={[
              { value: 'list', label: MSG.search.viewList },
              { value: 'map', label: MSG.search.viewMap },
            ]}
            value={view}
            onChange={setView}
          />
        </div>
      </div>
      <div className={styles.help}>
        <button type="button" className={styles.helpLink} onClick={() => void openHelp('certification')}>
          {MSG.search.helpCertification}
        </button>
        <button type="button" className={styles.helpLink} onClick={() => void openHelp('grade')}>
          {MSG.search.helpGrade}
        </button>
        <SaveSearchButton query={query} saleAddr={saleAddr} />
        {/* Wherever cards are on screen (a phone's map view has none, so no order to choose). */}
        {showList && (
          <div className={styles.sort}>
            <SortSelect value={sort} onChange={setSort} />
          </div>
        )}
      </div>
      {view === 'map' ? (
        <div className={styles.mapLayout}>
          <div className={styles.mapPane}>
            <Suspense fallback={<div className={styles.mapLoading}>{MSG.search.map.loading}</div>}>
              <SearchMap
                filter={applied}
                saleAddr={saleAddr}
                camera={camera}
                onMove={onMapMove}
                onSelect={select}
                onRegion={onMapRegion}
              />
            </Suspense>
            {!isDesktop && totalRow !== undefined && (
              <Button className={styles.sheetButton} size="large" onClick={() => setView('list')}>
                {MSG.search.map.listSheet(withThousands(totalRow))}
              </Button>
            )}
          </div>
          {showList && <section className={styles.mapList}>{listPanel}</section>}
        </div>
      ) : (
        <section className={styles.list}>{listPanel}</section>
      )}
    </div>
  );
}
