import { type Envelope, SUCCESS_CODE } from '@ansim/domain/contract';
import { useUserStore } from '../../stores/user-store.ts';
import { MSG } from '../messages.ts';
import { ApiError } from './api-error.ts';
import { beginLoading, type LoadingVariant } from './loading-store.ts';

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;
export type JsonBody = Record<string, unknown> | readonly unknown[];

export interface CallOptions {
  /** Which spinner to show while the call runs; `false` for background calls the user did not ask for. */
  spinner?: LoadingVariant | false;
  signal?: AbortSignal;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: JsonBody }
  | { kind: 'form'; value: URLSearchParams }
  | { kind: 'multipart'; value: FormData };

interface RequestSpec extends CallOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: QueryParams | undefined;
  body?: Body;
}

/** Same origin by default: the server serves the app, and Vite proxies the API paths in development. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export const TOKEN_HEADER = 'Authorization';
/** product.md §A7: every request says when it was made. */
export const REQUEST_TIME_HEADER = 'requestDateTime';

/** Local time with its offset, e.g. 2026-11-22T14:03:05+09:00, so the server sees the user's clock as is. */
export function formatRequestDateTime(date: Date): string {
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** Lists go as repeated keys (`types=SALE&types=RENT`); empty values are left out. */
export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** The id of the data block in which the server sends a page's first answers (first-answers.ts). */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * Answers the server embedded in the page's HTML, by the full URL of the GET they answer (as buildUrl builds
 * it). A cold visit would otherwise ask for the first list only once the app has run, a round trip more
 * before the first card's photo; the browser takes each answer once, so any later fetch of the URL (a
 * refetch, a retry) goes to the network. A URL the app builds differently (a signed-in viewer, a kept
 * filter, another order) never matches and goes to the network as before.
 */
const firstAnswers = new Map<string, string>();

/**
 * Takes the server's data block out of the document (it is read once, at start-up) into firstAnswers.
 * A block that does not parse is left unused: the calls go to the network.
 */
export function adoptFirstAnswers(doc: Document | undefined = globalThis.document): void {
  const block = doc?.getElementById(FIRST_ANSWERS_ID);
  if (!block) return;
  block.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent ?? '');
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
  for (const [url, envelope] of Object.entries(parsed)) firstAnswers.set(url, JSON.stringify(envelope));
}
adoptFirstAnswers();

/** The embedded answer's text under `key`, once. */
function takeEmbedded(key: string): string | undefined {
  const body = firstAnswers.get(key);
  firstAnswers.delete(key);
  return body;
}

/** The embedded answer to a GET of this URL, as the network would give it, once. */
function takeFirstAnswer(url: string): Response | undefined {
  const body = takeEmbedded(url);
  if (body === undefined) return undefined;
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/**
 * The embedded answer to a call, parsed, once; undefined when there is none. A call by another method than
 * GET is keyed `METHOD url` (a listing's detail is a PATCH) and is not answered in place of the call, as a
 * GET's is: the call also does something (a PATCH of a detail counts a view), so the screen draws this
 * while its call goes out. A GET's answer taken here is taken from the call: a screen that draws it in its
 * first render (as a query's initial data) sends no request for it.
 */
export function takeEmbeddedEnvelope(
  method: RequestSpec['method'],
  url: string,
): Envelope<unknown> | undefined {
  const body = takeEmbedded(method === 'GET' ? url : `${method} ${url}`);
  if (body === undefined) return undefined;
  const parsed: unknown = JSON.parse(body);
  return isEnvelope(parsed) ? parsed : undefined;
}

/** The headers of every call: member type, request time and, when signed in, the bearer token. */
export function buildHeaders(body: Body, method: RequestSpec['method']): Headers {
  const headers = new Headers({
    memberType: 'GUEST',
    userType: 'MEMBER',
    [REQUEST_TIME_HEADER]: formatRequestDateTime(new Date()),
  });
  // The browser must set the multipart boundary itself. A DELETE without a body must not claim JSON:
  // Fastify rejects an empty body that says it is JSON.
  if (body.kind === 'form') headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  else if (body.kind === 'json' || method === 'GET') headers.set('Content-Type', 'application/json');
  const token = useUserStore.getState().accessToken;
  if (token) headers.set(TOKEN_HEADER, `Bearer ${token}`);
  return headers;
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'number' &&
  typeof (value as { message?: unknown }).message === 'string';

/** The sign-in call and token rotation hand over a fresh token in the response header (product.md §A7). */
function takeToken(response: Response): void {
  const raw = response.headers.get(TOKEN_HEADER);
  if (!raw) return;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  if (token && token !== useUserStore.getState().accessToken) useUserStore.getState().setAccessToken(token);
}

/** Renews the access token from the httpOnly refresh cookie (the cookie's path is /api/auth). */
export const REFRESH_PATH = '/api/auth/refresh';
/** Calls whose 401 is an answer about the credentials sent, not about an expired token. */
const NO_REFRESH_PATHS: readonly string[] = ['/api/login', REFRESH_PATH];

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh for every call that found its token expired at the same moment: they all wait for it, then
 * retry with the new token. A refused refresh ends the session on this device.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(buildUrl(REFRESH_PATH), {
        method: 'POST',
        headers: buildHeaders({ kind: 'none' }, 'POST'),
        credentials: 'same-origin',
      });
      const parsed: unknown = await response.json().catch(() => null);
      if (!isEnvelope(parsed) || parsed.code !== SUCCESS_CODE || !response.headers.get(TOKEN_HEADER)) {
        useUserStore.getState().signOut();
        return false;
      }
      takeToken(response);
      return true;
    } catch {
      // No answer is no verdict: keep the session, the next call tries again.
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * One call. Resolves with the envelope whatever the HTTP status (4xx and 5xx carry an envelope too);
 * rejects with an ApiError only when there is no envelope to read. A 401 to a call that carried a token
 * (it expires after 15 minutes) refreshes the token and retries the call once.
 */
export async function request<T>({
  method,
  path,
  query,
  body = { kind: 'none' },
  spinner = 'default',
  signal,
}: RequestSpec): Promise<Envelope<T>> {
  const endLoading = spinner === false ? undefined : beginLoading(spinner);
  const url = buildUrl(path, query);
  const send = async (): Promise<Response> => {
    const embedded = method === 'GET' ? takeFirstAnswer(url) : undefined;
    if (embedded) return embedded;
    try {
      return await fetch(url, {
        method,
        headers: buildHeaders(body, method),
        body:
          body.kind === 'none' ? undefined : body.kind === 'json' ? JSON.stringify(body.value) : body.value,
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('network', MSG.error.network, { cause });
    }
  };
  try {
    const sentWithToken = useUserStore.getState().accessToken !== null;
    let response = await send();
    if (
      response.status === 401 &&
      sentWithToken &&
      !NO_REFRESH_PATHS.includes(path) &&
      (await refreshSession()) &&
      !signal?.aborted
    ) {
      response = await send();
    }
    takeToken(response);
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      throw new ApiError('transport', MSG.error.network, { status: response.status, cause });
    }
    if (!isEnvelope(parsed)) throw new ApiError('transport', MSG.error.network, { status: response.status });
    return parsed as Envelope<T>;
  } finally {
    endLoading?.();
  }
}

/** For query functions: the entity on code 1, else an ApiError carrying the server's code and message. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code === SUCCESS_CODE) return envelope.entity;
  throw new ApiError('business', envelope.message, { code: envelope.code });
}

export const isSuccess = (envelope: Envelope<unknown>): boolean => envelope.code === SUCCESS_CODE;

/** The helper styles of product.md §A7. POST and PATCH always send a JSON body, `{}` when there is nothing to say. */
export const api = {
  get: <T>(path: string, query?: QueryParams, options?: CallOptions) =>
    request<T>({ method: 'GET', path, query, ...options }),
  post: <T>(path: string, body: JsonBody = {}, options?: CallOptions & { query?: QueryParams }) =>
    request<T>({ method: 'POST', path, body: { kind: 'json', value: body }, ...options }),
  patch: <T>(path: string, body: JsonBody = {}, options?: CallOptions & { query?: QueryParams }) =>
    request<T>({ method: 'PATCH', path, body: { kind: 'json', value: body }, ...options }),
  postForm: <T>(path: string, fields: Record<string, string>, options?: CallOptions) =>
    request<T>({
      method: 'POST',
      path,
      body: { kind: 'form', value: new URLSearchParams(fields) },
      ...options,
    }),
  postMultipart: <T>(path: string, form: FormData, options?: CallOptions) =>
    request<T>({ method: 'POST', path, body: { kind: 'multipart', value: form }, ...options }),
  delete: <T>(path: string, query?: QueryParams, options?: CallOptions) =>
    request<T>({ method: 'DELETE', path, query, ...options }),
};
