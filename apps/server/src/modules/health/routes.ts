import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { HealthRepo } from './repo.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepo; version: string }> = async (
  app,
  { health, version },
) => {
  app.route({
    ...endpoint(API.health),
    handler: async () => {
      await health.ping();
      return ok({ status: 'ok' as const, database: 'ok' as const, version });
    },
  });
};
