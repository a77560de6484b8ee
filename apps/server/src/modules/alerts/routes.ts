import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AlertsService } from './service.ts';

/** Saved searches (issue 18 §1): signed-in callers, their own rows only. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (app, { alerts }) => {
  app.route({
    ...endpoint(API.savedSearchList),
    handler: async (request) => ok(await alerts.list(requireUser(request))),
  });

  app.route({
    ...endpoint(API.savedSearchCreate),
    handler: async (request) => ok(await alerts.create(requireUser(request), request.body)),
  });

  app.route({
    ...endpoint(API.savedSearchUpdate),
    handler: async (request) =>
      ok(await alerts.update(requireUser(request), request.params.searchNo, request.body)),
  });

  app.route({
    ...endpoint(API.savedSearchDelete),
    handler: async (request) => ok(await alerts.remove(requireUser(request), request.params.searchNo)),
  });
};
