import { PAGE_SIZES, totalPages } from '@ansim/domain';
import type { PageInfo, SaleListItem } from '@ansim/domain/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** The query keys of every list that shows hearts; the wish list is keyed under LIKE_LIST_KEY. */
export const SALE_LIST_KEY = ['search', 'saleList'] as const;
export const LIKE_LIST_KEY = ['user', 'likeList'] as const;
/** A listing's detail, whoever views it (the viewer's number follows in the full key). */
export const saleDetailKey = (saleNo: number) => ['sale', 'detail', saleNo] as const;

interface PagedList {
  list: SaleListItem[];
  pageInfo: PageInfo;
}

const mapPages = <P extends PagedList>(
  data: InfiniteData<P> | undefined,
  change: (page: P) => P,
): InfiniteData<P> | undefined => (data ? { ...data, pages: data.pages.map(change) } : data);

/**
 * After the server said yes: the heart flips on every loaded search page and on the listing's detail, an
 * unliked listing leaves the wish list at once, and a newly liked one appears there on its next load.
 */
export function applyConfirmedLike(queryClient: QueryClient, saleNo: number, isLike: boolean): void {
  queryClient.setQueriesData<{ isLike: boolean }>({ queryKey: saleDetailKey(saleNo) }, (detail) =>
    detail ? { ...detail, isLike } : detail,
  );
  queryClient.setQueriesData<InfiniteData<PagedList>>({ queryKey: SALE_LIST_KEY }, (data) =>
    mapPages(data, (page) => ({
      ...page,
      list: page.list.map((item) => (item.saleNo === saleNo ? { ...item, isLike } : item)),
    })),
  );
  if (isLike) {
    void queryClient.invalidateQueries({ queryKey: LIKE_LIST_KEY, refetchType: 'none' });
    return;
  }
  queryClient.setQueriesData<InfiniteData<PagedList>>({ queryKey: LIKE_LIST_KEY }, (data) => {
    const removed = (data?.pages ?? []).flatMap((page) => page.list).filter((item) => item.saleNo === saleNo);
    if (removed.length === 0) return data;
    return mapPages(data, (page) => {
      const totalRow = Math.max(0, page.pageInfo.totalRow - removed.length);
      return {
        ...page,
        list: page.list.filter((item) => item.saleNo !== saleNo),
        // One listing fewer may be one page fewer: the list then does not ask for a page that is gone.
        pageInfo: { ...page.pageInfo, totalRow, totalPage: totalPages(totalRow, PAGE_SIZES.search) },
      };
    });
  });
  // Later pages moved up by one; they load afresh next time.
  void queryClient.invalidateQueries({ queryKey: LIKE_LIST_KEY, refetchType: 'none' });
}
