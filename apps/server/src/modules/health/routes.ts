import { healthResponseSchema, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthRepo } from './repo.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepo; version: string }> = async (
  app,
  { health, version },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: '서버와 데이터베이스 상태',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await health.ping();
      return ok({ status: 'ok' as const, database: 'ok' as const, version });
    },
  );
};
