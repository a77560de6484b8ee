import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC } from '@ansim/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ko"><title>안심방</title></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist });
  // Every route declares its access rule (plugins/access-guard.ts), a test's own included.
  ctx.app.get('/api/test/boom', { config: { access: PUBLIC } }, async () => {
    throw new Error('secret database detail');
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('envelope and errors', () => {
  it('reports health with the database checked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      message: '성공',
      entity: { status: 'ok', database: 'ok', version: expect.any(String) },
    });
  });

  it('answers an unknown API path with a Korean 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: -404, message: '요청하신 정보를 찾을 수 없습니다.', entity: null });
  });

  it('hides the cause of a 500 from the client', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ code: -500, entity: null });
  });

  it('turns a malformed JSON body into a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: -400, message: '요청 본문의 JSON 형식이 올바르지 않습니다.' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('map tiles', () => {
  it('lets the configured tile origin through the CSP, and nothing else', async () => {
    const tiled = await createTestApp({
      env: { MAP_TILES_ORIGIN: 'https://tiles.example.com/{z}/{x}/{y}.png' },
    });
    try {
      const csp = (await tiled.app.inject({ method: 'GET', url: '/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.com/);
    } finally {
      await tiled.close();
    }
    const csp = (await ctx.app.inject({ method: 'GET', url: '/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).not.toContain('tiles.example.com');
  });
});

describe('web app and docs', () => {
  it('serves the single-page app for client routes, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/search/list?saleAddr=강남구' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('안심방');
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer API paths with the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json<{ info: { title: string }; paths: Record<string, unknown> }>();
    expect(doc.info.title).toBe('안심방 API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/common/codeList', '/common/subwayList']),
    );
  });
});
