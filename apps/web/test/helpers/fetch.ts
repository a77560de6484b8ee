import type { Envelope } from '@ansim/domain/contract';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export const envelopeResponse = <T>(
  envelope: Envelope<T>,
  init: ResponseInit & { headers?: Record<string, string> } = {},
) =>
  new Response(JSON.stringify(envelope), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

export const ok = <T>(entity: T) => envelopeResponse({ code: 1, message: '성공', entity });

/**
 * Replaces fetch. Unless a test says otherwise every call succeeds with an empty list, so screens that
 * load in the background (codes on /main, the account check) stay quiet.
 */
export function mockFetch(responder: Responder = () => ok([])) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    return responder(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
