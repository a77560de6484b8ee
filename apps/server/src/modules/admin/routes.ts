import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminContentRoutes } from './content/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import type { AdminDeps } from './deps.ts';
import { adminGradesRoutes } from './grades/routes.ts';
import { requireAdmin } from './guard.ts';
import { adminInquiriesRoutes } from './inquiries/routes.ts';
import { adminMembersRoutes } from './members/routes.ts';
import { adminQuotasRoutes } from './quotas/routes.ts';
import { adminReportsRoutes } from './reports/routes.ts';

/**
 * The operator console's API (issue 17). The hook refuses every request of this plugin's routes to anyone
 * but an ADMIN before its body is parsed; handlers check again through requireAdmin.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  await app.register(adminDashboardRoutes, deps);
  await app.register(adminMembersRoutes, deps);
  await app.register(adminGradesRoutes, deps);
  await app.register(adminReportsRoutes, deps);
  await app.register(adminContentRoutes, deps);
  await app.register(adminQuotasRoutes, deps);
  await app.register(adminInquiriesRoutes, deps);
  await app.register(adminAuditRoutes, deps);
};
