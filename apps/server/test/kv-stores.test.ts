import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { ERRORS } from '@ansim/domain/contract';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { AppError } from '../src/errors.ts';
import { rateLimitOptions } from '../src/platform/kv/rate-limit-store.ts';
import { connectRedis, RedisUnavailableError } from '../src/platform/kv/redis.ts';
import { registerEnvelopeErrors } from '../src/plugins/envelope-errors.ts';

/**
 * The rate-limit counts live in this process's memory, or in Redis when REDIS_URL is set
 * (platform/kv/rate-limit-store.ts). One table of behaviours runs against both stores, so that switching
 * Redis on changes where the counts are kept and nothing else.
 *
 * Redis is the machine's (REDIS_URL, else 127.0.0.1:6379, which CI runs). When it does not answer, the
 * Redis half is skipped with a message; the memory half always runs.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** This run's keys, deleted at the end; parallel runs on one Redis never meet. */
const PREFIX = `ansim-test-kv-${randomUUID().slice(0, 8)}:`;

const redisUp = await connectRedis({ url: REDIS_URL, keyPrefix: PREFIX }, { connectTimeoutMs: 1_000 }).then(
  (probe) => {
    probe.disconnect();
    return true;
  },
  () => false,
);
if (!redisUp) console.warn(`kv-stores: Redis at ${REDIS_URL} did not answer, so its tests are skipped`);

const clients: Redis[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const client of clients) client.disconnect();
  if (!redisUp) return;
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const WINDOW_MS = 600;
const failures: Error[] = [];

/** Routes with limits as the product declares them, and two createRateLimit limiters like voices' own. */
async function limitedApp(redis: Redis | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerEnvelopeErrors(app);
  await app.register(
    rateLimit,
    rateLimitOptions(redis, (error) => failures.push(error)),
  );
  const limited = { config: { rateLimit: { max: 3, timeWindow: WINDOW_MS } } };
  app.get('/a', limited, async () => ({ code: 1 }));
  app.get('/b', limited, async () => ({ code: 1 }));
  app.get('/burst', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async () => ({ code: 1 }));
  app.get('/open', async () => ({ code: 1 }));
  const limiter = (name: string) =>
    app.createRateLimit({
      max: 2,
      timeWindow: 60_000,
      keyGenerator: (request) => `${name}:${String(request.headers['x-user'])}`,
    });
  const comments = limiter('comment');
  const reports = limiter('report');
  app.get('/limiters', async (request) => {
    const which = request.headers['x-limiter'] === 'report' ? reports : comments;
    const peek = request.headers['x-peek'] === '1';
    const result = await which(request, peek ? { increment: false } : undefined);
    if (!peek && !result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED');
    return { code: 1, entity: { remaining: result.isAllowed ? null : result.remaining } };
  });
  await app.ready();
  apps.push(app);
  return app;
}

let addressSeq = 0;
/** A fresh client address per test, so that no test meets another's counts. */
const newAddress = () => `10.91.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
const hit = (
  app: FastifyInstance,
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, remoteAddress, headers });

interface StoreUnderTest {
  name: string;
  /** A fresh app on this store; with Redis, each its own client, as each process has. */
  app(): Promise<FastifyInstance>;
  /** Whether two apps (processes) on this store count into one window. */
  shared: boolean;
}

const memory: StoreUnderTest = { name: 'memory', app: () => limitedApp(null), shared: false };
const redis: StoreUnderTest = {
  name: 'redis',
  async app() {
    const client = await connectRedis({ url: REDIS_URL, keyPrefix: PREFIX });
    clients.push(client);
    return limitedApp(client);
  },
  shared: true,
};

for (const store of [memory, redis]) {
  describe.skipIf(store === redis && !redisUp)(`rate-limit counts in ${store.name}`, () => {
    it('allows max calls per address in a window, then answers the 429 envelope', async () => {
      const app = await store.app();
      const from = newAddress();
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await hit(app, '/a', from);
        expect(res.statusCode).toBe(200);
        remaining.push(String(res.headers['x-ratelimit-remaining']));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await hit(app, '/a', from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: ERRORS.RATE_LIMITED.code,
        message: ERRORS.RATE_LIMITED.message,
        entity: null,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    });

    it('counts each address and each route apart', async () => {
      const app = await store.app();
      const from = newAddress();
      for (let i = 0; i < 4; i++) await hit(app, '/a', from);
      expect((await hit(app, '/a', from)).statusCode).toBe(429);
      expect((await hit(app, '/a', newAddress())).statusCode).toBe(200);
      expect((await hit(app, '/b', from)).statusCode).toBe(200);
    });

    it('starts over once the window has passed', async () => {
      const app = await store.app();
      const from = newAddress();
      for (let i = 0; i < 3; i++) expect((await hit(app, '/a', from)).statusCode).toBe(200);
      expect((await hit(app, '/a', from)).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
      expect((await hit(app, '/a', from)).statusCode).toBe(200);
    });

    it('counts concurrent calls exactly: 40 at once against a limit of 10 let 10 through', async () => {
      const app = await store.app();
      const from = newAddress();
      const answers = await Promise.all(Array.from({ length: 40 }, () => hit(app, '/burst', from)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    });

    it('keeps createRateLimit limiters apart by their key names, and a peek counts nothing', async () => {
      const app = await store.app();
      const user = { 'x-user': randomUUID() };
      const peek = { ...user, 'x-peek': '1' };
      for (let i = 0; i < 5; i++)
        expect((await hit(app, '/limiters', newAddress(), peek)).json().entity.remaining).toBe(2);
      expect((await hit(app, '/limiters', newAddress(), user)).statusCode).toBe(200);
      expect((await hit(app, '/limiters', newAddress(), user)).statusCode).toBe(200);
      expect((await hit(app, '/limiters', newAddress(), user)).statusCode).toBe(429);
      expect((await hit(app, '/limiters', newAddress(), peek)).json().entity.remaining).toBe(0);
      // The same user on the other limiter has its own count.
      const reports = { ...user, 'x-limiter': 'report' };
      expect((await hit(app, '/limiters', newAddress(), reports)).statusCode).toBe(200);
    });

    it(`${store.shared ? 'shares' : 'does not share'} one window between two processes`, async () => {
      const [first, second] = [await store.app(), await store.app()];
      const from = newAddress();
      for (let i = 0; i < 2; i++) expect((await hit(first, '/a', from)).statusCode).toBe(200);
      expect((await hit(second, '/a', from)).statusCode).toBe(200);
      // Three calls were made from the address; only a shared count knows.
      expect((await hit(second, '/a', from)).statusCode).toBe(store.shared ? 429 : 200);
      expect((await hit(first, '/a', from)).statusCode).toBe(store.shared ? 429 : 200);
    });
  });
}

/** A TCP hop to Redis that can stop passing bytes, as a hung Redis (or a dropped network) would. */
async function freezableProxy(target: URL): Promise<{ url: string; freeze(): void; close(): void }> {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
    for (const socket of [client, upstream]) socket.on('error', () => socket.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.skipIf(!redisUp)('rate-limit keys in Redis', () => {
  it('start with the deployment prefix and name the route or limiter, expiring with the window', async () => {
    const app = await redis.app();
    const from = newAddress();
    const user = randomUUID();
    await hit(app, '/a', from);
    await hit(app, '/limiters', from, { 'x-user': user });
    const admin = new Redis(REDIS_URL);
    const routeKey = `${PREFIX}rl:GET/a-${from}`;
    const limiterKey = `${PREFIX}rl:limiter-comment:${user}`;
    expect(await admin.get(routeKey)).toBe('1');
    expect(await admin.get(limiterKey)).toBe('1');
    const ttl = await admin.pttl(routeKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    await admin.quit();
  });
});

describe.skipIf(!redisUp)('when Redis fails', () => {
  it('answers a limited call 503 in Korean within two seconds once Redis hangs, without its cause', async () => {
    const proxy = await freezableProxy(new URL(REDIS_URL));
    const client = await connectRedis({ url: proxy.url, keyPrefix: PREFIX });
    clients.push(client);
    const app = await limitedApp(client);
    const from = newAddress();
    expect((await hit(app, '/a', from)).statusCode).toBe(200);
    proxy.freeze();
    failures.length = 0;
    const started = Date.now();
    const res = await hit(app, '/a', from);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: ERRORS.UNAVAILABLE.code,
      message: ERRORS.UNAVAILABLE.message,
      entity: null,
    });
    expect(res.body).not.toMatch(/timed out|redis|ECONN/i);
    // The cause is handed to the log instead.
    expect(failures.map((e) => e.message).join()).toMatch(/timed out/i);
    // A call without a limit does not need Redis.
    expect((await hit(app, '/open', from)).statusCode).toBe(200);
    proxy.close();
  });

  it('answers 503 at once when the connection is gone, for route limits and createRateLimit alike', async () => {
    const client = await connectRedis({ url: REDIS_URL, keyPrefix: PREFIX });
    const app = await limitedApp(client);
    client.disconnect();
    const started = Date.now();
    expect((await hit(app, '/a', newAddress())).statusCode).toBe(503);
    expect((await hit(app, '/limiters', newAddress(), { 'x-user': 'u' })).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('Redis at start-up', () => {
  it('refuses a Redis that does not answer, naming REDIS_URL and hiding its password', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const started = Date.now();
    const refusal = await connectRedis({ url: `redis://:s3cret@127.0.0.1:${port}`, keyPrefix: PREFIX }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RedisUnavailableError);
    expect(String((refusal as Error).message)).toMatch(/^REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1/);
    expect(String((refusal as Error).message)).not.toContain('s3cret');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads REDIS_URL and REDIS_KEY_PREFIX, and refuses what is not a Redis URL', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'ansim:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380', REDIS_KEY_PREFIX: 'blue:' }).redis).toEqual(
      {
        url: 'rediss://cache.example:6380',
        keyPrefix: 'blue:',
      },
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
