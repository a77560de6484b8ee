import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { MarketService } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.route({
    ...endpoint(API.saleMarket),
    handler: async (request) => ok(await market.market(request.auth, request.params.saleNo)),
  });
};
