import { API, ok, VOICE_MESSAGES } from '@ansim/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { VoicesService } from './service.ts';

/*
 * Abuse limits (issue 14 §6). Per address, every attempt counts (config.rateLimit, before the body is read).
 * Per user, only what was written counts: a duplicate costs one indexed statement and is refused by the
 * database anyway, while a user spreading comments over many listings (to farm the reward) or reports is
 * what the limit is for.
 */
export const VOICE_LIMITS = {
  /** Per address, every call that writes. */
  writesPerAddress: { max: 60, timeWindow: '1 minute' },
  /** Per address, the existence checks and the public list. */
  readsPerAddress: { max: 120, timeWindow: '1 minute' },
  /** Per user, new comments. */
  commentsPerUser: { max: 10, timeWindow: '10 minutes' },
  /** Per user, new reports. */
  reportsPerUser: { max: 5, timeWindow: '10 minutes' },
} as const;

export const VOICE_LIMIT_MESSAGES = {
  comments: '코멘트는 10분에 10개까지 남길 수 있습니다. 잠시 후 다시 시도해주세요.',
  reports: '신고는 10분에 5번까지 할 수 있습니다. 잠시 후 다시 시도해주세요.',
} as const;

type UserLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Refuses when the user's window is full, runs the write, and counts it only when it succeeded. */
async function countedWrite<T>(
  limiter: UserLimiter,
  request: FastifyRequest,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  const peek = await limiter(request, { increment: false });
  if (!peek.isAllowed && peek.remaining <= 0) throw new AppError('RATE_LIMITED', message);
  const result = await write();
  await limiter(request);
  return result;
}

export const voicesRoutes: FastifyPluginAsyncZod<{ voices: VoicesService }> = async (app, { voices }) => {
  const commentsOfUser = app.createRateLimit({
    ...VOICE_LIMITS.commentsPerUser,
    keyGenerator: (request) => `voice-comment:${request.auth?.userNo ?? 0}`,
  });
  const reportsOfUser = app.createRateLimit({
    ...VOICE_LIMITS.reportsPerUser,
    keyGenerator: (request) => `voice-report:${request.auth?.userNo ?? 0}`,
  });

  app.route({
    ...endpoint(API.commentCheck),
    config: { rateLimit: VOICE_LIMITS.readsPerAddress },
    handler: async (request) => ok(await voices.commentCheck(requireUser(request), request.body)),
  });

  app.route({
    ...endpoint(API.commentInsert),
    config: { rateLimit: VOICE_LIMITS.writesPerAddress },
    handler: async (request) => {
      const caller = requireUser(request);
      const saved = await countedWrite(commentsOfUser, request, VOICE_LIMIT_MESSAGES.comments, () =>
        voices.commentInsert(caller, request.body),
      );
      return ok(saved, VOICE_MESSAGES.commentSaved);
    },
  });

  app.route({
    ...endpoint(API.commentList),
    config: { rateLimit: VOICE_LIMITS.readsPerAddress },
    handler: async (request) => ok(await voices.commentList(request.auth, request.query)),
  });

  app.route({
    ...endpoint(API.reportCheck),
    config: { rateLimit: VOICE_LIMITS.readsPerAddress },
    handler: async (request) => ok(await voices.reportCheck(requireUser(request), request.body)),
  });

  app.route({
    ...endpoint(API.reportInsert),
    config: { rateLimit: VOICE_LIMITS.writesPerAddress },
    handler: async (request) => {
      const caller = requireUser(request);
      const saved = await countedWrite(reportsOfUser, request, VOICE_LIMIT_MESSAGES.reports, () =>
        voices.reportInsert(caller, request.body),
      );
      return ok(saved, VOICE_MESSAGES.reportSaved);
    },
  });
};
