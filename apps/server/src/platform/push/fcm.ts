import { importPKCS8, SignJWT } from 'jose';
import type { FcmServiceAccount } from '../../config.ts';
import { errorText, type PushSender } from './sender.ts';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is renewed this long before Google's expiry, so a send never carries an expired one. */
const RENEW_MARGIN_MS = 60_000;

interface AccessToken {
  value: string;
  expiresAt: number;
}

/**
 * The app's pushes through Firebase Cloud Messaging's HTTP v1 API: an OAuth 2.0 access token from the
 * service account's signed JWT (RFC 7523), then one `messages:send` per device registration key. A 404
 * (UNREGISTERED) or 410 means the app was removed or the key replaced: the caller deletes the key.
 */
export function fcmSender({
  serviceAccount,
  apiUrl,
}: {
  serviceAccount: FcmServiceAccount;
  apiUrl: string;
}): PushSender {
  let token: AccessToken | null = null;
  let pending: Promise<AccessToken> | null = null;

  async function fetchToken(): Promise<AccessToken> {
    const key = await importPKCS8(serviceAccount.privateKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccount.clientEmail)
      .setAudience(serviceAccount.tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const res = await fetch(serviceAccount.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !answer.access_token) throw new Error(`FCM token: HTTP ${res.status}`);
    return { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000 };
  }

  /** One token request at a time; concurrent sends share it. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - RENEW_MARGIN_MS > Date.now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    token = await pending;
    return token.value;
  }

  return {
    driver: 'fcm',
    async send(target, payload) {
      if (target.kind !== 'FCM') return { status: 'FAILED', error: 'not a device registration key' };
      try {
        const bearer = await accessToken();
        const res = await fetch(
          `${apiUrl}/v1/projects/${encodeURIComponent(serviceAccount.projectId)}/messages:send`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              message: {
                token: target.token,
                notification: { title: payload.title, body: payload.body },
                // FCM's data values are strings only.
                data: {
                  notificationNo: String(payload.notificationNo),
                  kind: payload.kind,
                  link: payload.link ?? '',
                },
              },
            }),
            signal: AbortSignal.timeout(10_000),
          },
        );
        const text = await res.text().catch(() => '');
        if (res.status === 404 || res.status === 410) return { status: 'GONE' };
        if (res.status === 401) token = null;
        if (!res.ok) return { status: 'FAILED', error: `HTTP ${res.status} ${text.slice(0, 200)}` };
        return { status: 'SENT' };
      } catch (error) {
        return { status: 'FAILED', error: errorText(error) };
      }
    },
  };
}
