import {
  ok,
  smsMatchQuerySchema,
  smsMatchResponseSchema,
  smsSendBodySchema,
  smsSendResponseSchema,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SmsService } from './service.ts';

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.post(
    '/api/auth/send',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'SMS 인증번호 발송 (3분 유효, 1분 후 재발송, 하루 10회)',
        body: smsSendBodySchema,
        response: { 200: smsSendResponseSchema },
      },
    },
    async (request) =>
      ok(await sms.send(request.body.phone, request.body.purpose), '인증번호를 발송했습니다.'),
  );

  app.get(
    '/api/auth/match',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'SMS 인증번호 확인 (5회 틀리면 다시 요청)',
        querystring: smsMatchQuerySchema,
        response: { 200: smsMatchResponseSchema },
      },
    },
    async (request) => {
      const { phone, purpose, code } = request.query;
      return ok(await sms.match(phone, purpose, code), '인증되었습니다.');
    },
  );
};
