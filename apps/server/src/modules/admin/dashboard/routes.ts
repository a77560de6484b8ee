import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createDashboardRepo } from './repo.ts';
import { createDashboardService } from './service.ts';

/** The console's dashboard calls (issue 17). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  const dashboard = createDashboardService(createDashboardRepo(db));

  app.route({
    ...endpoint(API.adminDashboard),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await dashboard.read());
    },
  });
};
