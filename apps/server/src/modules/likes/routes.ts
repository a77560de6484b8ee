import {
  likeBodySchema,
  likeListQuerySchema,
  likeListResponseSchema,
  likeResponseSchema,
  ok,
} from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { LikesService } from './service.ts';

export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  app.post(
    '/api/user/like',
    {
      schema: {
        tags: ['likes'],
        summary: '관심매물 등록/해제',
        body: likeBodySchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => {
      const result = await likes.setLike(requireUser(request), request.body);
      return ok(result, result.isLike ? '관심매물에 추가했습니다.' : '관심매물에서 삭제했습니다.');
    },
  );

  app.get(
    '/api/user/like/list',
    {
      schema: {
        tags: ['likes'],
        summary: '관심매물 목록',
        querystring: likeListQuerySchema,
        response: { 200: likeListResponseSchema },
      },
    },
    async (request) => {
      const { userNo, page, limit } = request.query;
      return ok(await likes.list(requireUser(request), userNo, page, limit));
    },
  );
};
