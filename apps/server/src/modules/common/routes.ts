import {
  codeListQuerySchema,
  codeListResponseSchema,
  ok,
  subwayListQuerySchema,
  subwayListResponseSchema,
  text,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SALE_IMAGE_TYPES, saleImageSvg } from './sale-image.ts';
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

  app.get(
    '/images/sale/:name',
    {
      schema: {
        tags: ['common'],
        summary: '예시 매물 이미지 (데모 데이터)',
        params: z.object({
          name: text('name', { label: '이미지 이름', max: 40 }).regex(
            /^(apartment|villa|officetels|one_room)-[1-6]\.svg$/,
            '이미지 이름이 올바르지 않습니다.',
          ),
        }),
      },
    },
    async (request, reply) => {
      const [type, variant] = request.params.name.replace('.svg', '').split('-') as [string, string];
      const svg = saleImageSvg(type as (typeof SALE_IMAGE_TYPES)[number], Number(variant));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
