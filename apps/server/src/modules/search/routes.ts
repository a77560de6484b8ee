import { mapCountQuerySchema, searchFilterQuerySchema } from '@ansim/domain';
import {
  ok,
  regionCountsResponseSchema,
  saleCountResponseSchema,
  saleListResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  const listSchema = {
    tags: ['search'],
    querystring: searchFilterQuerySchema,
    response: { 200: saleListResponseSchema },
  };

  app.get(
    '/api/search/sale/list',
    { schema: { ...listSchema, summary: '매물 검색 (지역, 지하철역, 매물번호, 필터, 지도 범위)' } },
    async (request) => ok(await search.list(request.auth, request.query)),
  );

  app.get(
    '/api/sale/list',
    { schema: { ...listSchema, summary: '매물 목록 (검색과 같은 조건)' } },
    async (request) => ok(await search.list(request.auth, request.query)),
  );

  app.get(
    '/api/search/sale/list/count',
    {
      schema: {
        tags: ['search'],
        summary: '검색 조건의 매물 수',
        querystring: searchFilterQuerySchema,
        response: { 200: saleCountResponseSchema },
      },
    },
    async (request) => ok({ totalRow: await search.count(request.auth, request.query) }),
  );

  const regionCounts = (summary: string) => ({
    schema: {
      tags: ['search'],
      summary,
      querystring: mapCountQuerySchema,
      response: { 200: regionCountsResponseSchema },
    },
  });
  app.get(
    '/common/search/main/map',
    regionCounts('지도 지역별 매물 수 (level: sido, sigungu, dong; 지도 범위와 필터 적용)'),
    async (request) => ok(await search.regionCounts(request.auth, request.query)),
  );
  app.get('/common/search/gu', regionCounts('시군구별 매물 수'), async (request) =>
    ok(await search.regionCounts(request.auth, { ...request.query, level: 'sigungu' })),
  );
  app.get('/common/search/city', regionCounts('시도별 매물 수'), async (request) =>
    ok(await search.regionCounts(request.auth, { ...request.query, level: 'sido' })),
  );

  app.get(
    '/common/search/addr/list',
    {
      schema: {
        tags: ['search'],
        summary: '검색어 추천 (지역, 지하철역, 매물번호; 초성 검색)',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
    },
    async (request) => ok(await search.suggest(request.query.keyword, request.query.limit)),
  );
};
