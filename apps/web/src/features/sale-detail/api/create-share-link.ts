import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  createDynamicLink: { method: 'GET', path: '/common/createDynamicLink' },
});

/**
 * GET /common/createDynamicLink: the listing's short link (`…/s/{code}`), absolute, which previews in
 * messengers. The server makes one per listing and gives the same one back after that. Quiet: it is fetched
 * in the background before the user taps 공유.
 */
export async function createShareLink(saleNo: number, options: CallOptions = {}): Promise<string> {
  const { shortLink } = unwrap(
    await call(ROUTES.createDynamicLink, { query: { saleNo } }, { spinner: false, ...options }),
  );
  // An address relative to the site (should the server give one) is made whole: a pasted link must open.
  return new URL(shortLink, window.location.origin).href;
}

export const shareLinkQueryOptions = (saleNo: number) =>
  queryOptions({
    queryKey: ['sale', 'shareLink', saleNo],
    queryFn: ({ signal }) => createShareLink(saleNo, { signal }),
    // A listing's link never changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
