import type { PushConfig } from '../../config.ts';
import { fcmSender } from './fcm.ts';
import { localPushSender, type PushSenders } from './sender.ts';
import { webPushSender } from './web-push.ts';

export * from './endpoints.ts';
export * from './sender.ts';

/** The configured drivers; each kind without its keys records to push_outbox. */
export const pushSendersFrom = (config: PushConfig): PushSenders => ({
  web: config.vapid ? webPushSender(config.vapid) : localPushSender,
  fcm: config.fcm ? fcmSender(config.fcm) : localPushSender,
});
