import { ERRORS, type InquiryDetail } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { call } from '../../../shared/api/call.ts';
import { INQUIRY_KEY, INQUIRY_ROUTES } from './routes.ts';

/** GET /api/inquiry/detail/{inquiryNo}: the question, its answer and the listing it is about. */
export async function getInquiryDetail(inquiryNo: number, options: CallOptions = {}): Promise<InquiryDetail> {
  return unwrap(
    await call(INQUIRY_ROUTES.inquiryDetail, { params: { inquiryNo } }, { spinner: false, ...options }),
  );
}

export const inquiryDetailKey = (inquiryNo: number) => [...INQUIRY_KEY, 'detail', inquiryNo] as const;

export const inquiryDetailQueryOptions = (inquiryNo: number) =>
  queryOptions({
    queryKey: inquiryDetailKey(inquiryNo),
    queryFn: ({ signal }) => getInquiryDetail(inquiryNo, { signal }),
    // Not found stays not found: asking again only repeats the 404.
    retry: (count, error) => !isInquiryNotFound(error) && count < 2,
  });

export const useInquiryDetail = (inquiryNo: number) => useQuery(inquiryDetailQueryOptions(inquiryNo));

/** Codes the server answers for an inquiry that is not there for this caller. */
const NOT_FOUND_CODES = new Set<number>(
  Object.values(ERRORS)
    .filter((error) => error.status === 404)
    .map((error) => error.code),
);

/** Someone else's inquiry answers 404 like a missing one: the server does not say it exists. */
export const isInquiryNotFound = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'business' && error.code !== null && NOT_FOUND_CODES.has(error.code);
