import type { IncomingHttpHeaders } from 'node:http';

/**
 * Query parameters that carry a secret wherever they appear: a download link's token (the file for five
 * minutes, without a session), the social sign-in's one-time ticket, and the OAuth state.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['token', 'ticket', 'state']);

/**
 * `code` is a secret on two paths only: the SMS code the spec sends as a query (GET /api/auth/match) and the
 * provider's authorization code on the OAuth callback. Elsewhere a `code` is a region or a code table's.
 */
const SECRET_CODE_PATHS = /^\/api\/auth\/(?:match|social\/[^/]+\/callback)\/?$/;

const REDACTED = '[REDACTED]';

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The request's URL as the log keeps it: the values of secret query parameters replaced, so that access
 * logs, which outlive the five-minute link and the thirty-minute ticket and reach more people than the
 * database, never hold a usable credential (ASVS 3.1.1, 7.1.1, 13.1.3). Everything else stays as it came.
 */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  const codeIsSecret = SECRET_CODE_PATHS.test(decoded(path));
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = decoded(pair.slice(0, equals));
      const secret = SECRET_PARAMS.has(name) || (codeIsSecret && name === 'code');
      return secret ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    });
  return `${path}?${pairs.join('&')}`;
}

/** What Fastify hands the `req` serializer: its request, whose fields the default serializer reads. */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own `req` serializer (lib/logger-pino.js), with the URL's secrets redacted. */
export function requestForLog(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : urlForLog(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
