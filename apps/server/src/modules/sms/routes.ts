import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { SmsService } from './service.ts';

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.route({
    ...endpoint(API.smsSend),
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) =>
      ok(await sms.send(request.body.phone, request.body.purpose), '인증번호를 발송했습니다.'),
  });

  app.route({
    ...endpoint(API.smsMatch),
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { phone, purpose, code } = request.query;
      return ok(await sms.match(phone, purpose, code), '인증되었습니다.');
    },
  });

  // The outbox, for the operator (a customer who did not get a code) and for browser journeys.
  app.route({
    ...endpoint(API.smsOutbox),
    handler: async (request) => ok(await sms.outbox(requireRole(request, 'ADMIN'), request.query.phone)),
  });
};
