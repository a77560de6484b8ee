import type { AdminInquiryDetail, AdminInquiryList } from '@ansim/domain/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { ADMIN_INQUIRY_KEY, ADMIN_INQUIRY_ROUTES } from './routes.ts';

/** GET /api/admin/inquiries with the table's page, sort and filters as the address holds them. */
export async function getAdminInquiries(
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<AdminInquiryList> {
  return unwrap(await call(ADMIN_INQUIRY_ROUTES.adminInquiryList, { query }, { spinner: false, ...options }));
}

export const adminInquiriesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...ADMIN_INQUIRY_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminInquiries(query, { signal }),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminInquiries = (query: Record<string, string | number>) =>
  useQuery(adminInquiriesQueryOptions(query));

export const adminInquiryDetailKey = (inquiryNo: number) =>
  [...ADMIN_INQUIRY_KEY, 'detail', inquiryNo] as const;

/** GET /api/admin/inquiries/{inquiryNo}: the question, the asker and the answer if there is one. */
export async function getAdminInquiry(
  inquiryNo: number,
  options: CallOptions = {},
): Promise<AdminInquiryDetail> {
  return unwrap(
    await call(
      ADMIN_INQUIRY_ROUTES.adminInquiryDetail,
      { params: { inquiryNo } },
      { spinner: false, ...options },
    ),
  );
}

export const useAdminInquiry = (inquiryNo: number | null) =>
  useQuery({
    queryKey: adminInquiryDetailKey(inquiryNo ?? 0),
    queryFn: ({ signal }) => getAdminInquiry(inquiryNo ?? 0, { signal }),
    enabled: inquiryNo !== null,
  });
