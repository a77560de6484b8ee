import {
  codeListQuerySchema,
  codeListResponseSchema,
  ok,
  subwayListQuerySchema,
  subwayListResponseSchema,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommonService } from './service.ts';

export const commonRoutes: FastifyPluginAsyncZod<{ common: CommonService }> = async (app, { common }) => {
  app.get(
    '/common/codeList',
    {
      schema: {
        tags: ['common'],
        summary: '공통 코드 목록',
        querystring: codeListQuerySchema,
        response: { 200: codeListResponseSchema },
      },
    },
    async (request) => ok(await common.codeList(request.query.groupCode)),
  );

  app.get(
    '/common/subwayList',
    {
      schema: {
        tags: ['common'],
        summary: '지하철역 목록 (역 이름 앞부분, 노선으로 좁히기)',
        querystring: subwayListQuerySchema,
        response: { 200: subwayListResponseSchema },
      },
    },
    async (request) => ok(await common.subwayList(request.query)),
  );
};
