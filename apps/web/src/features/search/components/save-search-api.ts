import type { SavedSearchCreateBody } from '@ansim/domain/contract';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** The save dialog's one call; the saved-search list is the my-page's (features/my-page/api/saved-search.ts). */
const ROUTES = routeTable({
  savedSearchCreate: { method: 'POST', path: '/api/savedSearch' },
});

/** POST /api/savedSearch: the current search with a name and how often to be told. */
export const postSavedSearch = (body: SavedSearchCreateBody) =>
  call(ROUTES.savedSearchCreate, { body }, { spinner: false });
