import { API, ok, SALE_FRESHNESS_MESSAGES } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { FreshnessService } from './freshness-service.ts';

/** Fresh listings (issue 18 §3): brokers only, each on their own listings. */
export const saleFreshnessRoutes: FastifyPluginAsyncZod<{ freshness: FreshnessService }> = async (
  app,
  { freshness },
) => {
  app.route({
    ...endpoint(API.saleConfirm),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const confirmed = await freshness.confirm(caller, request.body.saleNo);
      return ok(
        confirmed,
        confirmed.reactivated ? SALE_FRESHNESS_MESSAGES.reactivated : SALE_FRESHNESS_MESSAGES.confirmed,
      );
    },
  });

  app.route({
    ...endpoint(API.saleStaleList),
    handler: async (request) => ok(await freshness.stale(requireRole(request, 'BROKER'))),
  });
};
