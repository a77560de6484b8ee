import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAuditRepo } from './repo.ts';
import { createAuditSearchService } from './service.ts';

/** The console's audit calls (issue 17 §8): the log's search; nothing here writes it. */
export const adminAuditRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  const auditLog = createAuditSearchService(createAuditRepo(db));

  app.route({
    ...endpoint(API.adminAuditList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await auditLog.list(request.query));
    },
  });
};
