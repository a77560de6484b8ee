import { detectTransport } from './transport.ts';

/** Web → native: `{ command, id?, payload? }` as a JSON string. An `id` asks for an answer. */
export interface NativeRequest {
  command: string;
  id?: string;
  payload?: unknown;
}

/**
 * Native → web: an answer (`id` of the request plus `data`) or an event the shell raises on its own
 * (`event: 'back'` for the device back button, or a command name for late callbacks such as a location
 * update or the social sign-in result).
 */
export interface NativeMessage {
  id?: string;
  command?: string;
  event?: string;
  data?: unknown;
}

type Listener = (data: unknown, message: NativeMessage) => void;

const pending = new Map<string, (data: unknown) => void>();
const listeners = new Map<string, Set<Listener>>();
let nextId = 1;

function parseMessage(raw: unknown): NativeMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as NativeMessage;
  const named = typeof message.event === 'string' || typeof message.command === 'string';
  return named || typeof message.id === 'string' ? message : null;
}

/** Entry point for everything the shell says; safe to call with anything. */
export function receiveNativeMessage(raw: unknown): void {
  const message = parseMessage(raw);
  if (!message) return;
  if (message.id !== undefined) {
    const resolve = pending.get(message.id);
    if (resolve) {
      pending.delete(message.id);
      resolve(message.data);
      return;
    }
  }
  const name = message.event ?? message.command;
  if (name === undefined) return;
  for (const listener of listeners.get(name) ?? []) listener(message.data, message);
}

/** Subscribes to an event or a late callback from the shell; returns the unsubscribe function. */
export function onNativeMessage(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

let installed = false;

/**
 * Listens where the shells deliver: React Native's WebView fires `message` on `document` (Android) or
 * `window` (iOS); the others call `window.ansimNative.receive`. Messages from other origins (an embedded
 * frame) are ignored.
 */
export function installNativeReceiver(win: Window = window): void {
  if (installed) return;
  installed = true;
  const onMessage = (event: Event) => {
    if (!(event instanceof MessageEvent)) return;
    if (event.origin && event.origin !== win.location.origin) return;
    receiveNativeMessage(event.data);
  };
  win.addEventListener('message', onMessage);
  win.document.addEventListener('message', onMessage);
  win.ansimNative = { receive: receiveNativeMessage };
}

/** Sends a command without waiting. Returns false when there is no native shell. */
export function postNative(command: string, payload?: unknown): boolean {
  const transport = detectTransport();
  if (!transport) return false;
  const request: NativeRequest = payload === undefined ? { command } : { command, payload };
  transport.send(JSON.stringify(request));
  return true;
}

/** Sends a command and waits for its answer; null when there is no shell or it does not answer in time. */
export function requestNative<T>(command: string, payload: unknown, timeoutMs: number): Promise<T | null> {
  const transport = detectTransport();
  if (!transport) return Promise.resolve(null);
  installNativeReceiver();
  const id = `${command}-${nextId++}`;
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(null);
    }, timeoutMs);
    pending.set(id, (data) => {
      clearTimeout(timer);
      resolve(data as T);
    });
    const request: NativeRequest = payload === undefined ? { command, id } : { command, id, payload };
    transport.send(JSON.stringify(request));
  });
}

/** For tests: forget pending requests and listeners. */
export function resetNativeBridge(): void {
  pending.clear();
  listeners.clear();
}
