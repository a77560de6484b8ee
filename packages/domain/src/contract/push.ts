import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

/*
 * Push delivery of the notification centre (P12): a browser subscribes with the server's VAPID public key
 * and hands its Web Push subscription over; the app hands its device registration key (bridge
 * getRegistrationKey) with kind FCM. Bounds are the push_subscriptions columns'.
 */

export const PUSH_MESSAGES = {
  endpointRefused: '지원하지 않는 푸시 주소입니다.',
  notConfigured: '푸시 알림을 사용할 수 없습니다.',
} as const;

export const pushKeySchema = z.object({
  /** The VAPID public key (URL-safe base64) for PushManager.subscribe, or null when Web Push is off. */
  publicKey: z.string().nullable(),
});
export type PushKey = z.infer<typeof pushKeySchema>;
export const pushKeyResponseSchema = envelopeSchema(pushKeySchema);

const endpointSchema = z.url({ protocol: /^https?$/ }).max(1000);
const tokenSchema = z.string().trim().min(1).max(500);

export const pushSubscribeBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('WEB'),
    endpoint: endpointSchema,
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_=-]{20,200}$/),
      auth: z.string().regex(/^[A-Za-z0-9_=-]{8,100}$/),
    }),
  }),
  z.object({
    kind: z.literal('FCM'),
    token: tokenSchema,
    deviceId: z.string().trim().max(100).optional(),
  }),
]);
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.union([
  z.object({ endpoint: endpointSchema }),
  z.object({ token: tokenSchema }),
]);
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const pushSubscribeResponseSchema = envelopeSchema(z.object({ subscribed: z.boolean() }));
export const pushUnsubscribeResponseSchema = envelopeSchema(z.object({ removed: z.boolean() }));

export const notificationCountSchema = z.object({ unreadCount: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;
export const notificationCountResponseSchema = envelopeSchema(notificationCountSchema);

export const notificationReadAllResponseSchema = envelopeSchema(
  z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
);
