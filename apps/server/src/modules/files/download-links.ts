import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed download links (GET /common/download?fileId=…&token=…): the app's native side saves a file by URL
 * and has no session, so the signed-in web hands it a token that stands for that user and that file for a
 * few minutes. The token is `{userNo}.{expires}.{mac}`: an HMAC-SHA256 over the file, the user and the
 * expiry (seconds since the epoch), so none of the three can be changed, nor the token used for another file.
 * Nothing is stored: a link is checked by recomputing its MAC.
 */

export type DownloadLinkCheck =
  | { ok: true; userNo: number }
  /** invalid: altered, malformed, or another file's; expired: genuine but past its time. */
  | { ok: false; reason: 'invalid' | 'expired' };

const TOKEN = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createDownloadLinks(secret: string, ttlSeconds: number, now: () => number = Date.now) {
  // A key of its own, derived from the server's secret: a MAC made here is never valid anywhere else.
  const key = createHmac('sha256', secret).update('ansim download link v1').digest();
  const macOf = (fileId: string, userNo: number, expires: number) =>
    createHmac('sha256', key).update(`${fileId}\n${userNo}\n${expires}`).digest();

  return {
    sign(fileId: string, userNo: number): { token: string; expiresAt: Date } {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const mac = macOf(fileId, userNo, expires).toString('base64url');
      return { token: `${userNo}.${expires}.${mac}`, expiresAt: new Date(expires * 1000) };
    },

    /** The signature first: an altered expiry is `invalid`, never `expired`. */
    verify(fileId: string, token: string): DownloadLinkCheck {
      const parts = TOKEN.exec(token);
      if (!parts) return { ok: false, reason: 'invalid' };
      const userNo = Number(parts[1]);
      const expires = Number(parts[2]);
      const given = Buffer.from(parts[3]!, 'base64url');
      const expected = macOf(fileId, userNo, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      if (now() >= expires * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, userNo };
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
