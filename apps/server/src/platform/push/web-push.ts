import webpush from 'web-push';
import { errorText, type PushSender } from './sender.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push service may use (RFC 8292). */
  subject: string;
}

/** Seconds a push service keeps a push for an offline device. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` library: it encrypts the payload and signs the VAPID
 * header; the request itself goes out through fetch, so a time-out applies and a test's local http push
 * service can answer (the library's own sender speaks https only).
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return {
    driver: 'web-push',
    async send(target, payload) {
      if (target.kind !== 'WEB') return { status: 'FAILED', error: 'not a browser subscription' };
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
          },
        );
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          signal: AbortSignal.timeout(10_000),
          redirect: 'error',
        });
        // The body is never needed; reading it frees the connection.
        const text = await res.text().catch(() => '');
        if (res.status === 404 || res.status === 410) return { status: 'GONE' };
        if (!res.ok) return { status: 'FAILED', error: `HTTP ${res.status} ${text.slice(0, 200)}` };
        return { status: 'SENT' };
      } catch (error) {
        return { status: 'FAILED', error: errorText(error) };
      }
    },
  };
}

/** A new VAPID key pair (the operator's set-up, and tests). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
