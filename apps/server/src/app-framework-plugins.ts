import { UPLOAD_RULES } from '@ansim/domain/contract';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { rateLimitOptions } from './platform/kv/rate-limit-store.ts';
import { connectRedis } from './platform/kv/redis.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerEnvelopeErrors } from './plugins/envelope-errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOptionalBody } from './plugins/optional-body.ts';
import { registerSecurity } from './plugins/security.ts';
import { APP_VERSION } from './version.ts';

/*
 * The first layer of buildApp (app.ts), before any of our modules: body parsing, the response serializer,
 * the one error handler (envelope-errors.ts), security headers, compression, the OpenAPI document, cookies,
 * rate limits and multipart uploads.
 */

export async function registerFrameworkPlugins(
  app: FastifyInstance,
  { config, jwtSecret, redis: givenRedis }: { config: Config; jwtSecret: string; redis?: Redis },
): Promise<void> {
  registerOptionalBody(app);
  // Answers written from each route's compiled JSON Schema; outside production also checked against zod.
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.env !== 'production' }));
  registerEnvelopeErrors(app);
  await registerSecurity(app, config.mapTilesOrigin);
  await registerCompression(app);
  await registerOpenApi(app, APP_VERSION);
  await app.register(cookie, { secret: jwtSecret });
  // Per-route limits (config.rateLimit): in Redis when REDIS_URL is set, so that every process counts into
  // one window; else in this process's memory (docs/scaling.md).
  const ownRedis = !givenRedis && config.redis ? await connectRedis(config.redis) : null;
  const redis = givenRedis ?? ownRedis;
  if (ownRedis)
    app.addHook('onClose', async () => {
      await ownRedis.quit().catch(() => ownRedis.disconnect());
    });
  await app.register(
    rateLimit,
    rateLimitOptions(redis, (error) => app.log.error({ err: error }, 'redis failed: limit not counted')),
  );
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 3, fields: 40, fieldSize: 10_000 },
  });
}
