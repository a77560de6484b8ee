import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** https as the client sees it: behind a proxy only when TRUST_PROXY lets X-Forwarded-Proto say so. */
export const servedOverHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** helmet's default max-age (a year), with subdomains. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with these options, found once: none of ours depends on the request (no nonce,
 * no function directive), and @fastify/helmet rebuilt helmet's middleware (its CSP parsed anew) on every
 * request, a few percent of the cost of a search answer.
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers on every answer (a route may override one: the file download sets its own CSP). The
 * CSP allows what the web app needs (its own scripts, inline styles from React, images from data/blob
 * URLs, MapLibre's blob workers) and nothing from other origins but the map tiles' origin when one is
 * configured. HSTS only on https: over plain http browsers ignore it (RFC 6797 §8.1), and a development
 * or LAN address must not be told to insist on https.
 */
export async function registerSecurity(app: FastifyInstance, mapTilesOrigin?: string): Promise<void> {
  const tiles = mapTilesOrigin ? [mapTilesOrigin] : [];
  const headers = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tiles],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as @fastify/helmet did: headers a route sets through the reply win over these.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && holdsSession(request, reply))
      reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}

/** What an answer about a person gets: no shared cache, and no browser cache, may keep it. */
const PRIVATE_NO_STORE = 'private, no-store';

/**
 * An answer to a signed-in caller (their profile, documents, ledger) or one that hands out a token (sign-in,
 * refresh) must not outlive the request in any cache: a shared computer's browser cache or a proxy would
 * otherwise keep someone's personal data or token (ASVS 8.1.1, 8.2.1). Answers to visitors stay cacheable,
 * and a route that chose its own policy (hashed images, crawler files) keeps it.
 */
const holdsSession = (request: FastifyRequest, reply: FastifyReply): boolean =>
  request.headers.authorization !== undefined || reply.hasHeader('authorization');
