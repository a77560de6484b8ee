import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createMembersRepo } from './repo.ts';
import { createMembersService, MEMBER_MESSAGES } from './service.ts';

/** The console's members calls (issue 17 §2, docs/decisions/024). */
export const adminMembersRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const members = createMembersService(deps, createMembersRepo(deps.db));

  app.route({
    ...endpoint(API.adminMemberList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await members.list(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminMemberDetail),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await members.detail(request.params.userNo));
    },
  });

  // Each view is audited; the link it returns is the caller's for five minutes, so no cache may keep it.
  app.route({
    ...endpoint(API.adminMemberFileView),
    handler: async (request, reply) => {
      const caller = requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      const { userNo, fileId } = request.params;
      return ok(await members.viewFile(caller, userNo, fileId));
    },
  });

  app.route({
    ...endpoint(API.adminMemberReject),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const row = await members.reject(caller, request.params.userNo, request.body.reason);
      return ok(row, MEMBER_MESSAGES.rejected);
    },
  });

  app.route({
    ...endpoint(API.adminMemberSuspend),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const row = await members.suspend(caller, request.params.userNo, request.body.reason);
      return ok(row, MEMBER_MESSAGES.suspended);
    },
  });

  app.route({
    ...endpoint(API.adminMemberReinstate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const row = await members.reinstate(caller, request.params.userNo, request.body.reason);
      return ok(row, MEMBER_MESSAGES.reinstated);
    },
  });
};
