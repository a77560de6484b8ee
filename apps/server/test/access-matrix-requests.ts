import type { InjectOptions } from 'fastify';
import type { Caller } from './access-matrix-callers.ts';
import type { Case, Slots } from './access-matrix-cases.ts';
import { type Json, REQUEST_TEMPLATES } from './access-matrix-fixture.ts';

/*
 * The access matrix's requests (access-matrix.test.ts): a route's request template (access-matrix-fixture.ts)
 * with its '$name' slots filled for a case and a caller, and path parameters from the slot of the same name
 * or a well-formed default.
 */

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

/** The request a case sends: path parameters, query and body filled from its slots and the caller. */
export function requestFor(
  method: string,
  routePath: string,
  k: Case,
  c: Caller,
  nextAddress: () => string,
): InjectOptions {
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
