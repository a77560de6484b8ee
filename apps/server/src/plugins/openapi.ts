import { PUBLIC } from '@ansim/domain/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareScopeAccess } from './access-guard.ts';

/** The API reference, generated from the same zod schemas that validate requests, at /docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '안심방 API',
        description:
          '모든 응답은 `{ code, message, entity }` 형식입니다. code 1은 성공, 음수는 오류 코드입니다 ' +
          '(@ansim/domain/contract/errors.ts).',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The reference's pages and files are public, like the API's own description of itself.
  await app.register(async (scope) => {
    declareScopeAccess(scope, PUBLIC);
    await scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
