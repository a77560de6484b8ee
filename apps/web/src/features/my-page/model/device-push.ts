import type { PushSubscribeBody } from '@ansim/domain/contract';
import { isNativeApp, native } from '../../../shared/native/index.ts';
import { getPushKey, subscribePush, unsubscribePush } from '../api/push.ts';

/*
 * "This device" for the push switch: a browser's Web Push subscription through the service worker
 * (src/sw.ts shows the pushes), or in the app the bridge's device registration key, sent as kind FCM.
 */

/** The app's registration key last sent, so that the switch can show it and turn it off. */
const APP_TOKEN_KEY = 'ansim.pushToken';

export type PushDevice =
  | { kind: 'app' }
  | { kind: 'browser'; registration: ServiceWorkerRegistration; publicKey: string }
  | null;

const READY_TIMEOUT_MS = 5_000;

/** The service worker's registration, or null when the page has none within a few seconds. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const { serviceWorker } = navigator;
  if (!serviceWorker) return null;
  const existing = await serviceWorker.getRegistration('/').catch(() => undefined);
  if (!existing) return null;
  return Promise.race([
    serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS)),
  ]);
}

/**
 * Which push this device can take: the app always (its key goes to FCM or the server's outbox); a browser
 * only with Push API support, a registered service worker and a server key. Null hides the switch.
 */
export async function detectPushDevice(): Promise<PushDevice> {
  if (isNativeApp()) return { kind: 'app' };
  if (!('PushManager' in window) || !('Notification' in window)) return null;
  const [publicKey, registration] = await Promise.all([getPushKey().catch(() => null), workerRegistration()]);
  if (!publicKey || !registration) return null;
  return { kind: 'browser', registration, publicKey };
}

/**
 * Whether this device receives pushes now. A browser's existing subscription is handed to the server
 * again, so that it belongs to whoever is signed in here now.
 */
export async function isSubscribed(device: Exclude<PushDevice, null>): Promise<boolean> {
  if (device.kind === 'app') return localStorage.getItem(APP_TOKEN_KEY) !== null;
  const subscription = await device.registration.pushManager.getSubscription();
  if (!subscription) return false;
  await subscribePush(toBody(subscription)).catch(() => undefined);
  return true;
}

const toBody = (subscription: PushSubscription): PushSubscribeBody => {
  const json = subscription.toJSON();
  return {
    kind: 'WEB',
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};

/** The browser's key in the form PushManager.subscribe takes. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export type TurnOnResult = 'on' | 'denied' | 'no-key';

export async function turnOn(device: Exclude<PushDevice, null>): Promise<TurnOnResult> {
  if (device.kind === 'app') {
    const info = await native.getRegistrationKey();
    if (!info.ok || !info.value.pushToken) return 'no-key';
    await subscribePush({
      kind: 'FCM',
      token: info.value.pushToken,
      ...(info.value.deviceId ? { deviceId: info.value.deviceId.slice(0, 100) } : {}),
    });
    localStorage.setItem(APP_TOKEN_KEY, info.value.pushToken);
    return 'on';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const subscription = await device.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(device.publicKey),
  });
  await subscribePush(toBody(subscription));
  return 'on';
}

export async function turnOff(device: Exclude<PushDevice, null>): Promise<void> {
  if (device.kind === 'app') {
    const token = localStorage.getItem(APP_TOKEN_KEY);
    if (token) await unsubscribePush({ token });
    localStorage.removeItem(APP_TOKEN_KEY);
    return;
  }
  const subscription = await device.registration.pushManager.getSubscription();
  if (!subscription) return;
  await unsubscribePush({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * Before sign-out: the server forgets this device's push address, so the next person signed in here does
 * not get the previous account's pushes. The browser keeps its subscription (its opt-in was the device's,
 * and the next account's switch reuses it). Best effort: a failure must not stop the sign-out.
 */
export async function detachDevicePush(): Promise<void> {
  try {
    if (isNativeApp()) {
      const token = localStorage.getItem(APP_TOKEN_KEY);
      if (token) await unsubscribePush({ token });
      localStorage.removeItem(APP_TOKEN_KEY);
      return;
    }
    const registration = await navigator.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    if (subscription) await unsubscribePush({ endpoint: subscription.endpoint });
  } catch {
    // Offline, no worker, or the server refused: the sign-out goes on.
  }
}
