import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer of at least a kilobyte (the API's JSON, the pages' HTML, robots.txt
 * and the sitemaps), whichever the client prefers; smaller ones gain less than the work costs. The web
 * build's assets arrive precompressed at the highest level (web-app.ts): an answer that already carries a
 * Content-Encoding is left as it is, so nothing is encoded twice. Brotli runs at quality 4 on the fly,
 * where 11 would cost more time than the bytes it saves.
 *
 * Registered before any route: the plugin attaches itself to the routes declared after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies stay plain: no client of ours compresses them, and inflating them would be one more
    // way to send the server more bytes than the body limit admits.
    globalDecompression: false,
  });
}
