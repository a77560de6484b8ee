import { API, ok, QUOTA_MESSAGES } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { QuotaMarksService } from './service.ts';

/** A broker's quotas and marks (docs/decisions/019): BROKER only, each on the caller's own {userNo}. */
export const quotaRoutes: FastifyPluginAsyncZod<{ quotaMarks: QuotaMarksService }> = async (
  app,
  { quotaMarks },
) => {
  app.route({
    ...endpoint(API.adCheck),
    handler: async (request) =>
      ok(await quotaMarks.adCheck(requireRole(request, 'BROKER'), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.adUser),
    handler: async (request) =>
      ok(await quotaMarks.adUser(requireRole(request, 'BROKER'), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.adList),
    handler: async (request) => ok(await quotaMarks.adList(requireRole(request, 'BROKER'), request.query)),
  });

  app.route({
    ...endpoint(API.baroMark),
    handler: async (request) =>
      ok(await quotaMarks.baroMark(requireRole(request, 'BROKER'), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.lawyerMark),
    handler: async (request) =>
      ok(await quotaMarks.lawyerMark(requireRole(request, 'BROKER'), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.baroUse),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const used = await quotaMarks.baroUse(caller, request.params.userNo, request.body.saleNo);
      return ok(used, QUOTA_MESSAGES.baroUsed);
    },
  });

  app.route({
    ...endpoint(API.lawyerUse),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const used = await quotaMarks.lawyerUse(caller, request.params.userNo, request.body.saleNo);
      return ok(used, QUOTA_MESSAGES.lawyerRequested);
    },
  });

  app.route({
    ...endpoint(API.proxyApply),
    handler: async (request) =>
      ok(
        await quotaMarks.proxyApply(requireRole(request, 'BROKER'), request.params.userNo),
        QUOTA_MESSAGES.applied,
      ),
  });

  app.route({
    ...endpoint(API.proxyCheck),
    handler: async (request) =>
      ok(await quotaMarks.proxyCheck(requireRole(request, 'BROKER'), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.proxyUse),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const used = await quotaMarks.proxyUse(caller, request.params.userNo, request.body.saleNo);
      return ok(used, QUOTA_MESSAGES.proxyRequested);
    },
  });
};
