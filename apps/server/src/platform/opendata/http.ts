/** How long a public API may take before the call is abandoned; the screen waits on it while the broker types. */
export const OPEN_DATA_TIMEOUT_MS = 3000;

/** A public API answered badly or not at all (after its retry); the caller falls back to the local driver. */
export class OpenDataUnavailable extends Error {
  constructor(
    readonly service: string,
    reason: string,
  ) {
    super(`${service}: ${reason}`);
    this.name = 'OpenDataUnavailable';
  }
}

export interface HttpOptions {
  /** Replaced in tests by a local server's fetch; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Pause before the one retry. */
  retryDelayMs?: number;
}

export interface RequestSpec {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const isRetryable = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError' || error.name === 'TypeError');

/**
 * JSON from a public API: a timeout on each attempt, one retry after a 5xx, a timeout or a dropped
 * connection (the public APIs of data.go.kr and V-World have brief outages), never after a 4xx, which
 * would only fail again. Anything else is OpenDataUnavailable.
 */
export async function fetchJson(
  service: string,
  url: string,
  spec: RequestSpec = {},
  { fetch: fetchFn = fetch, timeoutMs = OPEN_DATA_TIMEOUT_MS, retryDelayMs = 200 }: HttpOptions = {},
): Promise<unknown> {
  let lastReason = 'no answer';
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      const response = await fetchFn(url, {
        method: spec.method ?? 'GET',
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500) {
        lastReason = `HTTP ${response.status}`;
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) throw new OpenDataUnavailable(service, `HTTP ${response.status}`);
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // data.go.kr answers key and quota errors as XML even when JSON was asked for.
        throw new OpenDataUnavailable(service, `not JSON: ${text.slice(0, 120)}`);
      }
    } catch (error) {
      if (error instanceof OpenDataUnavailable) throw error;
      if (!isRetryable(error)) throw new OpenDataUnavailable(service, String(error));
      lastReason = error instanceof Error ? error.name : String(error);
    }
  }
  throw new OpenDataUnavailable(service, lastReason);
}

/** Reads a nested field of untyped JSON without `any`: path segments are object keys or array indexes. */
export function pick(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** An array, or the one object data.go.kr sends instead of a one-item array, or []. */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value !== null && typeof value === 'object' ? [value] : [];

export const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() || null : typeof value === 'number' ? String(value) : null;

export const asNumber = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/,/g, '').trim())
        : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
