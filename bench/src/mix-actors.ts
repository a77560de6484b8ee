/**
 * Who acts in bench:mix and what each write sends: signed-in users who like, comment and ask, brokers who
 * register listings, and the listings they act on. Every caller comes from its own address
 * (`x-forwarded-for`, the server runs with TRUST_PROXY=1 as behind a load balancer), so the per-address
 * abuse limits see many clients, as they would in production, and the per-user limits are respected by
 * spreading the writes over enough users.
 */
import pg from 'pg';
import sharp from 'sharp';
import { openDb } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/index.ts';
import { quotas } from '../../apps/server/src/modules/quotas/service.ts';
import type { MixRequest } from './mix-driver.ts';
import { yeoksamVillaForm } from './sale-form.ts';

/** Titles of the listings the mix registers: removed before and after each run. */
export const MIX_TITLE = '역삼역 도보 7분 투룸 (bench:mix)';
const LOGIN_PREFIX = 'mixu';

/** Per-user limits of the server (voices/routes.ts VOICE_LIMITS, inquiries/routes.ts INQUIRY_RATE_LIMITS). */
const COMMENTS_PER_USER = { max: 10, windowMs: 10 * 60_000 };
const INQUIRIES_PER_USER = { max: 10, windowMs: 60_000 };

export interface Caller {
  userNo: number;
  address: string;
  authorization: string;
}

/** A distinct private address per caller number. */
const addressOf = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` general users mixu0001… with the demo password (user01's hash, so nothing is hashed here), made
 * once and reused; what earlier runs wrote with them (likes, comments, inquiries) and the listings earlier
 * runs registered are removed, so that every run starts from the same state.
 */
export async function prepareActors(benchUrl: string, count: number): Promise<void> {
  await withClient(benchUrl, async (c) => {
    await c.query(
      `insert into users (login_id, password_hash, user_type, status, name, phone, agreed_at)
       select $1 || lpad(n::text, 4, '0'), u.password_hash, 'GENERAL', 'ACTIVE', '벤치사용자',
              '0107' || lpad(n::text, 7, '0'), now()
       from generate_series(1, $2::int) n, (select password_hash from users where login_id = 'user01') u
       on conflict do nothing`,
      [LOGIN_PREFIX, count],
    );
    const mine = `(select user_no from users where login_id like '${LOGIN_PREFIX}%')`;
    await c.query(`delete from sale_likes where user_no in ${mine}`);
    await c.query(`delete from sale_comments where user_no in ${mine}`);
    await c.query(`delete from inquiries where user_no in ${mine}`);
    await c.query('delete from sales where title = $1', [MIX_TITLE]);
  });
}

/** After the run: the listings it registered leave the market the other benches measure. */
export async function removeRegistered(benchUrl: string): Promise<number> {
  return withClient(benchUrl, async (c) => {
    const r = await c.query('delete from sales where title = $1', [MIX_TITLE]);
    return r.rowCount ?? 0;
  });
}

async function signIn(baseUrl: string, id: string, address: string): Promise<Caller> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code?: number; entity?: { userNo: number } };
  const authorization = res.headers.get('authorization');
  if (res.status !== 200 || body.code !== 1 || !authorization || !body.entity)
    throw new Error(`${id} could not sign in: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { userNo: body.entity.userNo, address, authorization };
}

/** Signs in the mix's users (four at a time: each sign-in verifies an argon2 hash) and the eight brokers. */
export async function signInActors(
  baseUrl: string,
  users: number,
): Promise<{ users: Caller[]; brokers: Caller[] }> {
  const ids = Array.from({ length: users }, (_, i) => `${LOGIN_PREFIX}${String(i + 1).padStart(4, '0')}`);
  const out: Caller[] = [];
  for (let i = 0; i < ids.length; i += 4) {
    const batch = ids.slice(i, i + 4);
    out.push(...(await Promise.all(batch.map((id, j) => signIn(baseUrl, id, addressOf(20, i + j + 1))))));
  }
  const brokers: Caller[] = [];
  for (let b = 1; b <= 8; b++) brokers.push(await signIn(baseUrl, `broker0${b}`, addressOf(30, b)));
  return { users: out, brokers };
}

/** AD units for every broker, so that each registration publishes (a STORAGE answer measures less work). */
export async function grantBrokerUnits(benchUrl: string, brokers: Caller[], units: number): Promise<void> {
  const handle = await openDb({ kind: 'postgres', url: benchUrl });
  try {
    for (const b of brokers)
      await handle.db.transaction((tx) => quotas.grant(tx, b.userNo, 'AD', units, 'BENCH'));
  } finally {
    await handle.close();
  }
}

export interface Target {
  saleNo: number;
  saleKey: string;
}

/** ACTIVE listings spread over the table, with the key a comment names: what users like, comment and ask about. */
export async function socialTargets(benchUrl: string, count: number): Promise<Target[]> {
  return withClient(benchUrl, async (c) => {
    const r = await c.query<{ sale_no: number; sale_key: string }>(
      `select sale_no, sale_key::text from sales
       where status = 'ACTIVE' and sale_no % 7 = 3 order by sale_no limit $1`,
      [count],
    );
    return r.rows.map((row) => ({ saleNo: row.sale_no, saleKey: row.sale_key }));
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

const COMMENT_TEXT =
  '등기부등본을 확인했고 선순위 채권이 없어 안심하고 계약했습니다. 관리비도 안내와 같았어요.';

const saleForm = yeoksamVillaForm(MIX_TITLE);

const BOUNDARY = 'ansim-bench-mix-boundary';
/** POST /api/sale is multipart with the form as the `sale` field, as the web app sends it. */
const registrationBody = (mainPhoto: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="sale"\r\n\r\n${JSON.stringify({ ...saleForm, saleMainImageFile: mainPhoto, saleSubImageFile: [] })}\r\n--${BOUNDARY}--\r\n`,
  );

/** POST /common/upload: the photo as the `file` part, after its purpose. */
const uploadBody = (photo: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\nsaleImage\r\n--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/**
 * A phone photo (noise over grey, which does not compress: the bytes of a detailed photo) made once, and
 * a copy of it per upload with a JPEG comment naming the upload: the store keys a photo by the hash of its
 * bytes, so every upload is new to the server and does the whole image work, as a new photo would.
 */
export async function photoMaker(width: number): Promise<() => Buffer> {
  const height = Math.round((width * 3) / 4);
  const base = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 72 })
    .toBuffer();
  let n = 0;
  const stamp = `${process.pid}-${Date.now()}`;
  return () => {
    const text = Buffer.from(`bench:mix ${stamp} ${n++}`);
    // COM segment (FF FE, big-endian length counting itself) right after SOI (FF D8).
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
    return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]);
  };
}

/** Picks the next user (round robin) whose window of a per-user limit still has room; null when none has. */
function windowed(users: Caller[], limit: { max: number; windowMs: number }) {
  const used = users.map(() => [] as number[]);
  let next = 0;
  return (): number | null => {
    const now = performance.now();
    for (let tries = 0; tries < users.length; tries++) {
      const i = next;
      next = (next + 1) % users.length;
      const times = (used[i] ?? []).filter((t) => now - t < limit.windowMs);
      used[i] = times;
      if (times.length < limit.max) {
        times.push(now);
        return i;
      }
    }
    return null;
  };
}

export interface WriteCounters {
  /** Writes that found no user with room under the per-user limits, sent as a like instead. */
  commentsAsLikes: number;
  inquiriesAsLikes: number;
}

/**
 * The signed-in writes of the mix. A like toggles: each user likes a listing, then unlikes it, then likes
 * the next. A comment goes to a listing the user has not commented on: user i's k-th comment names target
 * i·10 + k, so no pair repeats while there are 10 targets per user (a user writes at most 10 comments in
 * the limit's 10 minutes, longer than a run). An inquiry asks a listing's broker with one reason.
 */
export function writers(users: Caller[], brokers: Caller[], targets: Target[], photo: () => Buffer) {
  const likeCount = users.map(() => 0);
  const commentCount = users.map(() => 0);
  let likeUser = 0;
  let brokerTurn = 0;
  let registrations = 0;
  let inquiries = 0;
  const commentUser = windowed(users, COMMENTS_PER_USER);
  const inquiryUser = windowed(users, INQUIRIES_PER_USER);
  const counters: WriteCounters = { commentsAsLikes: 0, inquiriesAsLikes: 0 };
  const headersOf = (u: Caller, type: string) => ({
    authorization: u.authorization,
    'x-forwarded-for': u.address,
    'content-type': type,
  });
  const target = (n: number) => targets[n % targets.length] as Target;

  const like = (): MixRequest => {
    const i = likeUser;
    likeUser = (likeUser + 1) % users.length;
    const u = users[i] as Caller;
    const k = likeCount[i] ?? 0;
    likeCount[i] = k + 1;
    const isLike = k % 2 === 0;
    const { saleNo } = target(i * 7 + Math.floor(k / 2));
    return {
      kind: 'like',
      method: 'POST',
      path: '/api/user/like',
      headers: headersOf(u, 'application/json'),
      body: json({ isLike, saleNo, userNo: u.userNo }),
      check: (entity) =>
        (entity as { isLike?: boolean }).isLike === isLike ? null : `isLike is not ${isLike}`,
    };
  };

  const comment = (): MixRequest => {
    const i = commentUser();
    if (i === null) {
      counters.commentsAsLikes++;
      return like();
    }
    const u = users[i] as Caller;
    const k = commentCount[i] ?? 0;
    commentCount[i] = k + 1;
    const t = target(i * COMMENTS_PER_USER.max + k);
    return {
      kind: 'comment',
      method: 'POST',
      path: '/api/sale/insert/comment',
      headers: headersOf(u, 'application/json'),
      body: json({
        saleNo: t.saleNo,
        saleKey: t.saleKey,
        userNo: u.userNo,
        safetyGrade: 'RATE001',
        safetyText: COMMENT_TEXT,
      }),
    };
  };

  const inquiry = (): MixRequest => {
    const i = inquiryUser();
    if (i === null) {
      counters.inquiriesAsLikes++;
      return like();
    }
    const u = users[i] as Caller;
    const { saleNo } = target(i * 13 + inquiries++);
    return {
      kind: 'inquiry',
      method: 'POST',
      path: '/api/inquiry',
      headers: headersOf(u, 'application/json'),
      body: json({ userNo: u.userNo, saleNo, inquiryType: 'INQUIRY_TYPE001', reasonType: ['INQUIRY001'] }),
    };
  };

  /** The main photo's upload, then the save naming it (two requests, each its own kind). */
  const registration = (): MixRequest => {
    const b = brokers[brokerTurn % brokers.length] as Caller;
    brokerTurn++;
    registrations++;
    // A broker's phone on changing networks: the save's per-address limit (60 a minute) is per client.
    const headers = {
      ...headersOf(b, `multipart/form-data; boundary=${BOUNDARY}`),
      'x-forwarded-for': addressOf(40, registrations % 4096),
    };
    return {
      kind: 'photo-upload',
      method: 'POST',
      path: '/common/upload',
      headers,
      body: uploadBody(photo()),
      check: (entity) => ((entity as { fileId?: string }).fileId ? null : 'no fileId'),
      followedBy: (entity) => ({
        kind: 'registration',
        method: 'POST',
        path: '/api/sale',
        headers,
        body: registrationBody((entity as { fileId: string }).fileId),
        check: (saved) => {
          const status = (saved as { status?: string }).status;
          return status === 'ACTIVE' ? null : `saved as ${status}, not ACTIVE`;
        },
      }),
    };
  };

  return { like, comment, inquiry, registration, counters };
}

export { addressOf };
