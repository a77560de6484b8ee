import {
  envelopeSchema,
  ok,
  smsMatchQuerySchema,
  smsMatchResponseSchema,
  smsSendBodySchema,
  smsSendResponseSchema,
  text,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.ts';
import type { SmsRepo } from './repo.ts';
import type { SmsService } from './service.ts';

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService; repo: SmsRepo }> = async (
  app,
  { sms, repo },
) => {
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

  // The outbox, for the operator (a customer who did not get a code) and for browser journeys.
  app.get(
    '/api/admin/sms/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: '보낸 문자 목록 (운영자)',
        querystring: z.object({
          phone: text('phone', { label: '휴대폰 번호', max: 11 }).regex(
            /^\d{10,11}$/,
            '휴대폰 번호를 숫자로 입력해주세요.',
          ),
        }),
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                messageId: z.number(),
                phone: z.string(),
                body: z.string(),
                driver: z.string(),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      requireRole(request, 'ADMIN');
      const rows = await repo.messagesTo(request.query.phone);
      return ok(
        rows.slice(0, 20).map((m) => ({
          messageId: m.messageId,
          phone: m.phone,
          body: m.body,
          driver: m.driver,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      );
    },
  );
};
