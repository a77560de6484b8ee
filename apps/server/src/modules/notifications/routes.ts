import { totalPages } from '@ansim/domain';
import { API, NOTIFICATION_MESSAGES, type NotificationItem, ok, PUSH_MESSAGES } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { isAllowedPushEndpoint } from '../../platform/push/index.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PushRepo } from './push-repo.ts';
import type { NotificationRow, NotificationsRepo } from './repo.ts';

export interface PushSettings {
  /** The VAPID public key browsers subscribe with; null when Web Push is not configured. */
  publicKey: string | null;
  /** Push service hosts a browser subscription may name (config PUSH_ENDPOINT_HOSTS). */
  endpointHosts: readonly string[];
}

const toItem = (row: NotificationRow): NotificationItem => ({
  notificationNo: row.notificationNo,
  kind: row.kind as NotificationItem['kind'],
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The notification centre's data: the caller's own rows only. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsRepo;
  push: PushRepo;
  pushSettings: PushSettings;
}> = async (app, { notifications, push, pushSettings }) => {
  app.route({
    ...endpoint(API.notificationCount),
    handler: async (request) => {
      const caller = requireUser(request);
      return ok({ unreadCount: await notifications.unreadCount(caller.userNo) });
    },
  });

  app.route({
    ...endpoint(API.notificationReadAll),
    handler: async (request) => {
      const caller = requireUser(request);
      const updated = await notifications.markAllRead(caller.userNo);
      return ok({ updated, unreadCount: await notifications.unreadCount(caller.userNo) });
    },
  });

  app.route({
    ...endpoint(API.pushKey),
    handler: async () => ok({ publicKey: pushSettings.publicKey }),
  });

  app.route({
    ...endpoint(API.pushSubscribe),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireUser(request);
      const body = request.body;
      if (body.kind === 'WEB') {
        // Without VAPID keys no browser subscription could ever be pushed to.
        if (!pushSettings.publicKey) throw new AppError('VALIDATION', PUSH_MESSAGES.notConfigured);
        if (!isAllowedPushEndpoint(body.endpoint, pushSettings.endpointHosts))
          throw new AppError('VALIDATION', PUSH_MESSAGES.endpointRefused);
      }
      await push.subscribe(caller.userNo, body);
      return ok({ subscribed: true });
    },
  });

  app.route({
    ...endpoint(API.pushUnsubscribe),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireUser(request);
      return ok({ removed: await push.unsubscribe(caller.userNo, request.body) });
    },
  });

  app.route({
    ...endpoint(API.notificationList),
    handler: async (request) => {
      const caller = requireUser(request);
      const { page, limit } = request.query;
      const [rows, { total, unread }] = await Promise.all([
        notifications.list(caller.userNo, limit, (page - 1) * limit),
        notifications.counts(caller.userNo),
      ]);
      return ok({
        list: rows.map(toItem),
        pageInfo: { page, totalPage: totalPages(total, limit), totalRow: total },
        unreadCount: unread,
      });
    },
  });

  app.route({
    ...endpoint(API.notificationRead),
    handler: async (request) => {
      const caller = requireUser(request);
      const row = await notifications.markRead(caller.userNo, request.params.notificationNo);
      // Someone else's notification is as absent as a missing one.
      if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
      return ok(toItem(row));
    },
  });
};
