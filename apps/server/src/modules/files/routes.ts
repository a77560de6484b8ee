import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendPrivateFile } from './serve.ts';
import type { FilesService } from './service.ts';

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.route({
    ...endpoint(API.userFiles),
    handler: async (request) => ok(await files.listOf(requireUser(request), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.privateFile),
    handler: async (request, reply) =>
      sendPrivateFile(reply, await files.read(requireUser(request), request.params.fileId)),
  });
};
