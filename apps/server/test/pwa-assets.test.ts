import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The installable web app's files as the server sends them (P12 item 5): the service worker must be
 * revalidated on every check (a worker cached for a year would pin users to an old build), the manifest
 * must carry its own media type, the worker's precache of the shell must get a 200 page, and the CSP must
 * let the page start the worker and read the manifest.
 */

let ctx: TestContext;
let webDist: string;

const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>안심방</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SW_JS = `self.addEventListener('fetch', () => {});\n`.repeat(60);
const MANIFEST = JSON.stringify({ name: '안심방', short_name: '안심방', start_url: '/main', icons: [] });

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
  fs.writeFileSync(path.join(webDist, file), content);
};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-pwa-'));
  write('index.html', INDEX_HTML);
  write('sw.js', SW_JS);
  // As the build's compression leaves them: sent in place of their file, never at an address of their own.
  write('sw.js.br', zlib.brotliCompressSync(SW_JS));
  write('manifest.webmanifest', MANIFEST);
  write('manifest.webmanifest.gz', zlib.gzipSync(MANIFEST));
  write('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('assets/index-abc123.js', 'export {};\n');
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the service worker', () => {
  it('is JavaScript, revalidated on every use and never cached for a year', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['cache-control'])).not.toMatch(/max-age|immutable/);
    expect(res.body).toBe(SW_JS);
  });

  it('is sent as its brotli sibling with the same caching', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SW_JS);
  });

  it('has no address for its compressed sibling', async () => {
    const res = await get('/sw.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });

  it('gets the shell it precaches as a 200 page (the root, with its revision in the query)', async () => {
    const res = await get('/?__WB_REVISION__=0123abcd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe('the web app manifest and icons', () => {
  it('is sent as application/manifest+json, revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body)).toMatchObject({ short_name: '안심방', start_url: '/main' });
  });

  it('is sent gzipped to a client that takes it, with the same media type', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(MANIFEST);
  });

  it('has PNG icons', async () => {
    const res = await get('/icons/icon-192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('the content security policy', () => {
  const directives = async (): Promise<Map<string, string[]>> => {
    const csp = String((await get('/main')).headers['content-security-policy'] ?? '');
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name = '', ...values]) => [name, values]),
    );
  };

  it('lets the page start a worker of its own origin', async () => {
    const csp = await directives();
    expect(csp.get('worker-src')).toContain("'self'");
  });

  it('lets the page read its own manifest and nobody else’s', async () => {
    const csp = await directives();
    const manifestSrc = csp.get('manifest-src') ?? csp.get('default-src');
    expect(manifestSrc).toEqual(["'self'"]);
  });
});
