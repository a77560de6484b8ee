import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { SaleDetailService } from './detail-service.ts';

/**
 * The listing detail at the spec's PATCH (the native shell calls it so) and at GET for shared links and
 * crawlers; with or without the spec's `/{userNo}`, which is accepted for its URLs only: what the caller
 * may see and whether they like it come from the signed-in user, never from the path. The session of a
 * signed-in caller is checked in the listing's own statement (`sessionBeside`): one round of queries.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ saleDetail: SaleDetailService }> = async (
  app,
  { saleDetail },
) => {
  for (const route of [API.saleDetail, API.saleDetailGet, API.saleDetailOfUser, API.saleDetailOfUserGet]) {
    app.route({
      ...endpoint(route),
      config: { sessionBeside: true },
      handler: async (request) => {
        const { caller, detail } = await saleDetail.detail(request.authClaims, request.params.saleNo);
        request.auth = caller;
        return ok(detail);
      },
    });
  }
};
