import { API } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { ImagesService } from './service.ts';

/**
 * A photo's URL names its content (the key is the hash of the original), so what it serves never changes:
 * browsers and CDNs keep it for a year without asking again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (a list, or `*`; weak forms compare equal for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  app.route({
    ...endpoint(API.listingImage),
    handler: async (request, reply) => {
      const { key, variant } = request.params;
      const file = await images.read(key, variant);
      const etag = `"${file.etag}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      // The share preview is fetched by messengers and shown on their pages: another origin may embed it.
      if (variant === 'og.jpg') reply.header('cross-origin-resource-policy', 'cross-origin');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(file.mime).send(file.data);
    },
  });
};
