import { SIGNED_IN_OWN } from './access.ts';
import { type ApiRoute, route } from './route.ts';
import {
  savedSearchCreateBodySchema,
  savedSearchDeleteResponseSchema,
  savedSearchListResponseSchema,
  savedSearchParamsSchema,
  savedSearchResponseSchema,
  savedSearchUpdateBodySchema,
} from './saved-search.ts';

/** Saved searches and their alerts (issue 18 §1): the caller's own rows only; another's number is 404. */
export const SAVED_SEARCH_ROUTES = {
  savedSearchList: route({
    method: 'GET',
    path: '/api/savedSearch',
    tags: ['savedSearch'],
    access: SIGNED_IN_OWN,
    summary: '내가 저장한 검색 목록 (최근 저장순)',
    response: savedSearchListResponseSchema,
  }),
  savedSearchCreate: route({
    method: 'POST',
    path: '/api/savedSearch',
    tags: ['savedSearch'],
    access: SIGNED_IN_OWN,
    summary: '지금 검색 조건 저장 (새 매물 알림)',
    description:
      'filter는 목록 검색(/api/search/sale/list)의 쿼리 그대로입니다. 서버가 같은 규칙으로 읽어 정규화해 저장합니다. ' +
      '한 사람당 20개까지.',
    body: savedSearchCreateBodySchema,
    response: savedSearchResponseSchema,
  }),
  savedSearchUpdate: route({
    method: 'PATCH',
    path: '/api/savedSearch/:searchNo',
    tags: ['savedSearch'],
    access: { who: 'signed-in', whose: 'saved-search-owner' },
    summary: '저장한 검색의 이름, 알림 켜기/끄기, 알림 주기 변경',
    params: savedSearchParamsSchema,
    body: savedSearchUpdateBodySchema,
    response: savedSearchResponseSchema,
  }),
  savedSearchDelete: route({
    method: 'DELETE',
    path: '/api/savedSearch/:searchNo',
    tags: ['savedSearch'],
    access: { who: 'signed-in', whose: 'saved-search-owner' },
    summary: '저장한 검색 삭제',
    params: savedSearchParamsSchema,
    response: savedSearchDeleteResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
