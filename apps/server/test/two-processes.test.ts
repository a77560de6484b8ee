import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { socialAccounts, socialTickets, users } from '../src/db/schema/index.ts';
import { connectRedis } from '../src/platform/kv/redis.ts';
import { sha256 } from '../src/platform/tokens/access-token.ts';
import { listeningOrigin, spawnServer } from './child-server.ts';
import { openTestDb, TEST_JWT_SECRET } from './helpers.ts';
import { verifiedCode } from './sms-codes.ts';

/**
 * Two API processes behind one address (issue 19 §4): real `src/main.ts` children on this file's own
 * PostgreSQL database and one Redis, as two instances behind a load balancer. Whatever a client does on one
 * counts on the other: the sign-in lock-out, the per-address limits, the SMS limits and the one-time tickets.
 * Without REDIS_URL each process keeps its own per-address counts, which the last block shows.
 *
 * Needs PostgreSQL (DATABASE_URL / TEST_DATABASE_URL; PGlite cannot be opened by two processes) and Redis
 * (REDIS_URL, else 127.0.0.1:6379, which CI runs); without either it is skipped with a message.
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = inject('pgAdminUrl') !== null;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** This run's keys, deleted at the end; parallel runs on one Redis never meet. */
const PREFIX = `ansim-test-2p-${randomUUID().slice(0, 8)}:`;
const PASSWORD = 'ansim2580!';

const redisUp = await connectRedis({ url: REDIS_URL, keyPrefix: PREFIX }, { connectTimeoutMs: 1_000 }).then(
  (probe) => {
    probe.disconnect();
    return true;
  },
  () => false,
);
if (!onPostgres) console.warn('two-processes: no PostgreSQL server (DATABASE_URL), so it is skipped');
else if (!redisUp)
  console.warn(`two-processes: Redis at ${REDIS_URL} did not answer, so its half is skipped`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-two-processes-'));
let db: { handle: DbHandle; url?: string; dispose(): Promise<void> } | null = null;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  if (onPostgres) db = await openTestDb();
});
afterAll(async () => {
  await Promise.all([...children].map(stop));
  await db?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!redisUp) return;
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

interface Server {
  child: ChildProcess;
  origin: string;
}

/** `src/main.ts` on this file's database; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<Server> {
  if (!db?.url) throw new Error('no PostgreSQL database');
  const server = spawnServer(
    {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      // Behind the (imagined) load balancer: the client address comes from X-Forwarded-For.
      TRUST_PROXY: '1',
      ...env,
    },
    children,
  );
  return { child: server.child, origin: await listeningOrigin(server) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

let addressSeq = 0;
/** A client address of its own for each purpose, so that one check's counts never reach another's. */
const newAddress = () => `10.93.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

interface Envelope {
  code: number;
  message: string;
  entity: unknown;
}

async function call(
  server: Server,
  method: string,
  url: string,
  { from, body }: { from: string; body?: unknown },
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const login = (server: Server, id: string, password: string, from = newAddress()) =>
  call(server, 'POST', '/api/login', { from, body: { id, password } });

const sendCode = (server: Server, phone: string, from: string) =>
  call(server, 'POST', '/api/auth/send', { from, body: { phone, purpose: 'SIGN_UP' } });

async function userOf(loginId: string) {
  const [user] = await (db as NonNullable<typeof db>).handle.db
    .select()
    .from(users)
    .where(eq(users.loginId, loginId));
  if (!user) throw new Error(`no ${loginId} in the demo data`);
  return user;
}

describe.skipIf(!onPostgres || !redisUp)('two processes on one PostgreSQL and one Redis', () => {
  let first: Server;
  let second: Server;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
    // One after the other, as a rolling start does: each start-up migrates and seeds if needed.
    first = await startServer(env);
    second = await startServer(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map((server) => stop(server.child)));
  });

  it('locks an id after 3 wrong passwords on one process and 2 on the other, on both', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(first, 'user01', `wrong-${i}`)).body.code).toBe(ERRORS.LOGIN_FAILED.code);
    for (let i = 0; i < 2; i++)
      expect((await login(second, 'user01', `wrong-${i + 3}`)).body.code).toBe(ERRORS.LOGIN_FAILED.code);
    // The sixth attempt, with the right password, on either process.
    expect((await login(first, 'user01', PASSWORD)).body.code).toBe(ERRORS.LOGIN_LOCKED.code);
    expect((await login(second, 'user01', PASSWORD)).body.code).toBe(ERRORS.LOGIN_LOCKED.code);
    // Another id is not locked by it: the right password still signs broker01 in.
    expect((await login(second, 'broker01', PASSWORD)).body.code).toBe(1);
  });

  it('counts the sign-in limit of 20 a minute per address across both: the 21st call is refused', async () => {
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await login(i % 2 ? second : first, `ghost${i}`, PASSWORD, from));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    const refused = await login(first, 'ghost20', PASSWORD, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: ERRORS.RATE_LIMITED.code,
      message: ERRORS.RATE_LIMITED.message,
      entity: null,
    });
    expect((await login(second, 'ghost21', PASSWORD, from)).status).toBe(429);
    // Another address is not affected.
    expect((await login(second, 'ghost22', PASSWORD)).status).toBe(401);
  });

  it('counts SMS sends per address (10 in 10 minutes) and per phone (one a minute) across both', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) {
      const sent = await sendCode(i % 2 ? second : first, `0109300${String(i).padStart(4, '0')}`, from);
      expect(sent.body.code).toBe(1);
    }
    const eleventh = await sendCode(second, '01093009999', from);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe(ERRORS.RATE_LIMITED.code);
    // One phone, two addresses, two processes: the second code within the minute is refused.
    expect((await sendCode(first, '01093019999', newAddress())).body.code).toBe(1);
    const again = await sendCode(second, '01093019999', newAddress());
    expect(again.body.code).toBe(ERRORS.SMS_COOLDOWN.code);
  });

  it('spends a social sign-in ticket once: two processes redeeming it at once give one session', async () => {
    const broker = await userOf('broker03');
    const handle = (db as NonNullable<typeof db>).handle;
    await handle.db
      .insert(socialAccounts)
      .values({ joinType: 'K', providerUserId: 'two-proc-1', userNo: broker.userNo });
    const ticket = `two-processes-${randomUUID()}`;
    await handle.db.insert(socialTickets).values({
      ticketHash: sha256(ticket),
      joinType: 'K',
      providerUserId: 'two-proc-1',
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const redeem = (server: Server) =>
      call(server, 'POST', '/api/login', { from: newAddress(), body: { loginType: 'K', id: ticket } });
    const both = await Promise.all([redeem(first), redeem(second)]);
    expect(both.map((a) => a.body.code).sort()).toEqual([ERRORS.SOCIAL_TICKET_INVALID.code, 1].sort());
    expect((await redeem(first)).body.code).toBe(ERRORS.SOCIAL_TICKET_INVALID.code);
    expect((await redeem(second)).body.code).toBe(ERRORS.SOCIAL_TICKET_INVALID.code);
  });

  it('spends a password-reset ticket once: sent to both processes at once, one change goes through', async () => {
    const broker = await userOf('broker04');
    const phone = broker.phone as string;
    const verificationId = await verifiedCode(
      (db as NonNullable<typeof db>).handle.db,
      phone,
      'FIND_PASSWORD',
    );
    const started = await call(first, 'PATCH', '/api/find/password/broker04', {
      from: newAddress(),
      body: { phone, verificationId },
    });
    expect(started.body.code).toBe(1);
    const { resetTicket } = started.body.entity as { resetTicket: string };
    const change = (server: Server, password: string) =>
      call(server, 'POST', '/api/change/password', {
        from: newAddress(),
        body: { resetTicket, password, passwordConfirm: password },
      });
    // Sent to both processes at once: one change goes through, the other is refused like a replay.
    const both = await Promise.all([change(first, 'newpass2580!'), change(second, 'other2580!')]);
    expect(both.map((a) => a.body.code).sort()).toEqual([ERRORS.VALIDATION.code, 1].sort());
    const winner = both[0]?.body.code === 1 ? 'newpass2580!' : 'other2580!';
    const loser = winner === 'newpass2580!' ? 'other2580!' : 'newpass2580!';
    expect((await change(first, 'third2580!')).status).toBe(400);
    expect((await login(first, 'broker04', winner)).body.code).toBe(1);
    expect((await login(second, 'broker04', loser)).body.code).toBe(ERRORS.LOGIN_FAILED.code);
  });
});

describe('a process whose REDIS_URL does not answer', () => {
  it('stops before opening the database, naming REDIS_URL and hiding the password', async () => {
    const ownDataDir = fs.mkdtempSync(path.join(dataDir, 'no-redis-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATA_DIR: ownDataDir,
        PORT: '0',
        JWT_SECRET: TEST_JWT_SECRET,
        // Port 1 on loopback: nothing listens there.
        REDIS_URL: 'redis://:s3cret@127.0.0.1:1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/? did not answer/);
    expect(stderr).not.toContain('s3cret');
    // It stopped before the embedded database was made in DATA_DIR.
    expect(fs.readdirSync(ownDataDir)).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('two processes without Redis', () => {
  let first: Server;
  let second: Server;
  beforeAll(async () => {
    first = await startServer({});
    second = await startServer({});
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map((server) => stop(server.child)));
  });

  it('keep their own per-address counts: the 21st sign-in is refused on one and let through on the other', async () => {
    const from = newAddress();
    for (let i = 0; i < 20; i++) expect((await login(first, `solo${i}`, PASSWORD, from)).status).toBe(401);
    expect((await login(first, 'solo20', PASSWORD, from)).status).toBe(429);
    expect((await login(second, 'solo21', PASSWORD, from)).status).toBe(401);
  });

  it('still share what PostgreSQL holds: the lock-out of an id', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? second : first, 'broker05', `wrong-${i}`)).body.code).toBe(
        ERRORS.LOGIN_FAILED.code,
      );
    expect((await login(second, 'broker05', PASSWORD)).body.code).toBe(ERRORS.LOGIN_LOCKED.code);
  });
});
