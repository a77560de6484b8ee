import { healthResponseSchema, ok } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (
  app,
  { db, version },
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
      await db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: 'ok' as const, version });
    },
  );
};
