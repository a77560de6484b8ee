import fs from 'node:fs';
import path from 'node:path';
import { type Access, OPERATOR_PASSES, PUBLIC, type Role, roleAllowed } from '@ansim/domain/contract';
import { and, eq } from 'drizzle-orm';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lawyerRequests,
  notifications,
  saleDocuments,
  sales,
  storedFiles,
  users,
} from '../src/db/schema/index.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { registerAccessGuard } from '../src/plugins/access-guard.ts';
import { type Json, LAST_CALLS, OWN_MUST_SUCCEED, REQUEST_TEMPLATES } from './access-matrix-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-tree.ts';

/*
 * Issue 19 §1: every registered route, called by a visitor, a general user, a broker, another broker, a
 * lawyer, another lawyer and the operator, with the caller's own resource and another user's. The rule each
 * call is judged by is the one the route declared (contract/access.ts, read back from the access guard), so
 * a route added later is tried without touching this file, and a route without a rule fails. An unexpected
 * allow (a 2xx or 3xx where the rule says no) must never happen; an unexpected deny (a refusal where the
 * rule says yes) is counted for information, since a valid-looking request may still be refused for its
 * content (a quota used up, a listing already answered). Figures: test-results/access-matrix.json.
 */

let ctx: TestContext;
const FILES_DIR = `/tmp/ansim-access-matrix-files-${process.pid}`;

// ---------------------------------------------------------------------------------------------------------
// Callers

const CALLERS = ['visitor', 'general', 'broker', 'broker2', 'lawyer', 'lawyer2', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
interface Caller {
  name: CallerName;
  role: Role | null;
  userNo: number;
  token: string | null;
}
const callers = new Map<CallerName, Caller>();
const caller = (name: CallerName): Caller => {
  const found = callers.get(name);
  if (!found) throw new Error(`no caller ${name}`);
  return found;
};

let addressSeq = 0;
/** Each request from its own address, so that per-address rate limits never turn a case into a 429. */
const nextAddress = () => {
  addressSeq++;
  return `10.${100 + ((addressSeq >> 16) & 127)}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

async function signIn(name: CallerName, loginId: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: loginId, password: 'ansim2580!' },
    remoteAddress: nextAddress(),
  });
  const body = res.json<{ code: number; entity: { userNo: number; userType: Role } }>();
  if (body.code !== 1 || typeof res.headers.authorization !== 'string')
    throw new Error(`${loginId} did not sign in: ${res.body}`);
  return { name, role: body.entity.userType, userNo: body.entity.userNo, token: res.headers.authorization };
}

/** A second lawyer, as lawyer01's twin: the demo data has one lawyer. */
async function secondLawyer(): Promise<Caller> {
  const { db } = ctx.handle;
  const [template] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.loginId, 'lawyer01'));
  await db.insert(users).values({
    loginId: 'lawyermatrix',
    passwordHash: template?.passwordHash ?? null,
    userType: 'LAWYER',
    status: 'ACTIVE',
    name: '한변호',
    phone: '01097770101',
    company: '법무법인 권한',
  });
  return signIn('lawyer2', 'lawyermatrix');
}

// ---------------------------------------------------------------------------------------------------------
// Resources: each caller's own and another user's

type Slots = Record<string, string | number>;
interface Fixtures {
  /** An ACTIVE listing of each broker, and one that is not public (STOP). */
  active: Map<number, { saleNo: number; saleKey: string }>;
  stopped: Map<number, { saleNo: number; saleKey: string; fileId: string }>;
  /** A: user01 asks about broker01's listing; B: lawyer01 asks about broker02's. */
  inquiries: { inquiryNo: number; asker: number; broker: number }[];
  notificationOf: Map<number, number>;
  searchOf: Map<number, number>;
  /** An open lawyer certification request (the lawyers' shared queue). */
  lawyerRequest: { requestNo: number; saleNo: number };
}
let fx: Fixtures;

async function listingOf(userNo: number, status: 'ACTIVE' | 'STOP') {
  const rows = await ctx.handle.db
    .select({ saleNo: sales.saleNo, saleKey: sales.saleKey, fileId: saleDocuments.fileId })
    .from(sales)
    .innerJoin(saleDocuments, eq(saleDocuments.saleNo, sales.saleNo))
    .where(and(eq(sales.userNo, userNo), eq(sales.status, status)))
    .orderBy(sales.saleNo)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no ${status} listing with documents of ${userNo}`);
  return { saleNo: row.saleNo, saleKey: String(row.saleKey), fileId: String(row.fileId) };
}

/**
 * The demo seed keeps registry documents as rows under demo-documents/ and renders their bytes on first view
 * (/common/download); /files/{fileId} reads stored bytes, which a real upload has, and answers 500 on a demo
 * key (reported in issue 19's note). The fixture's documents become real uploads: a stored key and bytes.
 */
async function writeDocumentBytes(fileIds: string[]): Promise<void> {
  const store = diskFileStore(FILES_DIR);
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const bytes = Buffer.from(await pdf.save());
  for (const fileId of fileIds) {
    const storageKey = `access-matrix/${fileId}.pdf`;
    await store.put(storageKey, bytes);
    await ctx.handle.db.update(storedFiles).set({ storageKey }).where(eq(storedFiles.fileId, fileId));
  }
}

async function send(
  who: Caller,
  method: string,
  url: string,
  payload?: Record<string, Json>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: who.token ? { authorization: who.token } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: nextAddress(),
  });
}

async function entityOf<E>(res: LightMyRequestResponse, what: string): Promise<E> {
  const body = res.json<{ code: number; entity: E }>();
  if (body.code !== 1) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return body.entity;
}

async function buildFixtures(): Promise<Fixtures> {
  const general = caller('general');
  const broker = caller('broker');
  const broker2 = caller('broker2');
  const lawyer = caller('lawyer');
  const active = new Map<number, { saleNo: number; saleKey: string }>();
  const stopped = new Map<number, { saleNo: number; saleKey: string; fileId: string }>();
  for (const b of [broker, broker2]) {
    active.set(b.userNo, await listingOf(b.userNo, 'ACTIVE'));
    stopped.set(b.userNo, await listingOf(b.userNo, 'STOP'));
  }
  await writeDocumentBytes([...stopped.values()].map((sale) => sale.fileId));
  const ask = async (asker: Caller, saleNo: number) =>
    (
      await entityOf<{ inquiryNo: number }>(
        await send(asker, 'POST', '/api/inquiry', {
          userNo: asker.userNo,
          saleNo,
          inquiryType: 'INQUIRY_TYPE001',
          reasonType: ['INQUIRY002'],
        }),
        `inquiry of ${asker.name}`,
      )
    ).inquiryNo;
  const inquiries = [
    {
      inquiryNo: await ask(general, active.get(broker.userNo)?.saleNo ?? 0),
      asker: general.userNo,
      broker: broker.userNo,
    },
    {
      inquiryNo: await ask(lawyer, active.get(broker2.userNo)?.saleNo ?? 0),
      asker: lawyer.userNo,
      broker: broker2.userNo,
    },
  ];
  const notificationOf = new Map<number, number>();
  const searchOf = new Map<number, number>();
  for (const name of CALLERS) {
    const c = caller(name);
    if (!c.token) continue;
    const [row] = await ctx.handle.db
      .insert(notifications)
      .values({ userNo: c.userNo, kind: 'NOTICE', title: '권한 점검', body: '권한 점검 알림' })
      .returning({ notificationNo: notifications.notificationNo });
    if (row) notificationOf.set(c.userNo, row.notificationNo);
    const saved = await entityOf<{ searchNo: number }>(
      await send(c, 'POST', '/api/savedSearch', { name: `${name} 검색`, filter: { saleAddr: '강남구' } }),
      `saved search of ${name}`,
    );
    searchOf.set(c.userNo, saved.searchNo);
  }
  const [request] = await ctx.handle.db
    .select({ requestNo: lawyerRequests.requestNo, saleNo: lawyerRequests.saleNo })
    .from(lawyerRequests)
    .where(eq(lawyerRequests.state, 'WAIT'))
    .orderBy(lawyerRequests.requestNo)
    .limit(1);
  if (!request) throw new Error('no open lawyer request in the demo data');
  return {
    active,
    stopped,
    inquiries,
    notificationOf,
    searchOf,
    lawyerRequest: request,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Cases: for a route and a caller, the resources tried and what the rule expects of each

interface Case {
  /** Which resource: the caller's own, another user's, or one open to everyone. */
  resource: 'own' | 'other' | 'public';
  slots: Slots;
  expect: 'allow' | 'deny';
}

/** The other broker, for a broker; broker01 for anyone else. */
const otherBrokerOf = (c: Caller): number =>
  c.name === 'broker' ? caller('broker2').userNo : caller('broker').userNo;
/** Another user whose account a caller might name: user01, or broker02 for user01 itself. */
const otherUserOf = (c: Caller): number =>
  c.name === 'general' ? caller('broker2').userNo : caller('general').userNo;

function ownershipCases(access: Access, c: Caller): Case[] {
  const signedIn = c.token !== null;
  const isBroker = c.role === 'BROKER';
  const operator = c.role === 'ADMIN' && OPERATOR_PASSES.has(access.whose);
  const otherExpect: Case['expect'] = operator ? 'allow' : 'deny';
  const listing = (userNo: number) => {
    const sale = fx.active.get(userNo);
    return { saleNo: sale?.saleNo ?? 0, saleKey: sale?.saleKey ?? '' };
  };
  const stoppedListing = (userNo: number) => {
    const sale = fx.stopped.get(userNo);
    return { saleNo: sale?.saleNo ?? 0, saleKey: sale?.saleKey ?? '', fileId: sale?.fileId ?? '' };
  };
  const inquiryCases = (isParty: (i: Fixtures['inquiries'][number]) => boolean): Case[] => {
    const own = fx.inquiries.find(isParty);
    const other = fx.inquiries.find((i) => !isParty(i));
    return [
      ...(own
        ? [{ resource: 'own' as const, slots: { inquiryNo: own.inquiryNo }, expect: 'allow' as const }]
        : []),
      ...(other
        ? [{ resource: 'other' as const, slots: { inquiryNo: other.inquiryNo }, expect: otherExpect }]
        : []),
    ];
  };
  const byOwner = (of: Map<number, number>, slot: string): Case[] => {
    const own = of.get(c.userNo);
    const other = of.get(otherUserOf(c));
    return [
      ...(own !== undefined
        ? [{ resource: 'own' as const, slots: { [slot]: own }, expect: 'allow' as const }]
        : []),
      ...(other !== undefined
        ? [{ resource: 'other' as const, slots: { [slot]: other }, expect: otherExpect }]
        : []),
    ];
  };
  switch (access.whose) {
    case 'user': {
      const operatorMay = c.role === 'ADMIN' && access.userNo === 'caller-or-operator';
      return [
        ...(signedIn
          ? [{ resource: 'own' as const, slots: { userNo: c.userNo }, expect: 'allow' as const }]
          : []),
        {
          resource: 'other',
          slots: { userNo: otherUserOf(c) },
          expect: operatorMay ? 'allow' : 'deny',
        },
      ];
    }
    case 'listing-owner':
      return [
        ...(isBroker
          ? [{ resource: 'own' as const, slots: listing(c.userNo), expect: 'allow' as const }]
          : []),
        { resource: 'other', slots: listing(otherBrokerOf(c)), expect: otherExpect },
      ];
    case 'listing-others':
      // Reversed: another's listing is what the call is for, the caller's own is refused.
      return [
        ...(isBroker
          ? [{ resource: 'own' as const, slots: listing(c.userNo), expect: 'deny' as const }]
          : []),
        { resource: 'other', slots: listing(otherBrokerOf(c)), expect: 'allow' },
      ];
    case 'listing-visible':
      return [
        { resource: 'public', slots: listing(otherBrokerOf(c)), expect: 'allow' },
        ...(isBroker
          ? [{ resource: 'own' as const, slots: stoppedListing(c.userNo), expect: 'allow' as const }]
          : []),
        { resource: 'other', slots: stoppedListing(otherBrokerOf(c)), expect: otherExpect },
      ];
    case 'file':
      return [
        ...(isBroker
          ? [
              {
                resource: 'own' as const,
                slots: { fileId: stoppedListing(c.userNo).fileId },
                expect: 'allow' as const,
              },
            ]
          : []),
        {
          resource: 'other',
          slots: { fileId: stoppedListing(otherBrokerOf(c)).fileId },
          expect: otherExpect,
        },
      ];
    case 'inquiry-party':
      return inquiryCases((i) => i.asker === c.userNo || i.broker === c.userNo);
    case 'inquiry-asker':
      return inquiryCases((i) => i.asker === c.userNo);
    case 'inquiry-broker':
      return inquiryCases((i) => i.broker === c.userNo);
    case 'notification-recipient':
      return byOwner(fx.notificationOf, 'notificationNo');
    case 'saved-search-owner':
      return byOwner(fx.searchOf, 'searchNo');
    case 'lawyers-shared':
      return [{ resource: 'public', slots: { ...fx.lawyerRequest }, expect: 'allow' }];
    default:
      return [{ resource: 'public', slots: listing(otherBrokerOf(c)), expect: 'allow' }];
  }
}

function casesFor(access: Access, c: Caller): Case[] {
  const cases = ownershipCases(access, c);
  if (roleAllowed(access.who, c.role)) return cases;
  return cases.map((k) => ({ ...k, expect: 'deny' }));
}

// ---------------------------------------------------------------------------------------------------------
// Requests

const NO_SUCH_FILE = '00000000-0000-4000-8000-000000000000';
const PATH_DEFAULTS: Record<string, string> = {
  joinType: 'K',
  id: 'user01',
  fileId: NO_SUCH_FILE,
  name: 'apartment-1.svg',
  page: '0',
  code: 'abcdefgh',
  boardType: 'SERVICE',
  month: '2026-11',
};

function fill(value: Json, slots: Slots, c: Caller): Json {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1);
    const filled = name === 'self' ? c.userNo : slots[name];
    return filled ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, slots, c));
  return value;
}

function requestFor(method: string, routePath: string, k: Case, c: Caller): InjectOptions {
  // A visitor has no userNo; a path that takes one still gets a well-formed number.
  const slots: Slots = { userNo: c.userNo || 1, ...k.slots };
  const template = REQUEST_TEMPLATES[`${method} ${routePath}`] ?? {};
  const url = routePath.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(slots[name] ?? PATH_DEFAULTS[name] ?? '1')),
  );
  const query = Object.entries(template.query ?? {})
    .map(([key, v]) => `${key}=${encodeURIComponent(String(fill(v, slots, c)))}`)
    .join('&');
  const body: Record<string, Json> = {};
  for (const [key, v] of Object.entries(template.body ?? {})) body[key] = fill(v, slots, c);
  return {
    method: method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers: c.token ? { authorization: c.token } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }),
    remoteAddress: nextAddress(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The run

interface Outcome {
  route: string;
  caller: CallerName;
  resource: Case['resource'];
  expect: Case['expect'];
  status: number;
  message: string;
}

const outcomes: Outcome[] = [];
let routes: { method: string; path: string; access: Access | undefined }[] = [];

const isAllow = (status: number) => status < 400;
const keyOf = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

async function runAll(): Promise<void> {
  const ordered = [
    ...routes.filter((r) => !LAST_CALLS.has(keyOf(r))),
    // Destructive last, and logging out last of all.
    ...routes.filter((r) => LAST_CALLS.has(keyOf(r)) && r.path !== '/api/logout'),
    ...routes.filter((r) => r.path === '/api/logout'),
  ];
  const first = ordered.filter((r) => !LAST_CALLS.has(keyOf(r)));
  const last = ordered.filter((r) => LAST_CALLS.has(keyOf(r)));
  for (const phase of [first, last]) {
    for (const name of CALLERS) {
      const c = caller(name);
      for (const route of phase) {
        if (!route.access) continue;
        for (const k of casesFor(route.access, c)) {
          const res = await ctx.app.inject(requestFor(route.method, route.path, k, c));
          let message = '';
          try {
            message = String(res.json<{ message?: unknown }>().message ?? '');
          } catch {
            message = res.body.slice(0, 80);
          }
          outcomes.push({
            route: keyOf(route),
            caller: name,
            resource: k.resource,
            expect: k.expect,
            status: res.statusCode,
            message,
          });
        }
      }
    }
  }
}

const describeOutcome = (o: Outcome) =>
  `${o.caller} ${o.route} (${o.resource}) → ${o.status} ${o.message.slice(0, 100)}`;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR } });
  callers.set('visitor', { name: 'visitor', role: null, userNo: 0, token: null });
  callers.set('general', await signIn('general', 'user01'));
  callers.set('broker', await signIn('broker', 'broker01'));
  callers.set('broker2', await signIn('broker2', 'broker02'));
  callers.set('lawyer', await signIn('lawyer', 'lawyer01'));
  callers.set('lawyer2', await secondLawyer());
  callers.set('admin', await signIn('admin', 'admin01'));
  fx = await buildFixtures();
  routes = registeredRoutes(ctx.app).map((r) => ({ ...r, access: ctx.app.accessRules.get(keyOf(r)) }));
  await runAll();
  writeFigures();
}, 300_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(FILES_DIR, { recursive: true, force: true });
});

function figures() {
  const unexpectedAllows = outcomes.filter((o) => o.expect === 'deny' && isAllow(o.status));
  const unexpectedDenies = outcomes.filter((o) => o.expect === 'allow' && [401, 403].includes(o.status));
  const ownershipNotReached = outcomes.filter(
    (o) =>
      o.expect === 'deny' &&
      o.resource === 'other' &&
      !isAllow(o.status) &&
      ![401, 403, 404].includes(o.status),
  );
  const serverErrors = outcomes.filter((o) => o.status >= 500);
  return { unexpectedAllows, unexpectedDenies, ownershipNotReached, serverErrors };
}

function writeFigures(): void {
  const f = figures();
  const summary = {
    routes: routes.length,
    callers: CALLERS.length,
    routeCallerPairs: routes.length * CALLERS.length,
    requests: outcomes.length,
    expectedDenies: outcomes.filter((o) => o.expect === 'deny').length,
    unexpectedAllows: f.unexpectedAllows.length,
    unexpectedDenies: f.unexpectedDenies.length,
    ownershipRefusedBeforeCheck: f.ownershipNotReached.length,
    serverErrors: f.serverErrors.length,
  };
  const dir = path.resolve(import.meta.dirname, '../../../test-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'access-matrix.json'),
    `${JSON.stringify(
      {
        ...summary,
        details: {
          unexpectedAllows: f.unexpectedAllows.map(describeOutcome),
          unexpectedDenies: f.unexpectedDenies.map(describeOutcome),
          ownershipRefusedBeforeCheck: f.ownershipNotReached.map(describeOutcome),
          serverErrors: f.serverErrors.map(describeOutcome),
        },
      },
      null,
      2,
    )}\n`,
  );
  console.info(
    `access matrix: ${summary.routes} routes × ${summary.callers} callers = ${summary.routeCallerPairs} pairs, ${summary.requests} requests, ${summary.unexpectedAllows} unexpected allows, ${summary.unexpectedDenies} unexpected denies (info)`,
  );
}

describe('every route declares who may call it and whose data it reaches', () => {
  it('finds a rule for every registered route', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => !r.access).map(keyOf)).toEqual([]);
  });

  it('refuses to register a route without a rule, and accepts one with config.access', async () => {
    const app = Fastify();
    app.decorateRequest('auth', null);
    registerAccessGuard(app);
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(/no access rule/);
    app.get('/declared', { config: { access: PUBLIC } }, async () => 'x');
    await app.ready();
    expect(app.accessRules.get('GET /declared')).toEqual(PUBLIC);
    await app.close();
  });
});

describe('the access matrix', () => {
  it('tries every route with every caller', () => {
    const pairs = new Set(outcomes.map((o) => `${o.caller} ${o.route}`));
    expect(pairs.size).toBe(routes.length * CALLERS.length);
  });

  it('lets no one in where their rule says no', () => {
    expect(figures().unexpectedAllows.map(describeOutcome)).toEqual([]);
  });

  it('refuses a role the rule leaves out with 401 to a visitor and 403 to anyone else', () => {
    const wrong = outcomes.filter((o) => {
      const route = routes.find((r) => keyOf(r) === o.route);
      if (!route?.access || roleAllowed(route.access.who, caller(o.caller).role)) return false;
      return o.status !== (o.caller === 'visitor' ? 401 : 403);
    });
    expect(wrong.map(describeOutcome)).toEqual([]);
  });

  it("reaches the ownership check: the caller's own resource succeeds where another's is refused", () => {
    const failures: string[] = [];
    for (const [route, by] of Object.entries(OWN_MUST_SUCCEED)) {
      const own = outcomes.filter(
        (o) =>
          o.route === route &&
          o.resource === 'own' &&
          o.expect === 'allow' &&
          (by === 'all' || by.includes(o.caller)),
      );
      if (own.length === 0) failures.push(`${route}: no own case tried`);
      for (const o of own) if (!isAllow(o.status)) failures.push(describeOutcome(o));
      const other = outcomes.filter(
        (o) => o.route === route && o.resource === 'other' && o.expect === 'deny',
      );
      for (const o of other)
        if (![403, 404].includes(o.status) && o.caller !== 'visitor') failures.push(describeOutcome(o));
    }
    expect(failures).toEqual([]);
  });

  it('answers no call with a server error', () => {
    expect(figures().serverErrors.map(describeOutcome)).toEqual([]);
  });
});
