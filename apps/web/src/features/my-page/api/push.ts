import type { PushSubscribeBody, PushUnsubscribeBody } from '@ansim/domain/contract';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** The push switch's calls, loaded with /myPage/alarm only. */
const PUSH_ROUTES = routeTable({
  pushKey: { method: 'GET', path: '/api/push/key' },
  pushSubscribe: { method: 'POST', path: '/api/push/subscribe' },
  pushUnsubscribe: { method: 'POST', path: '/api/push/unsubscribe' },
});

/** GET /api/push/key: the VAPID public key, or null when the server sends no Web Push. */
export async function getPushKey(): Promise<string | null> {
  return unwrap(await call(PUSH_ROUTES.pushKey, {}, { spinner: false })).publicKey;
}

export async function subscribePush(body: PushSubscribeBody): Promise<void> {
  unwrap(await call(PUSH_ROUTES.pushSubscribe, { body }, { spinner: false }));
}

export async function unsubscribePush(body: PushUnsubscribeBody): Promise<void> {
  unwrap(await call(PUSH_ROUTES.pushUnsubscribe, { body }, { spinner: false }));
}
