import { API, LAWYER_MESSAGES, ok } from '@ansim/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AuthContext } from '../auth/service.ts';
import type { LawyerService } from './service.ts';

/** A signed-in LAWYER; a visitor gets 401, any other member 403 with the lawyer-only message. */
function requireLawyer(request: FastifyRequest): AuthContext {
  const caller = requireUser(request);
  if (caller.userType !== 'LAWYER') throw new AppError('FORBIDDEN', LAWYER_MESSAGES.lawyerOnly);
  return caller;
}

/** Lawyer certification and settlement (docs/decisions/020). */
export const lawyerRoutes: FastifyPluginAsyncZod<{ lawyer: LawyerService }> = async (app, { lawyer }) => {
  app.route({
    ...endpoint(API.lawyerQueue),
    handler: async (request) => ok(await lawyer.queue(requireLawyer(request), request.query)),
  });

  app.route({
    ...endpoint(API.lawyerReview),
    handler: async (request) => ok(await lawyer.review(requireLawyer(request), request.params.saleNo)),
  });

  app.route({
    ...endpoint(API.lawyerComment),
    handler: async (request) =>
      ok(await lawyer.comment(requireLawyer(request), request.body), LAWYER_MESSAGES.commentSaved),
  });

  app.route({
    ...endpoint(API.lawyerDecide),
    handler: async (request) => {
      const decided = await lawyer.decide(requireLawyer(request), request.body);
      return ok(
        decided,
        decided.isConfirm === 'CONFIRM' ? LAWYER_MESSAGES.confirmed : LAWYER_MESSAGES.rejected,
      );
    },
  });

  app.route({
    ...endpoint(API.lawyerSetting),
    handler: async (request) => ok(await lawyer.setting(requireLawyer(request))),
  });

  app.route({
    ...endpoint(API.lawyerCalculateList),
    handler: async (request) => ok(await lawyer.calculateList(requireLawyer(request), request.query)),
  });

  app.route({
    ...endpoint(API.lawyerCalculateTotal),
    handler: async (request) => ok(await lawyer.calculateTotal(requireLawyer(request), request.query)),
  });

  app.route({
    ...endpoint(API.lawyerCalculateSearch),
    // The role is the service's to judge here: the operator may read any lawyer's settlement.
    handler: async (request) =>
      ok(await lawyer.calculateSearch(requireUser(request), request.params.userNo, request.body)),
  });
};
