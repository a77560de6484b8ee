import { PAGE_SIZES, totalPages } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyConfirmedLike, LIKE_LIST_KEY } from '../src/shared/sale/like-cache.ts';

interface Page {
  list: SaleListItem[];
  pageInfo: { page: number; totalPage: number; totalRow: number };
}

const item = (saleNo: number) => ({ saleNo, isLike: true }) as SaleListItem;

/** The wish list's first page of `totalRow` likes, as the server answered it. */
const firstPage = (totalRow: number): InfiniteData<Page> => ({
  pages: [
    {
      list: Array.from({ length: Math.min(totalRow, PAGE_SIZES.search) }, (_, i) => item(i + 1)),
      pageInfo: { page: 1, totalPage: totalPages(totalRow, PAGE_SIZES.search), totalRow },
    },
  ],
  pageParams: [1],
});

describe('the wish list after an unlike', () => {
  it('counts its pages again, so that it does not ask for a page that is gone', () => {
    const queryClient = new QueryClient();
    const key = [...LIKE_LIST_KEY, 7];
    queryClient.setQueryData(key, firstPage(31));
    applyConfirmedLike(queryClient, 5, false);
    const page = queryClient.getQueryData<InfiniteData<Page>>(key)?.pages[0];
    expect(page?.list).toHaveLength(29);
    expect(page?.pageInfo).toEqual({ page: 1, totalPage: 1, totalRow: 30 });
  });

  it('keeps a page that still has listings', () => {
    const queryClient = new QueryClient();
    const key = [...LIKE_LIST_KEY, 7];
    queryClient.setQueryData(key, firstPage(45));
    applyConfirmedLike(queryClient, 5, false);
    expect(queryClient.getQueryData<InfiniteData<Page>>(key)?.pages[0]?.pageInfo).toEqual({
      page: 1,
      totalPage: 2,
      totalRow: 44,
    });
  });
});
