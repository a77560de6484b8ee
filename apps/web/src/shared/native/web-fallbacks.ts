import { MSG } from '../messages.ts';
import { done, type NativeResult, skipped } from './result.ts';

/** How a share ended in the browser: the system share sheet, or the text copied for the user to paste. */
export type ShareOutcome = 'shared' | 'copied';

export interface ShareContent {
  title?: string;
  text?: string;
  url?: string;
}

export interface Position {
  lat: number;
  lng: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Web Share where the browser has it (phones), else the clipboard (most desktops). */
export async function webShare(content: ShareContent): Promise<NativeResult<ShareOutcome>> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return done('web', 'shared');
    } catch (error) {
      // The user closing the share sheet is a choice, not a failure to fall back from.
      if (isAbort(error)) return skipped('web', 'cancelled');
    }
  }
  const text = [content.text, content.url].filter(Boolean).join('\n');
  if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return done('web', 'copied');
    } catch {
      return skipped('web', 'clipboard-denied');
    }
  }
  return skipped('web', 'no-share-or-clipboard');
}

/** Follows a link the way a tap would, so schemes like sms: reach the system handler. */
export function followLink(href: string, options: { download?: string; newTab?: boolean } = {}): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  if (options.download !== undefined) anchor.download = options.download;
  if (options.newTab) {
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
  }
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** RFC 5724 sms: URI; phones open their messaging app with the body filled in. */
export function smsHref(phone: string, body?: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return body ? `sms:${digits}?body=${encodeURIComponent(body)}` : `sms:${digits}`;
}

export function webShowSms(phone: string, body?: string): NativeResult<string> {
  const href = smsHref(phone, body);
  followLink(href);
  return done('web', href);
}

export function webBrowse(url: string): NativeResult<void> {
  // With noopener the browser returns null even when the tab opened, so the return value says nothing.
  window.open(url, '_blank', 'noopener,noreferrer');
  return done('web', undefined);
}

export function webDownload(url: string, fileName: string): NativeResult<void> {
  followLink(url, { download: fileName });
  return done('web', undefined);
}

/**
 * The browser's position, bounded by our own timer: the geolocation `timeout` option only starts counting
 * after the user answers the permission prompt, and the caller must never wait on a prompt.
 */
export function webCurrentPosition(timeoutMs: number): Promise<Position | null> {
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: Position | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => settle(null),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}

export type CameraPermission = 'granted' | 'denied' | 'prompt';

/** Browsers ask for the camera when a file input opens it; this only reports what the user already decided. */
export async function webCameraPermission(): Promise<NativeResult<CameraPermission>> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return done('web', status.state);
  } catch {
    // Firefox and older Safari cannot query the camera; the file input will ask.
    return done('web', 'prompt');
  }
}

/** For commands that only mean something inside the app (closing it, its settings screen, its splash). */
export const notInBrowser = <T>(command: string): NativeResult<T> =>
  skipped('web', `${command}: ${MSG.native.unsupportedInBrowser}`);
