import fs from 'node:fs';
import { PUBLIC, roleAllowed } from '@ansim/domain/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessGuard } from '../src/plugins/access-guard.ts';
import { CALLERS, type CallerOf, matrixAddresses, signInCallers } from './access-matrix-callers.ts';
import { OWN_MUST_SUCCEED } from './access-matrix-fixture.ts';
import { buildFixtures } from './access-matrix-resources.ts';
import {
  describeOutcome,
  isAllow,
  keyOf,
  type MatrixRoute,
  matrixFigures,
  type Outcome,
  runMatrix,
  writeFigures,
} from './access-matrix-run.ts';
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
 *
 * The callers, resources, cases, requests and the run: access-matrix-{callers,resources,cases,requests,run}.ts;
 * the request templates: access-matrix-fixture.ts.
 */

let ctx: TestContext;
const FILES_DIR = `/tmp/ansim-access-matrix-files-${process.pid}`;
let caller: CallerOf;
let routes: MatrixRoute[] = [];
let outcomes: Outcome[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR } });
  const nextAddress = matrixAddresses();
  caller = await signInCallers(ctx.app, ctx.handle.db, nextAddress);
  const fx = await buildFixtures({
    app: ctx.app,
    db: ctx.handle.db,
    caller,
    nextAddress,
    filesDir: FILES_DIR,
  });
  routes = registeredRoutes(ctx.app).map((r) => ({ ...r, access: ctx.app.accessRules.get(keyOf(r)) }));
  outcomes = await runMatrix(ctx.app, routes, { fx, caller, nextAddress });
  writeFigures(routes, outcomes);
}, 300_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(FILES_DIR, { recursive: true, force: true });
});

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
    expect(matrixFigures(outcomes).unexpectedAllows.map(describeOutcome)).toEqual([]);
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
    expect(matrixFigures(outcomes).serverErrors.map(describeOutcome)).toEqual([]);
  });
});
