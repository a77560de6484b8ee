import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { type SALE_IMAGE_TYPES, saleImageSvg } from './sale-image.ts';
import type { CommonService } from './service.ts';

/**
 * The demo drawings change only when sale-image.ts does, in a deploy, but their names carry no hash, so
 * not `immutable`. For a day a browser uses its copy without asking; for the week after, it shows the copy
 * at once and fetches the drawing again for the next view. A drawing changed in a deploy shows within a
 * day, or one view later. (Lighthouse reads max-age only, and lists anything under ~100 days.)
 */
const SALE_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export const commonRoutes: FastifyPluginAsyncZod<{ common: CommonService }> = async (app, { common }) => {
  app.route({
    ...endpoint(API.codeList),
    handler: async (request) => ok(await common.codeList(request.query.groupCode)),
  });

  app.route({
    ...endpoint(API.subwayList),
    handler: async (request) => ok(await common.subwayList(request.query)),
  });

  app.route({
    ...endpoint(API.intro),
    handler: async (request) => ok(await common.intro(request.body.device)),
  });

  app.route({
    ...endpoint(API.saleImage),
    handler: async (request, reply) => {
      const [type, variant] = request.params.name.replace('.svg', '').split('-') as [string, string];
      const svg = saleImageSvg(type as (typeof SALE_IMAGE_TYPES)[number], Number(variant));
      return reply.type('image/svg+xml').header('cache-control', SALE_IMAGE_CACHE).send(svg);
    },
  });
};
