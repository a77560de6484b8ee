import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { SearchService } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.route({
    ...endpoint(API.searchSaleList),
    handler: async (request) => ok(await search.list(request.auth, request.query)),
  });
  app.route({
    ...endpoint(API.saleList),
    handler: async (request) => ok(await search.list(request.auth, request.query)),
  });
  app.route({
    ...endpoint(API.saleCount),
    handler: async (request) => ok({ totalRow: await search.count(request.auth, request.query) }),
  });
  app.route({
    ...endpoint(API.mapCounts),
    handler: async (request) => ok(await search.regionCounts(request.auth, request.query)),
  });
  app.route({
    ...endpoint(API.sigunguCounts),
    handler: async (request) =>
      ok(await search.regionCounts(request.auth, { ...request.query, level: 'sigungu' })),
  });
  app.route({
    ...endpoint(API.sidoCounts),
    handler: async (request) =>
      ok(await search.regionCounts(request.auth, { ...request.query, level: 'sido' })),
  });
  app.route({
    ...endpoint(API.addrSuggestions),
    handler: async (request) => ok(await search.suggest(request.query.keyword, request.query.limit)),
  });
};
