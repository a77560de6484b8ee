import { API, INQUIRY_MESSAGES, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { createInquiriesRepo } from '../../inquiries/repo.ts';
import { createInquiriesService } from '../../inquiries/service.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAdminInquiriesRepo } from './repo.ts';
import { createAdminInquiriesService } from './service.ts';

/** The console's 1대1 inquiries (issue 17 §7): the queue, a thread, the one answer. */
export const adminInquiriesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, delivery }) => {
  const service = createAdminInquiriesService({
    db,
    repo: createAdminInquiriesRepo(db),
    inquiries: createInquiriesService({ db, repo: createInquiriesRepo(db), delivery }),
  });

  app.route({
    ...endpoint(API.adminInquiryList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.list(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminInquiryDetail),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.detail(request.params.inquiryNo));
    },
  });

  app.route({
    ...endpoint(API.adminInquiryAnswer),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.answer(caller, request.params.inquiryNo, request.body.answer),
        INQUIRY_MESSAGES.answered,
      );
    },
  });
};
