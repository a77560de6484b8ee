import type { JoinType } from '@ansim/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  socialProviders: { method: 'GET', path: '/api/auth/social/providers' },
});

/** GET /api/auth/social/providers: the social sign-ins this server has configured. Quiet. */
export async function getSocialProviders(signal?: AbortSignal): Promise<JoinType[]> {
  return unwrap(await call(ROUTES.socialProviders, {}, { spinner: false, signal }));
}

export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'socialProviders'],
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 60 * 60_000,
  });

export const useSocialProviders = () => useQuery(socialProvidersQueryOptions());
