import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendPrivateFile, sendViewedFile } from './serve.ts';
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

  // By stored id only: the schema refuses `filePath` and a `fileName` that carries a path (400). Each view
  // decodes, marks and re-encodes the file, so one address may not ask for more than one a second; and
  // no HEAD, which would record a view of which no byte was sent.
  app.route({
    ...endpoint(API.download),
    exposeHeadRoute: false,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { fileId, token } = request.query;
      // A link stands for its own user: the app's native side fetches it without a session.
      const file = token
        ? await files.downloadByLink(fileId, token)
        : await files.download(request.auth, fileId);
      return sendViewedFile(reply, file);
    },
  });

  // The signed address is the caller's for five minutes: no cache may keep it.
  app.route({
    ...endpoint(API.downloadLink),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await files.downloadLink(request.auth, request.query.fileId));
    },
  });
};
