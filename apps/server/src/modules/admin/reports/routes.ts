import { ADMIN_REPORT_MESSAGES, API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAdminReportsService } from './service.ts';

/** The console's reports calls (issue 17 §4): the queue, one listing's reports, confirm and dismiss. */
export const adminReportsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const reports = createAdminReportsService(deps);

  app.route({
    ...endpoint(API.adminReportList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await reports.list(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminReportSale),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await reports.saleDetail(request.params.saleNo));
    },
  });

  app.route({
    ...endpoint(API.adminReportConfirm),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const decision = await reports.confirm(caller, request.params.reportNo, request.body.reason);
      return ok(
        decision,
        decision.suspended ? ADMIN_REPORT_MESSAGES.confirmedAndSuspended : ADMIN_REPORT_MESSAGES.confirmed,
      );
    },
  });

  app.route({
    ...endpoint(API.adminReportDismiss),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await reports.dismiss(caller, request.params.reportNo, request.body.reason),
        ADMIN_REPORT_MESSAGES.dismissed,
      );
    },
  });
};
