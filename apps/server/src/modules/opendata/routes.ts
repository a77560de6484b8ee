import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { OpenDataService } from './service.ts';

/**
 * Public lookups are rate-limited per address: each may reach a public API whose daily quota is shared
 * by every user. The address search runs as the broker types, so it allows more.
 */
const TYPING = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const LOOKUP = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const openDataRoutes: FastifyPluginAsyncZod<{ openData: OpenDataService }> = async (
  app,
  { openData },
) => {
  app.route({
    ...endpoint(API.addressSearch),
    config: TYPING,
    handler: async (request) => ok(await openData.searchAddress(request.query.keyword, request.query.page)),
  });

  app.route({
    ...endpoint(API.nearbySubway),
    config: TYPING,
    handler: async (request) => ok(await openData.nearbySubway(request.body.lat, request.body.lng)),
  });

  app.route({
    ...endpoint(API.landPrice),
    config: LOOKUP,
    handler: async (request) => ok(await openData.landPrice(request.query)),
  });

  app.route({
    ...endpoint(API.offiTrade),
    config: LOOKUP,
    handler: async (request) => ok(await openData.offiTrade(request.query.bjdCode)),
  });

  app.route({
    ...endpoint(API.useApply),
    config: LOOKUP,
    handler: async (request) => ok(await openData.useApply(request.query.bjdCode, request.query.saleAddr)),
  });

  app.route({
    ...endpoint(API.roomAreas),
    config: LOOKUP,
    handler: async (request) => {
      requireRole(request, 'BROKER');
      return ok(await openData.roomAreas(request.body.bjdCode, request.body.saleAddr));
    },
  });

  app.route({
    ...endpoint(API.businessCheck),
    config: LOOKUP,
    handler: async (request) => ok(await openData.businessCheck(request.body.businessNo)),
  });

  app.route({
    ...endpoint(API.brokerOffice),
    config: LOOKUP,
    handler: async (request) => ok(await openData.brokerOffice(request.query.registrationNo)),
  });
};
