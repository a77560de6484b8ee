import { ADMIN_GRADE_MESSAGES, API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAdminGradesRepo } from './repo.ts';
import { createAdminGradesService } from './service.ts';

/** The console's grade review queue (issue 17 §3): the list of both sources, accept, correct. */
export const adminGradesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, delivery }) => {
  const service = createAdminGradesService({ db, repo: createAdminGradesRepo(db), delivery });

  app.route({
    ...endpoint(API.adminGradeList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.list(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminGradeAccept),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.accept(caller, request.params.reviewNo, request.body.reason),
        ADMIN_GRADE_MESSAGES.accepted,
      );
    },
  });

  app.route({
    ...endpoint(API.adminGradeCorrect),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.correct(caller, request.params.reviewNo, request.body),
        ADMIN_GRADE_MESSAGES.corrected,
      );
    },
  });
};
