import fs from 'node:fs';
import path from 'node:path';
import type { Access } from '@ansim/domain/contract';
import type { FastifyInstance } from 'fastify';
import { CALLERS, type CallerName, type CallerOf } from './access-matrix-callers.ts';
import { type Case, casesFor } from './access-matrix-cases.ts';
import { LAST_CALLS } from './access-matrix-fixture.ts';
import { requestFor } from './access-matrix-requests.ts';
import type { Fixtures } from './access-matrix-resources.ts';

/*
 * The access matrix's run (access-matrix.test.ts): every route with every caller and case, in an order that
 * leaves the destructive calls and logging out for last; then its figures, written to
 * test-results/access-matrix.json and printed.
 */

export interface Outcome {
  route: string;
  caller: CallerName;
  resource: Case['resource'];
  expect: Case['expect'];
  status: number;
  message: string;
}

export interface MatrixRoute {
  method: string;
  path: string;
  /** The rule the route declared, read back from the access guard; none is a failure. */
  access: Access | undefined;
}

export const isAllow = (status: number) => status < 400;
export const keyOf = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

export async function runMatrix(
  app: FastifyInstance,
  routes: MatrixRoute[],
  { fx, caller, nextAddress }: { fx: Fixtures; caller: CallerOf; nextAddress: () => string },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
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
        for (const k of casesFor(route.access, c, fx, caller)) {
          const res = await app.inject(requestFor(route.method, route.path, k, c, nextAddress));
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
  return outcomes;
}

export const describeOutcome = (o: Outcome) =>
  `${o.caller} ${o.route} (${o.resource}) → ${o.status} ${o.message.slice(0, 100)}`;

export function matrixFigures(outcomes: Outcome[]) {
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

/** Figures: test-results/access-matrix.json, and one line on the console (routes × callers, allows, denies). */
export function writeFigures(routes: MatrixRoute[], outcomes: Outcome[]): void {
  const f = matrixFigures(outcomes);
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
