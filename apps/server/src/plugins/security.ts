import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows what the web app needs (its own scripts, inline styles from React,
 * images from data/blob URLs, MapLibre's blob workers) and nothing from other origins but the map tiles'
 * origin when one is configured.
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
  });
}
