import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { SaleCompareService } from './compare-service.ts';

/** Listings side by side (P14 item 6); who may see which is the caller's, as on the detail. */
export const saleCompareRoutes: FastifyPluginAsyncZod<{ saleCompare: SaleCompareService }> = async (
  app,
  { saleCompare },
) => {
  app.route({
    ...endpoint(API.saleCompare),
    handler: async (request) => ok(await saleCompare.compare(request.auth, request.query.saleNo)),
  });
};
