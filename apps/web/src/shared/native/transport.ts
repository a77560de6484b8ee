/**
 * How the web app reaches the native shell. Three shells exist in the wild and each exposes a different
 * object; the rest of the app sees one `send`.
 */
export type TransportKind = 'react-native' | 'webkit' | 'android';

export interface NativeTransport {
  kind: TransportKind;
  send: (message: string) => void;
}

/** The WKWebView script-message handler and the Android JavaScript-interface object are registered under this name. */
export const NATIVE_HANDLER_NAME = 'ansim';

interface PostMessageTarget {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    ReactNativeWebView?: PostMessageTarget;
    webkit?: { messageHandlers?: Record<string, PostMessageTarget | undefined> };
    /** Android `addJavascriptInterface(bridge, "ansim")`. */
    ansim?: PostMessageTarget;
    /** Injected by the shell before the page loads: 0 on the first run after install, 1 afterwards. */
    nativeFirstInfo?: number | string;
    /** The shell calls `window.ansimNative.receive(message)` to answer or to announce an event. */
    ansimNative?: { receive: (message: unknown) => void };
  }
}

const hasPostMessage = (value: unknown): value is PostMessageTarget =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PostMessageTarget).postMessage === 'function';

export function detectTransport(win: Window = window): NativeTransport | null {
  const rn = win.ReactNativeWebView;
  if (hasPostMessage(rn)) return { kind: 'react-native', send: (message) => rn.postMessage(message) };
  const webkitHandler = win.webkit?.messageHandlers?.[NATIVE_HANDLER_NAME];
  if (hasPostMessage(webkitHandler))
    return { kind: 'webkit', send: (message) => webkitHandler.postMessage(message) };
  const android = win.ansim;
  if (hasPostMessage(android)) return { kind: 'android', send: (message) => android.postMessage(message) };
  return null;
}

export const isNativeApp = (win: Window = window): boolean => detectTransport(win) !== null;
