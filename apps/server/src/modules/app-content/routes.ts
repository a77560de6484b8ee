import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { AppContentService } from './service.ts';

/** The main popup and the app's releases: open to everyone, signed in or not. */
export const appContentRoutes: FastifyPluginAsyncZod<{ appContent: AppContentService }> = async (
  app,
  { appContent },
) => {
  app.route({
    ...endpoint(API.bannerDetail),
    handler: async () => ok(await appContent.banners()),
  });

  app.route({
    ...endpoint(API.appVersion),
    handler: async (request) => ok(await appContent.version(request.query)),
  });
};
