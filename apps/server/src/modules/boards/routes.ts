import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { BoardsService } from './service.ts';

/** Notices, FAQ, the guide and the terms: open to everyone; the operator also sees what is not published. */
export const boardRoutes: FastifyPluginAsyncZod<{ boards: BoardsService }> = async (app, { boards }) => {
  app.route({
    ...endpoint(API.boardList),
    handler: async (request) => ok(await boards.list(request.auth, request.query)),
  });

  app.route({
    ...endpoint(API.boardDetail),
    handler: async (request) => ok(await boards.view(request.auth, request.params.boardNo)),
  });

  app.route({
    ...endpoint(API.termsDocument),
    handler: async (request) => ok(await boards.terms(request.params.boardType)),
  });
};
