import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** https as the client sees it: behind a proxy only when TRUST_PROXY lets X-Forwarded-Proto say so. */
export const servedOverHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** helmet's default max-age (a year), with subdomains. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers. The CSP allows what the web app needs (its own scripts, inline styles from React,
 * images from data/blob URLs, MapLibre's blob workers) and nothing from other origins but the map tiles'
 * origin when one is configured. HSTS only on https: over plain http browsers ignore it (RFC 6797 §8.1),
 * and a development or LAN address must not be told to insist on https.
 */
export async function registerSecurity(app: FastifyInstance, mapTilesOrigin?: string): Promise<void> {
  const tiles = mapTilesOrigin ? [mapTilesOrigin] : [];
  await app.register(helmet, {
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
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS);
  });
}
