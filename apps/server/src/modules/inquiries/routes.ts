import { API, INQUIRY_MESSAGES, ok } from '@ansim/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { type InquiriesService, operatorAnswerAudit } from './service.ts';

/** Writes per signed-in user and per address within a minute (issue 14 §6). */
export const INQUIRY_RATE_LIMITS = {
  save: { perUser: 10, perAddress: 30 },
  answer: { perUser: 30, perAddress: 60 },
} as const;

/**
 * Two counters on one route, per user and per address: @fastify/rate-limit's route option runs only one
 * limiter per request, so both are applied here with its createRateLimit. A visitor is counted by address
 * only (the handler answers 401 anyway). The keys name the call: in Redis, every createRateLimit limiter
 * shares one key space (platform/kv/rate-limit-store.ts).
 */
function perUserAndAddress(
  app: FastifyInstance,
  call: keyof typeof INQUIRY_RATE_LIMITS,
  limits: { perUser: number; perAddress: number },
) {
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: '1 minute',
    keyGenerator: (request) => `inquiry-${call}:ip:${request.ip}`,
  });
  const byUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: '1 minute',
    keyGenerator: (request) => `inquiry-${call}:user:${request.auth?.userNo ?? 0}`,
  });
  return async (request: FastifyRequest) => {
    const checks = [byAddress(request), ...(request.auth ? [byUser(request)] : [])];
    for (const result of await Promise.all(checks))
      if (!result.isAllowed && result.isExceeded)
        throw new AppError('RATE_LIMITED', INQUIRY_MESSAGES.tooMany);
  };
}

/** Inquiries to a listing's broker and 1대1 inquiries to the operator (P10). */
export const inquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  app.route({
    ...endpoint(API.inquirySave),
    onRequest: perUserAndAddress(app, 'save', INQUIRY_RATE_LIMITS.save),
    handler: async (request) => {
      const caller = requireUser(request);
      return ok(await inquiries.save(caller, request.body), INQUIRY_MESSAGES.saved);
    },
  });

  app.route({
    ...endpoint(API.inquiryList),
    handler: async (request) => {
      const caller = requireUser(request);
      return ok(await inquiries.mine(caller, request.query.page, request.query.limit));
    },
  });

  app.route({
    ...endpoint(API.inquirySaleList),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { state, page, limit } = request.query;
      return ok(await inquiries.aboutMySales(caller, state, page, limit));
    },
  });

  app.route({
    ...endpoint(API.inquiryDetail),
    handler: async (request) => ok(await inquiries.detail(requireUser(request), request.params.inquiryNo)),
  });

  app.route({
    ...endpoint(API.inquiryAnswer),
    onRequest: perUserAndAddress(app, 'answer', INQUIRY_RATE_LIMITS.answer),
    handler: async (request) => {
      const caller = requireUser(request);
      // The operator may answer here too; the answer is then logged like the console's (issue 17 §8).
      const options =
        caller.userType === 'ADMIN'
          ? operatorAnswerAudit({ userNo: caller.userNo, ip: request.ip ?? null })
          : {};
      return ok(
        await inquiries.answer(caller, request.params.inquiryNo, request.body.answer, options),
        INQUIRY_MESSAGES.answered,
      );
    },
  });

  app.route({
    ...endpoint(API.inquiryDelete),
    handler: async (request) => {
      const caller = requireUser(request);
      return ok(await inquiries.remove(caller, request.params.inquiryNo), INQUIRY_MESSAGES.deleted);
    },
  });
};
