import {
  createDecipheriv,
  createECDH,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { notifications, pushOutbox, pushSubscriptions, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { drainNotifications } from '../src/modules/notifications/delivery.ts';
import { notify } from '../src/modules/notifications/notify.ts';
import { createPushRepo, MAX_PUSH_DEVICES } from '../src/modules/notifications/push-repo.ts';
import { fcmSender } from '../src/platform/push/fcm.ts';
import { localPushSender, type PushSenders, pushSendersFrom } from '../src/platform/push/index.ts';
import { generateVapidKeys } from '../src/platform/push/web-push.ts';
import { outboxSender } from '../src/platform/sms/sender.ts';
import { openTestDb, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

/*
 * Push delivery (issue 16 part 4): browsers subscribe with the server's VAPID key and the delivery job posts
 * an encrypted Web Push message to their push service — here a local http server that decrypts it as a
 * browser would (RFC 8291) and checks the VAPID signature (RFC 8292). The app's device keys go through the
 * FCM HTTP v1 adapter against a local token and send endpoint, or to push_outbox when FCM is not configured.
 */

let ctx: TestContext;
let config: Config;
let senders: PushSenders;
const vapid = generateVapidKeys();

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
let pushOrigin = '';
let pushService: http.Server;

/** Paths starting /gone answer 410 (an unsubscribed browser), /missing 404, /broken 500; others 201. */
function startPushService(): Promise<void> {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      // Let a second drain run between the claim and this answer, as a real push service's latency would.
      setTimeout(() => {
        if (path.startsWith('/gone')) res.writeHead(410).end();
        else if (path.startsWith('/missing')) res.writeHead(404).end();
        else if (path.startsWith('/broken')) res.writeHead(500).end('oops');
        else res.writeHead(201).end();
      }, 5);
    });
  });
  return new Promise((resolve) => {
    pushService.listen(0, '127.0.0.1', () => {
      pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browser(path = `/push/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      kind: 'WEB' as const,
      endpoint: `${pushOrigin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    path,
  };
}
type Browser = ReturnType<typeof browser>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8188, RFC 8291) with the browser's keys. */
function decrypt(b: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = b.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(b.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: signed by our key, for the push service's origin (RFC 8292). */
async function verifyVapid(headers: http.IncomingHttpHeaders): Promise<void> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match, String(headers.authorization)).not.toBeNull();
  expect(match?.[2]).toBe(vapid.publicKey);
  const raw = Buffer.from(vapid.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match?.[1] ?? '', key, { audience: pushOrigin });
  expect(payload.sub).toBe('mailto:ops@ansim.test');
}

interface Caller {
  userNo: number;
  headers: Record<string, string>;
}
let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.31.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};
async function login(loginId: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: loginId, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, caller: Caller | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload ? { payload } : {}),
    remoteAddress: nextIp(),
  });
const entity = <T>(res: LightMyRequestResponse) => res.json<{ entity: T }>().entity;

let seq = 0;
async function newUser(settings: { isPushAlarm?: boolean; isInquiryAlarm?: boolean } = {}) {
  seq += 1;
  const [row] = await ctx.handle.db
    .insert(users)
    .values({
      loginId: `ps${String(seq).padStart(6, '0')}`,
      passwordHash: null,
      userType: 'GENERAL',
      status: 'ACTIVE',
      name: '푸시',
      phone: `0107${String(seq).padStart(7, '0')}`,
      isPushAlarm: settings.isPushAlarm ?? true,
      isInquiryAlarm: settings.isInquiryAlarm ?? true,
    })
    .returning({ userNo: users.userNo });
  return row!.userNo;
}

const subscriptionsOf = (userNo: number) =>
  ctx.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userNo, userNo));
const receivedAt = (b: Browser) => received.filter((r) => r.path === b.path);

let user01: Caller;
let broker01: Caller;

beforeAll(async () => {
  await startPushService();
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@ansim.test',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  });
  senders = pushSendersFrom(config.push);
  const { handle, dispose } = await openTestDb();
  // Delivery is driven by the tests, so each push is accounted for.
  const app = await buildApp({
    config,
    jwtSecret: TEST_JWT_SECRET,
    db: handle.db,
    deliverNotifications: false,
  });
  ctx = {
    app,
    handle,
    async close() {
      await app.close();
      await dispose();
    },
  };
  user01 = await login('user01');
  broker01 = await login('broker01');
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

describe('the push key', () => {
  it('is the configured VAPID public key, for anyone', async () => {
    const res = await call('GET', '/api/push/key', null);
    expect(res.statusCode).toBe(200);
    expect(entity<{ publicKey: string | null }>(res)).toEqual({ publicKey: vapid.publicKey });
  });

  it('is null without VAPID keys, and a browser subscription is then refused', async () => {
    const { handle, dispose } = await openTestDb();
    const bare = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      jwtSecret: TEST_JWT_SECRET,
      db: handle.db,
      deliverNotifications: false,
    });
    try {
      const key = await bare.inject({ method: 'GET', url: '/api/push/key' });
      expect(entity<{ publicKey: string | null }>(key)).toEqual({ publicKey: null });
      const signIn = await bare.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: 'user01', password: DEMO_PASSWORD },
      });
      const res = await bare.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: { authorization: signIn.headers.authorization as string },
        payload: browser().subscription,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: '푸시 알림을 사용할 수 없습니다.', entity: null });
    } finally {
      await bare.close();
      await dispose();
    }
  });
});

describe('subscribe and unsubscribe', () => {
  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/push/subscribe', null, browser().subscription)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/push/unsubscribe', null, { endpoint: `${pushOrigin}/x` })).statusCode,
    ).toBe(401);
  });

  it('refuses endpoints outside the push services and malformed keys, in Korean, never 500', async () => {
    const b = browser();
    const bad = [
      { ...b.subscription, endpoint: 'https://internal.example.com/push/1' },
      { ...b.subscription, endpoint: 'http://10.0.0.1/push/1' },
      { ...b.subscription, endpoint: 'file:///etc/passwd' },
      { ...b.subscription, endpoint: `${pushOrigin}/${'a'.repeat(1000)}` },
      { ...b.subscription, keys: { p256dh: '<script>', auth: b.subscription.keys.auth } },
      { ...b.subscription, keys: undefined },
      { kind: 'FCM', token: '' },
      { kind: 'FCM', token: 'x'.repeat(501) },
      { kind: 'APNS', token: 'abc' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/push/subscribe', user01, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await subscriptionsOf(user01.userNo)).toEqual([]);
  });

  it('stores, moves a known endpoint to whoever subscribes it now, and removes only your own', async () => {
    const b = browser();
    const first = await call('POST', '/api/push/subscribe', user01, b.subscription);
    expect(first.statusCode, first.body).toBe(200);
    expect(entity(first)).toEqual({ subscribed: true });
    // Subscribing twice keeps one row.
    await call('POST', '/api/push/subscribe', user01, b.subscription);
    const mine = await subscriptionsOf(user01.userNo);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'WEB', endpoint: b.subscription.endpoint, token: null });

    // broker01 cannot remove user01's subscription.
    const foreign = await call('POST', '/api/push/unsubscribe', broker01, {
      endpoint: b.subscription.endpoint,
    });
    expect(entity(foreign)).toEqual({ removed: false });
    expect(await subscriptionsOf(user01.userNo)).toHaveLength(1);

    // The same browser signed in as broker01: the subscription is broker01's now, not both.
    await call('POST', '/api/push/subscribe', broker01, b.subscription);
    expect(await subscriptionsOf(user01.userNo)).toEqual([]);
    expect((await subscriptionsOf(broker01.userNo)).map((s) => s.endpoint)).toEqual([
      b.subscription.endpoint,
    ]);

    const gone = await call('POST', '/api/push/unsubscribe', broker01, { endpoint: b.subscription.endpoint });
    expect(entity(gone)).toEqual({ removed: true });
    expect(await subscriptionsOf(broker01.userNo)).toEqual([]);
  });

  it('stores the app’s device key (FCM) and unsubscribes it by token', async () => {
    const token = `fcm-${randomUUID()}`;
    const res = await call('POST', '/api/push/subscribe', user01, { kind: 'FCM', token, deviceId: 'dev-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionsOf(user01.userNo)).toMatchObject([{ kind: 'FCM', token, deviceId: 'dev-1' }]);
    expect(entity(await call('POST', '/api/push/unsubscribe', user01, { token }))).toEqual({ removed: true });
    expect(await subscriptionsOf(user01.userNo)).toEqual([]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per user, dropping the oldest`, async () => {
    const userNo = await newUser();
    const repo = createPushRepo(ctx.handle.db);
    const browsers = Array.from({ length: MAX_PUSH_DEVICES + 2 }, () => browser());
    for (const b of browsers) await repo.subscribe(userNo, b.subscription);
    const left = await subscriptionsOf(userNo);
    expect(left).toHaveLength(MAX_PUSH_DEVICES);
    expect(left.map((s) => s.endpoint)).not.toContain(browsers[0]!.subscription.endpoint);
    expect(left.map((s) => s.endpoint)).toContain(browsers.at(-1)!.subscription.endpoint);
  });
});

describe('delivery by Web Push', () => {
  it('posts one encrypted, VAPID-signed push per notification to the user’s browser, and none to others', async () => {
    const userNo = await newUser();
    const otherNo = await newUser();
    const repo = createPushRepo(ctx.handle.db);
    const mine = browser();
    const other = browser();
    await repo.subscribe(userNo, mine.subscription);
    await repo.subscribe(otherNo, other.subscription);
    await notify(ctx.handle.db, {
      userNo,
      kind: 'INQUIRY_ANSWERED',
      title: '문의에 답변이 등록되었습니다',
      body: '역삼동 오피스텔 문의에 중개사가 답변했습니다.',
      link: '/myPage/inquiry/7',
    });
    const report = await drainNotifications(ctx.handle.db, outboxSender, senders);
    expect(report.pushed).toBeGreaterThanOrEqual(1);

    const got = receivedAt(mine);
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got[0]!.headers.ttl)).toBeGreaterThan(0);
    await verifyVapid(got[0]!.headers);
    const payload = JSON.parse(decrypt(mine, got[0]!.body)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      kind: 'INQUIRY_ANSWERED',
      title: '문의에 답변이 등록되었습니다',
      body: '역삼동 오피스텔 문의에 중개사가 답변했습니다.',
      link: '/myPage/inquiry/7',
    });
    // The other user's browser heard nothing; nothing went to the outbox for a configured service.
    expect(receivedAt(other)).toEqual([]);
    const [sub] = await subscriptionsOf(userNo);
    expect(sub?.lastSuccessAt).not.toBeNull();
    expect(await ctx.handle.db.select().from(pushOutbox).where(eq(pushOutbox.userNo, userNo))).toEqual([]);
  });

  it('deletes a subscription the push service calls gone (410, 404) and keeps one that failed (500)', async () => {
    const userNo = await newUser();
    const repo = createPushRepo(ctx.handle.db);
    const gone = browser(`/gone/${randomUUID()}`);
    const missing = browser(`/missing/${randomUUID()}`);
    const broken = browser(`/broken/${randomUUID()}`);
    for (const b of [gone, missing, broken]) await repo.subscribe(userNo, b.subscription);
    for (const n of [1, 2])
      await notify(ctx.handle.db, { userNo, kind: 'NOTICE', title: '공지', body: `공지 ${n}`, link: null });
    const report = await drainNotifications(ctx.handle.db, outboxSender, senders);
    expect(report.pushGone).toBe(2);
    expect(report.pushFailed).toBe(2);
    // The gone ones were asked once, not again for the second notification.
    expect(receivedAt(gone)).toHaveLength(1);
    expect(receivedAt(missing)).toHaveLength(1);
    expect(receivedAt(broken)).toHaveLength(2);
    expect((await subscriptionsOf(userNo)).map((s) => s.endpoint)).toEqual([broken.subscription.endpoint]);
  });

  it('sends nothing when the alarm setting is off; the centre row is still there', async () => {
    const pushOff = await newUser({ isPushAlarm: false });
    const inquiryOff = await newUser({ isInquiryAlarm: false });
    const repo = createPushRepo(ctx.handle.db);
    const a = browser();
    const b = browser();
    await repo.subscribe(pushOff, a.subscription);
    await repo.subscribe(inquiryOff, b.subscription);
    await notify(ctx.handle.db, {
      userNo: pushOff,
      kind: 'SALE_APPROVED',
      title: '승인',
      body: '꺼짐',
      link: null,
    });
    await notify(ctx.handle.db, {
      userNo: pushOff,
      kind: 'INQUIRY_ANSWERED',
      title: '답변',
      body: '문의 알림은 켜짐',
      link: null,
    });
    await notify(ctx.handle.db, {
      userNo: inquiryOff,
      kind: 'INQUIRY_RECEIVED',
      title: '문의',
      body: '꺼짐',
      link: null,
    });
    await drainNotifications(ctx.handle.db, outboxSender, senders);
    expect(receivedAt(a).map((r) => JSON.parse(decrypt(a, r.body)).body)).toEqual(['문의 알림은 켜짐']);
    expect(receivedAt(b)).toEqual([]);
    const rows = await ctx.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userNo, [pushOff, inquiryOff]));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.deliveredAt !== null && r.readAt === null)).toBe(true);
  });

  it('pushes each notification once when two drains run at the same time', async () => {
    const userNo = await newUser();
    const b = browser();
    await createPushRepo(ctx.handle.db).subscribe(userNo, b.subscription);
    for (let n = 0; n < 8; n++)
      await notify(ctx.handle.db, { userNo, kind: 'NOTICE', title: '공지', body: `동시 ${n}`, link: null });
    const [r1, r2] = await Promise.all([
      drainNotifications(ctx.handle.db, outboxSender, senders),
      drainNotifications(ctx.handle.db, outboxSender, senders),
    ]);
    const bodies = receivedAt(b).map((r) => JSON.parse(decrypt(b, r.body)).body as string);
    expect(bodies).toHaveLength(8);
    expect(new Set(bodies).size).toBe(8);
    expect(r1.pushed + r2.pushed).toBeGreaterThanOrEqual(8);
    await drainNotifications(ctx.handle.db, outboxSender, senders);
    expect(receivedAt(b)).toHaveLength(8);
  });
});

describe('delivery to the app', () => {
  it('records the push in push_outbox when FCM is not configured', async () => {
    const userNo = await newUser();
    await createPushRepo(ctx.handle.db).subscribe(userNo, { kind: 'FCM', token: `t-${randomUUID()}` });
    await notify(ctx.handle.db, {
      userNo,
      kind: 'QUOTA_GRANTED',
      title: '지급',
      body: '광고 1건',
      link: '/myPage',
    });
    await drainNotifications(ctx.handle.db, outboxSender, { web: localPushSender, fcm: localPushSender });
    const rows = await ctx.handle.db.select().from(pushOutbox).where(eq(pushOutbox.userNo, userNo));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'FCM' });
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ title: '지급', body: '광고 1건', link: '/myPage' });
  });

  it('sends through FCM HTTP v1 with a service-account token, and drops a key FCM calls unregistered', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const seen: { path: string; auth: string | undefined; body: string }[] = [];
    let tokenCalls = 0;
    const fcm = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        if (req.url === '/token') {
          tokenCalls++;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }));
          return;
        }
        seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        const unregistered = body.includes('"token":"dead-');
        res.writeHead(unregistered ? 404 : 200, { 'content-type': 'application/json' });
        res.end(unregistered ? '{"error":{"status":"NOT_FOUND"}}' : '{"name":"projects/p/messages/1"}');
      });
    });
    await new Promise<void>((resolve) => fcm.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(fcm.address() as AddressInfo).port}`;
    try {
      const app = {
        web: senders.web,
        fcm: fcmSender({
          serviceAccount: {
            projectId: 'ansim-test',
            clientEmail: 'push@ansim-test.iam.gserviceaccount.com',
            privateKey: pem,
            tokenUri: `${origin}/token`,
          },
          apiUrl: origin,
        }),
      };
      const userNo = await newUser();
      const repo = createPushRepo(ctx.handle.db);
      const live = `live-${randomUUID()}`;
      const dead = `dead-${randomUUID()}`;
      await repo.subscribe(userNo, { kind: 'FCM', token: live });
      await repo.subscribe(userNo, { kind: 'FCM', token: dead });
      await notify(ctx.handle.db, {
        userNo,
        kind: 'LAWYER_DECIDED',
        title: '인증',
        body: '완료',
        link: '/myPage',
      });
      const report = await drainNotifications(ctx.handle.db, outboxSender, app);
      expect(report.pushed).toBe(1);
      expect(report.pushGone).toBe(1);
      expect(tokenCalls).toBe(1);
      expect(seen).toHaveLength(2);
      expect(seen.every((s) => s.path === '/v1/projects/ansim-test/messages:send')).toBe(true);
      expect(seen.every((s) => s.auth === 'Bearer ya29.test')).toBe(true);
      const sent = seen.find((s) => s.body.includes(live));
      expect(JSON.parse(sent!.body)).toMatchObject({
        message: { token: live, notification: { title: '인증', body: '완료' }, data: { link: '/myPage' } },
      });
      expect((await subscriptionsOf(userNo)).map((s) => s.token)).toEqual([live]);
    } finally {
      await new Promise((resolve) => fcm.close(resolve));
    }
  });
});

describe('the bell', () => {
  it('counts unread, marks all read for the caller only', async () => {
    const userNo = user01.userNo;
    for (const n of [1, 2, 3])
      await notify(ctx.handle.db, { userNo, kind: 'NOTICE', title: '공지', body: `벨 ${n}`, link: null });
    await notify(ctx.handle.db, {
      userNo: broker01.userNo,
      kind: 'NOTICE',
      title: '공지',
      body: '남의 것',
      link: null,
    });
    const before = entity<{ unreadCount: number }>(await call('GET', '/api/notification/count', user01));
    expect(before.unreadCount).toBeGreaterThanOrEqual(3);
    const brokerBefore = entity<{ unreadCount: number }>(
      await call('GET', '/api/notification/count', broker01),
    );

    const res = await call('PATCH', '/api/notification/read/all', user01);
    expect(res.statusCode, res.body).toBe(200);
    expect(entity(res)).toEqual({ updated: before.unreadCount, unreadCount: 0 });
    expect(entity(await call('GET', '/api/notification/count', user01))).toEqual({ unreadCount: 0 });
    // broker01's are untouched.
    expect(entity(await call('GET', '/api/notification/count', broker01))).toEqual(brokerBefore);
    expect((await call('GET', '/api/notification/count', null)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/notification/read/all', null)).statusCode).toBe(401);
  });
});
