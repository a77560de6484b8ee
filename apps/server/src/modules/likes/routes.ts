import { API, ok } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { LikesService } from './service.ts';

export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  app.route({
    ...endpoint(API.like),
    handler: async (request) => {
      const result = await likes.setLike(requireUser(request), request.body);
      return ok(result, result.isLike ? '관심매물에 추가했습니다.' : '관심매물에서 삭제했습니다.');
    },
  });

  app.route({
    ...endpoint(API.likeList),
    handler: async (request) => {
      const { userNo, page, limit } = request.query;
      return ok(await likes.list(requireUser(request), userNo, page, limit));
    },
  });
};
