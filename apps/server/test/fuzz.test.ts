import { signUpFieldsSchema } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import {
  addressSequence,
  envelopeProblem,
  HANGUL,
  type Json,
  multipartBody,
  ROLES,
  type Role,
  type Session,
  signIn as signInAs,
} from './fuzz-support.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes as registeredRoutesOf } from './route-tree.ts';
import { verifyPhone } from './sms-codes.ts';

/*
 * Hostile input on every route. Routes come from Fastify's route tree and their fields from the OpenAPI
 * document the route schemas generate, so a new route or field is fuzzed without touching this file. Each
 * field gets every value of a fixed list (int4 overflow, '1e+23', 2^53, NUL bytes, Object.prototype names,
 * long text, wrong types) as the operator, who passes the ownership checks so that the value reaches the
 * database, and a few of them as every other caller. Nothing may answer 5xx, and every 4xx is the Korean
 * envelope naming the field. The list is fixed, so a failure reproduces.
 */

let ctx: TestContext;

// ---------------------------------------------------------------------------------------------------------
// Callers

const sessions = new Map<Role, Session>();

// Every request from its own address, so that per-address rate limits never turn a case into a 429.
const nextAddress = addressSequence();
const signIn = (id: Exclude<Role, 'visitor'>) => signInAs(ctx.app, id, nextAddress());

// ---------------------------------------------------------------------------------------------------------
// Routes and their fields

type Location = 'path' | 'query' | 'body' | 'form';
interface Field {
  in: Location;
  /** Dotted for a nested body field ('device.os'). */
  name: string;
}
interface Target {
  method: string;
  /** Fastify's spelling: '/api/user/detail/:userNo'. */
  path: string;
  body: 'json' | 'multipart' | 'none';
  fields: Field[];
}

const registeredRoutes = () => registeredRoutesOf(ctx.app);

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}

const bodyFields = (schema: OpenApiSchema | undefined, prefix = ''): Field[] =>
  Object.entries(schema?.properties ?? {}).flatMap(([name, s]) => [
    { in: 'body' as const, name: prefix + name },
    ...(s.properties ? bodyFields(s, `${prefix}${name}.`) : []),
  ]);

/** The fields each route declares, from the OpenAPI document that the route schemas generate. */
async function targets(): Promise<Target[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return registeredRoutes().map(({ method, path }) => {
    const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const fields: Field[] = [];
    // Path parameters come from the path itself, so that a route missing from the document is still fuzzed.
    for (const [, name] of path.matchAll(/:(\w+)/g)) fields.push({ in: 'path', name: name ?? '' });
    for (const p of op?.parameters ?? []) if (p.in === 'query') fields.push({ in: 'query', name: p.name });
    const json = op?.requestBody?.content['application/json']?.schema;
    fields.push(...bodyFields(json));
    const multipart = method === 'POST' && path === '/api/user';
    if (multipart) {
      for (const name of Object.keys(signUpFieldsSchema.shape)) fields.push({ in: 'form', name });
    }
    return { method, path, body: multipart ? 'multipart' : json ? 'json' : 'none', fields };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Valid values around the hostile one, so that the hostile value is what the route meets

/** '$self' becomes the caller's userNo. */
interface Baseline {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, Json>;
}

const NO_SUCH_VERIFICATION = '00000000-0000-4000-8000-000000000000';
const PATH_DEFAULTS: Record<string, string> = {
  userNo: '$self',
  id: 'user01',
  joinType: 'K',
  fileId: NO_SUCH_VERIFICATION,
  name: 'apartment-1.svg',
};
const SIGN_UP_FORM: Record<string, string> = {
  userType: 'GENERAL',
  id: 'fuzzer01',
  password: 'Qw7!rT9#zK',
  passwordConfirm: 'Qw7!rT9#zK',
  name: '김퍼즈',
  phone: '01055501234',
  verificationId: NO_SUCH_VERIFICATION,
  agreeService: 'true',
  agreePrivacy: 'true',
  agreeGps: 'true',
};
const BASELINES: Record<string, Baseline> = {
  // An update names at least one thing to change.
  'PATCH /api/savedSearch/:searchNo': { body: { enabled: true } },
  'POST /api/login': { body: { id: 'fuzzer01', password: 'wrong-pass1' } },
  'POST /api/auth/send': { body: { phone: '01055501234', purpose: 'SIGN_UP' } },
  'GET /api/auth/match': { query: { phone: '01055501234', purpose: 'SIGN_UP', code: '123456' } },
  'GET /api/admin/sms/outbox': { query: { phone: '01055501234' } },
  'GET /api/user/duplication/check': { query: { id: 'fuzzer01' } },
  'POST /api/find/id': {
    body: { name: '김퍼즈', phone: '01055501234', verificationId: NO_SUCH_VERIFICATION },
  },
  'PATCH /api/find/password/:id': { body: { phone: '01055501234', verificationId: NO_SUCH_VERIFICATION } },
  'POST /api/change/password': {
    body: { currentPassword: 'wrong-pass1', password: 'Qw7!rT9#zK', passwordConfirm: 'Qw7!rT9#zK' },
  },
  'POST /api/user/modify': { body: { userNo: '$self' } },
  'POST /api/user/toggle': { query: { userNo: '$self', isMarketing: 'true' } },
  'PATCH /api/user/alarm/:userNo': { body: { isPushAlarm: true } },
  'PATCH /api/user/withdrwal/:userNo': { body: { password: 'wrong-pass1' } },
  'POST /api/user/like': { body: { isLike: true, saleNo: 100001, userNo: '$self' } },
  'GET /api/user/like/list': { query: { userNo: '$self' } },
  'GET /common/search/addr/list': { query: { keyword: '강남' } },
};

// ---------------------------------------------------------------------------------------------------------
// Hostile values

/** A value sent as it is written, for percent-escapes that no encoder would produce. */
interface Raw {
  raw: string;
}
type UrlValue = string | string[] | Raw;

const TEXT_VALUES: string[] = [
  '2147483647',
  '2147483648',
  '1e+23',
  '-1',
  '0',
  '9007199254740992',
  '1.5',
  'a\u0000b',
  '__proto__',
  'constructor',
  'toString',
  'constructor 역삼동',
  'x'.repeat(5000),
  '',
  "%' or '1'='1",
  'true',
];
const URL_VALUES: UrlValue[] = [...TEXT_VALUES, { raw: '%ff' }, { raw: '%00' }, ['1', '2']];
const JSON_VALUES: Json[] = [
  ...TEXT_VALUES,
  2147483648,
  1e23,
  -1,
  2 ** 53,
  1.5,
  true,
  null,
  [],
  {},
  ['2147483648'],
];
/** What every other caller sends in every field: an int4 overflow, a NUL byte, an Object.prototype name. */
const BREADTH_VALUES = ['2147483648', 'a\u0000b', 'constructor'] as const;
const valuesFor = (field: Field): readonly (UrlValue | Json)[] =>
  field.in === 'body' ? JSON_VALUES : field.in === 'form' ? TEXT_VALUES : URL_VALUES;

// ---------------------------------------------------------------------------------------------------------
// Requests

const self = (value: string, role: Role) =>
  value === '$self' ? String(sessions.get(role)?.userNo ?? 1) : value;
const selfJson = (value: Json, role: Role): Json =>
  value === '$self' ? (sessions.get(role)?.userNo ?? 1) : value;

const encode = (value: UrlValue): string[] =>
  typeof value === 'string'
    ? [encodeURIComponent(value)]
    : Array.isArray(value)
      ? value.map(encodeURIComponent)
      : [value.raw];

function setPath(body: Record<string, Json>, dotted: string, value: Json): void {
  const keys = dotted.split('.');
  let node: Record<string, Json> = body;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    const child: Record<string, Json> =
      next && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
    node[key] = child;
    node = child;
  }
  node[keys[keys.length - 1] ?? ''] = value;
}

interface Case {
  target: Target;
  role: Role;
  field?: Field;
  value?: UrlValue | Json;
  /** Extra keys that are Object.prototype names. */
  protoKeys?: boolean;
  /** The whole JSON body replaced. */
  wholeBody?: Json;
}

function request({ target, role, field, value, protoKeys, wholeBody }: Case): InjectOptions {
  const base = BASELINES[`${target.method} ${target.path}`] ?? {};
  const path = target.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (field?.in === 'path' && field.name === name) return encode(value as UrlValue).join(',');
    return encodeURIComponent(self(base.path?.[name] ?? PATH_DEFAULTS[name] ?? '1', role));
  });
  const query: [string, string][] = Object.entries(base.query ?? {}).map(([k, v]) => [
    encodeURIComponent(k),
    encodeURIComponent(self(v, role)),
  ]);
  if (field?.in === 'query') {
    const at = query.findIndex(([k]) => k === encodeURIComponent(field.name));
    if (at >= 0) query.splice(at, 1);
    for (const v of encode(value as UrlValue)) query.push([encodeURIComponent(field.name), v]);
  }
  if (protoKeys) for (const k of ['__proto__', 'constructor', 'toString']) query.push([k, 'x']);
  const url = query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;

  const session = sessions.get(role);
  const headers: Record<string, string> = session?.token ? { authorization: session.token } : {};
  const options: InjectOptions = {
    method: target.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: nextAddress(),
  };
  if (target.body === 'json') {
    const body: Record<string, Json> = {};
    for (const [k, v] of Object.entries(base.body ?? {})) body[k] = selfJson(v, role);
    if (field?.in === 'body') setPath(body, field.name, value as Json);
    headers['content-type'] = 'application/json';
    if (protoKeys) {
      // JSON.stringify drops a __proto__ own key set by assignment, so the text is written by hand.
      options.payload = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}},${JSON.stringify(body).slice(1)}`;
    } else {
      options.payload = JSON.stringify(wholeBody !== undefined ? wholeBody : body);
    }
  } else if (target.body === 'multipart') {
    const form = { ...SIGN_UP_FORM };
    if (field?.in === 'form') form[field.name] = typeof value === 'string' ? value : JSON.stringify(value);
    if (protoKeys) Object.assign(form, { toString: 'x', hasOwnProperty: 'x' });
    headers['content-type'] = 'multipart/form-data; boundary=fuzz-boundary';
    options.payload = multipartBody(form);
  }
  return options;
}

/** What is wrong with an answer, or null when it is fine. */
function problem(c: Case, res: LightMyRequestResponse): string | null {
  const wrong = envelopeProblem(res);
  if (wrong || res.statusCode < 400) return wrong;
  const body = res.json<{ code: number; message: string; entity: unknown }>();
  // A field that failed schema validation is named: by the message and the issue list. A cross-field rule
  // may name its other field ('socialTicket' without 'joinType'), but never something the route lacks.
  const issues = (body.entity as { issues?: { field: string }[] } | null)?.issues;
  // An empty last path segment is another URL (the trailing slash is ignored), which a shorter route may
  // answer with its own field: /images/sale/{key}/ is /images/sale/{name}.
  const vanished = c.field?.in === 'path' && encode(c.value as UrlValue).join(',') === '';
  if (res.statusCode === 400 && body.code === -400 && c.field && issues && !vanished) {
    const declared = new Set(c.target.fields.map((f) => f.name));
    const first = issues[0];
    if (!first || !body.message.startsWith(`${first.field}: `))
      return `400 message does not start with the field: ${body.message}`;
    const named = issues.some((i) => i.field === c.field?.name) || body.message.includes(c.field.name);
    if (!named && !issues.every((i) => declared.has(i.field)))
      return `400 does not name ${c.field.name}: ${body.message}`;
  }
  return null;
}

const describeCase = (c: Case) => {
  const v = c.value === undefined ? '' : JSON.stringify(c.value);
  return `${c.role} ${c.target.method} ${c.target.path}${c.field ? ` ${c.field.in}.${c.field.name}=${v.length > 40 ? `${v.slice(0, 40)}…` : v}` : ''}${c.protoKeys ? ' +prototype keys' : ''}${c.wholeBody !== undefined ? ` body=${JSON.stringify(c.wholeBody)}` : ''}`;
};

/** Runs the cases one by one and returns what went wrong, one line per case. */
async function run(cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const c of cases) {
    const res = await ctx.app.inject(request(c));
    const p = problem(c, res);
    if (p) failures.push(`${describeCase(c)} → ${p}`);
  }
  return failures;
}

/** Logging out ends the caller's session, so that route is left to the last test. */
const isLogout = (t: Target) => t.path === '/api/logout';

// ---------------------------------------------------------------------------------------------------------

let all: Target[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-fuzz-files-${process.pid}` } });
  sessions.set('visitor', { token: null, userNo: 1 });
  for (const role of ROLES) if (role !== 'visitor') sessions.set(role, await signIn(role));
  all = await targets();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('fuzzing every route', () => {
  it('finds the routes and their fields', () => {
    const names = all.map((t) => `${t.method} ${t.path}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/user/like', 'GET /api/search/sale/list']));
    expect(all.length).toBeGreaterThanOrEqual(35);
    const like = all.find((t) => t.path === '/api/user/like');
    expect(like?.fields.map((f) => f.name)).toEqual(['isLike', 'saleNo', 'saleUserNo', 'userNo']);
    expect(all.find((t) => t.path === '/api/login')?.fields.map((f) => f.name)).toContain('device.os');
  });

  it('answers every route with every caller, plain and with prototype-named keys', async () => {
    const cases: Case[] = [];
    for (const target of all.filter((t) => !isLogout(t))) {
      for (const role of ROLES) {
        cases.push({ target, role }, { target, role, protoKeys: true });
        if (target.body === 'json') {
          for (const wholeBody of [[], 'text', 2147483648, null] as Json[])
            cases.push({ target, role, wholeBody });
        }
      }
    }
    expect(await run(cases)).toEqual([]);
  }, 120_000);

  it('refuses hostile values in every field with a 4xx envelope, never a 5xx', async () => {
    // In depth as the operator, who passes the ownership checks so that the value reaches the database;
    // in breadth as every other caller, with the three values that broke routes before.
    const cases: Case[] = [];
    for (const target of all.filter((t) => !isLogout(t))) {
      for (const field of target.fields) {
        for (const value of valuesFor(field)) cases.push({ target, field, value, role: 'admin01' });
        for (const role of ROLES.filter((r) => r !== 'admin01')) {
          for (const value of BREADTH_VALUES) cases.push({ target, field, value, role });
        }
      }
    }
    const started = Date.now();
    const failures = await run(cases);
    const fields = all.reduce((n, t) => n + t.fields.length, 0);
    console.info(
      `fuzz: ${all.length} routes, ${fields} fields, ${cases.length} requests, ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers a body of the wrong content type on every route that takes one', async () => {
    const failures: string[] = [];
    for (const target of all.filter((t) => t.body !== 'none' && !isLogout(t))) {
      const bodies: [string, string | Buffer][] = [
        ['text/plain', 'userNo=2147483648'],
        ['application/x-www-form-urlencoded', 'userNo=2147483648&__proto__=x'],
        [
          'multipart/form-data; boundary=abc123',
          multipartBody({ userNo: '2147483648', id: 'a\u0000b' }, 'abc123'),
        ],
        ['application/json', '{"userNo": 1e400, "id": "\\u0000"'],
      ];
      for (const [contentType, payload] of bodies) {
        const c: Case = { target, role: 'admin01' };
        const options = request(c);
        const res = await ctx.app.inject({
          ...options,
          headers: { ...options.headers, 'content-type': contentType },
          payload,
        });
        const p = problem(c, res);
        if (p || res.statusCode < 400)
          failures.push(`${describeCase(c)} as ${contentType} → ${p ?? res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('logs out every caller, whatever the request carries', async () => {
    const logout = all.filter(isLogout);
    expect(logout).toHaveLength(1);
    const cases: Case[] = [];
    for (const target of logout) for (const role of ROLES) cases.push({ target, role, protoKeys: true });
    expect(await run(cases)).toEqual([]);
  });
});

describe('broken multipart on POST /api/user', () => {
  const post = (contentType: string, payload: Buffer | string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: nextAddress(),
    });
  const expectEnvelope400 = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: number; message: string; entity: unknown }>();
    expect(body.code).toBe(-400);
    expect(body.message).toMatch(HANGUL);
    expect(body).toHaveProperty('entity');
  };
  const whole = multipartBody(SIGN_UP_FORM, 'abc123');

  it('refuses multipart without a boundary', async () => {
    expectEnvelope400(await post('multipart/form-data', whole));
    expectEnvelope400(await post('multipart/form-data; boundary=', whole));
  });

  it('refuses a truncated body', async () => {
    expectEnvelope400(await post('multipart/form-data; boundary=abc123', whole.subarray(0, 60)));
    expectEnvelope400(
      await post('multipart/form-data; boundary=abc123', whole.subarray(0, whole.length - 20)),
    );
    expectEnvelope400(
      await post('multipart/form-data; boundary=abc123', '--abc123\r\nContent-Disposition: form-da'),
    );
  });

  it('refuses a body whose boundary is not the declared one', async () => {
    expectEnvelope400(await post('multipart/form-data; boundary=zzz999', whole));
  });

  it('refuses Object.prototype names as field names and NUL in values', async () => {
    expectEnvelope400(
      await post(
        'multipart/form-data; boundary=abc123',
        multipartBody({ ...SIGN_UP_FORM, constructor: 'x' }, 'abc123'),
      ),
    );
    expectEnvelope400(
      await post(
        'multipart/form-data; boundary=abc123',
        multipartBody(Object.fromEntries([...Object.entries(SIGN_UP_FORM), ['__proto__', 'x']]), 'abc123'),
      ),
    );
    const nul = await post(
      'multipart/form-data; boundary=abc123',
      multipartBody({ ...SIGN_UP_FORM, name: '김\u0000퍼즈' }, 'abc123'),
    );
    expectEnvelope400(nul);
    expect(nul.json<{ message: string }>().message).toContain('name');
  });

  it('refuses a file name with NUL before anything is written, even with a verified phone', async () => {
    const phone = '01055507777';
    const verificationId = await verifyPhone(ctx.app, ctx.handle.db, phone, { from: nextAddress });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = { ...SIGN_UP_FORM, id: 'nulfile01', phone, verificationId };
    const res = await post(
      'multipart/form-data; boundary=abc123',
      multipartBody(form, 'abc123', [{ field: 'brokerProfileFile', name: 'me\u0000.png', data: png }]),
    );
    expectEnvelope400(res);
    expect(res.json<{ message: string }>().message).toContain('brokerProfileFile');
    expect(await ctx.handle.db.select().from(users).where(eq(users.loginId, 'nulfile01'))).toEqual([]);
    // The verification is still unspent: the same sign-up goes through, without the file that a general
    // account may not attach anyway.
    const again = await post('multipart/form-data; boundary=abc123', multipartBody(form, 'abc123'));
    expect(again.json<{ code: number }>().code, again.body).toBe(1);
  });
});
