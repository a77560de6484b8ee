import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { contentDisposition } from '../files/serve.ts';
import type { SafetyCheckService } from './service.ts';

/**
 * 안심 진단 is public, so it is rate-limited per address like the other public lookups: an answer may read
 * the open-data public price, whose daily quota every user shares. A PDF costs more CPU, so it allows less.
 */
const CHECK = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const PDF = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const safetyCheckRoutes: FastifyPluginAsyncZod<{ safetyCheck: SafetyCheckService }> = async (
  app,
  { safetyCheck },
) => {
  app.route({
    ...endpoint(API.safetyCheck),
    config: CHECK,
    handler: async (request) => ok(await safetyCheck.check(request.body)),
  });

  app.route({
    ...endpoint(API.safetyCheckPdf),
    config: PDF,
    handler: async (request, reply) => {
      const pdf = await safetyCheck.pdf(request.body);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(pdf.data);
    },
  });
};
