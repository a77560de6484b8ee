import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../files/serve.ts';
import type { ConsentsService } from './service.ts';

export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (
  app,
  { consents },
) => {
  // A PDF takes a few hundred milliseconds of CPU: a broker previews a form a few times, not hundreds.
  app.route({
    ...endpoint(API.promotionConsentPdf),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      requireRole(request, 'BROKER');
      const pdf = await consents.pdf(request.body);
      return sendPrivateFile(reply, { mime: 'application/pdf', data: pdf.data, name: pdf.fileName });
    },
  });

  app.route({
    ...endpoint(API.promotionConsentSave),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) =>
      ok(
        await consents.save(requireUser(request), request.params.saleNo, request.body),
        '매물홍보확인서를 저장했습니다.',
      ),
  });
};
