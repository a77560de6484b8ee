import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { PageHead } from '../seo/head-tags.ts';
import { notFoundPage, sharedListingHtml } from './page.ts';
import type { ShareService } from './service.ts';

/** Revalidated on every use: a listing that closes stops previewing at once. */
const REVALIDATE = 'no-cache';
const HTML = 'text/html; charset=utf-8';

/** A browser or a crawler asks for a page; an API client (and the spec's app) for the envelope. */
const wantsHtml = (accept: string | undefined): boolean => /\btext\/html\b/i.test(accept ?? '');

export const shareRoutes: FastifyPluginAsyncZod<{
  share: ShareService;
  /** The seo service's not-found head, for the page a dead link shows. */
  notFoundHead: PageHead;
  /** The built web app, whose not-found page a dead link shows; absent when the server runs API-only. */
  webDist: string | undefined;
}> = async (app, { share, notFoundHead, webDist }) => {
  // Read once: the build does not change under a running server.
  const notFoundHtml = notFoundPage(webDist, notFoundHead);

  app.route({
    ...endpoint(API.createDynamicLink),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => ok(await share.createLink(request.query.saleNo)),
  });

  // A registered route, so the web app's catch-all (web-app.ts, '/*') never answers /s/{code}.
  app.route({
    ...endpoint(API.shortLink),
    // A mistyped or cut-off code is a dead link to the person who follows it, not a form error.
    attachValidation: true,
    handler: async (request, reply) => {
      reply.header('cache-control', REVALIDATE);
      const shared = request.validationError ? null : await share.sharedListing(request.params.code);
      if (shared) return reply.type(HTML).send(sharedListingHtml(shared.saleNo, shared.head));
      if (wantsHtml(request.headers.accept)) return reply.status(404).type(HTML).send(notFoundHtml);
      if (request.validationError) throw request.validationError;
      throw new AppError(
        'NOT_FOUND',
        '링크를 찾을 수 없습니다. 공유된 매물이 더 이상 공개되지 않을 수 있습니다.',
      );
    },
  });
};
