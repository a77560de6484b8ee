import type { SavedSearchList, SavedSearchUpdateBody } from '@ansim/domain/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** The calls of /myPage/savedSearch (저장한 검색): only that screen loads them. */
const ROUTES = routeTable({
  savedSearchList: { method: 'GET', path: '/api/savedSearch' },
  savedSearchUpdate: { method: 'PATCH', path: '/api/savedSearch/:searchNo' },
  savedSearchDelete: { method: 'DELETE', path: '/api/savedSearch/:searchNo' },
});

export const savedSearchQueryKey = ['savedSearch', 'list'] as const;

export const savedSearchQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchQueryKey,
    queryFn: async ({ signal }): Promise<SavedSearchList> =>
      unwrap(await call(ROUTES.savedSearchList, undefined, { signal, spinner: false })),
  });

export const useSavedSearches = (enabled: boolean) => useQuery({ ...savedSearchQueryOptions(), enabled });

/** PATCH: on/off, frequency or name; the list shows the server's row once it answers. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ searchNo, ...body }: SavedSearchUpdateBody & { searchNo: number }) =>
      call(ROUTES.savedSearchUpdate, { params: { searchNo }, body }, { spinner: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueryKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchNo: number) => call(ROUTES.savedSearchDelete, { params: { searchNo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueryKey }),
  });
}
