import { API } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { SeoService } from './service.ts';

/** Crawlers come back daily at most; an hour of caching spares the database without hiding new listings long. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps: text and XML for crawlers, never the app's HTML. */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.route({
    ...endpoint(API.robots),
    handler: async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(seo.robotsTxt()),
  });

  app.route({
    ...endpoint(API.sitemapIndex),
    handler: async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CRAWLER_CACHE)
        .send(await seo.sitemapIndex()),
  });

  app.route({
    ...endpoint(API.sitemapPages),
    handler: async (_request, reply) =>
      reply.type(XML).header('cache-control', CRAWLER_CACHE).send(seo.pagesSitemap()),
  });

  app.route({
    ...endpoint(API.sitemapSales),
    handler: async (request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CRAWLER_CACHE)
        .send(await seo.salesSitemap(request.params.page)),
  });
};
