import { canFetchPage } from '@ansim/domain';
import { INQUIRY_PAGE, type InquiryList, type InquirySaleList } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import type { InquiryBox } from '../model/inquiry-boxes.ts';
import { INQUIRY_KEY, INQUIRY_ROUTES } from './routes.ts';

/**
 * One page of a box: GET /api/inquiry/list (보낸 문의, what I asked) or GET /api/inquiry/sale/list (받은 문의,
 * what was asked about my listings; brokers only).
 */
export async function getInquiryPage(
  box: InquiryBox,
  page: number,
  options: CallOptions = {},
): Promise<InquiryList | InquirySaleList> {
  const query = { page, limit: INQUIRY_PAGE.max };
  const quiet = { spinner: false as const, ...options };
  return box === 'received'
    ? unwrap(await call(INQUIRY_ROUTES.inquirySaleList, { query }, quiet))
    : unwrap(await call(INQUIRY_ROUTES.inquiryList, { query }, quiet));
}

export const inquiryListQueryOptions = (box: InquiryBox) =>
  infiniteQueryOptions({
    queryKey: [...INQUIRY_KEY, 'list', box],
    queryFn: ({ pageParam, signal }) => getInquiryPage(box, pageParam, { signal }),
    initialPageParam: 1,
    // The page advances by one per load (spec 02 §4, as the comment list does).
    getNextPageParam: (lastPage: InquiryList, allPages: InquiryList[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
  });

export const useInquiryList = (box: InquiryBox) => useInfiniteQuery(inquiryListQueryOptions(box));
