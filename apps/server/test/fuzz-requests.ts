/**
 * The requests of the contract fuzzer (fuzz-contract.test.ts): every registered route with its schemas
 * (`targets`), fast-check arbitraries of requests to them as every kind of caller (`requestArb`, `draftArb`),
 * and a drawn request as Fastify injects it (`toRequest`). The values themselves come from
 * fuzz-arbitraries.ts; the run, its figures and its assertions stay in the test.
 */
import { saleFormSchema, saleSaveHeadSchema } from '@ansim/domain';
import { API, type ApiRoute } from '@ansim/domain/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import {
  type FuzzValue,
  hostileJson,
  hostileKey,
  hostileUrlValue,
  type IdPools,
  isRaw,
  type JsonSchema,
  percentEncode,
  urlTexts,
  validValue,
} from './fuzz-arbitraries.ts';
import { type Json, multipartBody, ROLES, type Role } from './fuzz-support.ts';
import { registeredRoutes } from './route-tree.ts';

// ---------------------------------------------------------------------------------------------------------
// Routes and their schemas

type Slot = 'params' | 'query' | 'body' | 'form';
export interface Target {
  method: string;
  path: string;
  source: 'contract' | 'openapi' | 'path';
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** multipart/form-data text fields; a field named in `jsonFields` carries JSON text of that schema. */
  form?: JsonSchema;
  jsonFields?: Record<string, JsonSchema>;
}

const toSchema = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema && (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

/** The listing form travels as JSON text in the `sale` field of a multipart save (sales/form-routes.ts). */
const SALE_JSON: JsonSchema = {
  allOf: [toSchema(saleFormSchema(new Date())) ?? {}, toSchema(saleSaveHeadSchema) ?? {}],
};

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const parametersSchema = (list: OpenApiParameter[], where: string): JsonSchema | undefined => {
  const mine = list.filter((p) => p.in === where);
  if (!mine.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: mine.filter((p) => p.required).map((p) => p.name),
  };
};

/** Every registered route with its schemas: the contract's, else the OpenAPI document's, else the path's. */
export async function targets(app: FastifyInstance): Promise<Target[]> {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  const contract = new Map<string, ApiRoute>(
    Object.values(API as Record<string, ApiRoute>).map((r) => [`${r.method} ${r.path}`, r]),
  );
  return registeredRoutes(app).map(({ method, path }): Target => {
    const route = contract.get(`${method} ${path}`);
    if (route) {
      return {
        method,
        path,
        source: 'contract',
        params: toSchema(route.params),
        query: toSchema(route.query),
        body: toSchema(route.body),
        form: toSchema(route.multipart),
        jsonFields:
          route.multipart && 'sale' in ((toSchema(route.multipart)?.properties ?? {}) as object)
            ? { sale: SALE_JSON }
            : undefined,
      };
    }
    const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    const params: JsonSchema | undefined = names.length
      ? {
          type: 'object',
          properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
          required: names,
        }
      : undefined;
    if (!op) return { method, path, source: 'path', params };
    const content = op.requestBody?.content ?? {};
    return {
      method,
      path,
      source: 'openapi',
      params: parametersSchema(op.parameters ?? [], 'path') ?? params,
      query: parametersSchema(op.parameters ?? [], 'query'),
      body: content['application/json']?.schema,
      form: content['multipart/form-data']?.schema,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Generated requests

interface Mutation {
  op: 'replace' | 'delete' | 'extra';
  slot: Slot;
  pick: number;
  key: string;
  value: FuzzValue;
}
type Mode =
  | { kind: 'valid' }
  | { kind: 'mutate'; mutations: Mutation[] }
  | { kind: 'wholeBody'; value: Json }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'auth'; header: string }
  | { kind: 'oversize'; contentType: string };

interface FilePick {
  field: string;
  name: string;
  kind: 'png' | 'bytes' | 'truncated' | 'svg';
  bytes: number[];
}

export interface Draft {
  target: Target;
  role: Role;
  params: Record<string, FuzzValue>;
  query: Record<string, FuzzValue>;
  body: Json | undefined;
  form: Record<string, Json>;
  files: FilePick[];
  mode: Mode;
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'id':'x'}",
  '{"id":"x"} trailing',
  'nul',
  '\uFEFF{"id":"x"}',
  '{"id":"\\ud800"}',
  '{"a":1e400}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(20_000),
  '"\\u0000"',
  '\u0000',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
];
const BAD_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIn0.',
  'Basic YWRtaW4wMTphbnNpbTI1ODAh',
  `Bearer ${'a'.repeat(8_000)}`,
  'bearer  eyJ',
  'Bearer null',
];

const fileArb: fc.Arbitrary<FilePick> = fc.record({
  field: fc.constantFrom('file', 'brokerProfileFile', 'businessLicenseFile', 'image', 'document', 'x'),
  name: fc.oneof(fc.constantFrom('a.png', 'a.svg', '../../a.png', '가.png', 'a\u0000.png', ''), fc.string()),
  kind: fc.constantFrom('png', 'bytes', 'truncated', 'svg'),
  bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 512 }),
});

const mutationArb = (slots: Slot[]): fc.Arbitrary<Mutation> =>
  fc
    .record({
      op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'replace', 'delete', 'extra'),
      slot: fc.constantFrom(...slots),
      pick: fc.nat(),
      key: hostileKey,
      json: hostileJson,
      url: hostileUrlValue,
    })
    .map(({ op, slot, pick, key, json, url }) => ({
      op,
      slot,
      pick,
      key,
      value: slot === 'body' ? json : slot === 'form' && isRaw(url) ? url.raw : url,
    }));

const recordOf = (schema: JsonSchema | undefined, ids: IdPools) =>
  (schema ? validValue(schema, ids) : fc.constant({})) as fc.Arbitrary<Record<string, FuzzValue>>;

/** One request to `target` as `role`, its valid values drawn from `ids` (real row numbers). */
export function draftArb(target: Target, role: Role, ids: IdPools): fc.Arbitrary<Draft> {
  const slots: Slot[] = ['query'];
  if (target.params) slots.push('params');
  if (target.body) slots.push('body', 'body');
  if (target.form) slots.push('form', 'form');
  const bodyish = target.method !== 'GET';
  const modes: fc.WeightedArbitrary<Mode>[] = [
    { weight: 30, arbitrary: fc.constant({ kind: 'valid' as const }) },
    {
      weight: 45,
      arbitrary: fc
        .array(mutationArb(slots), { minLength: 1, maxLength: 3 })
        .map((mutations) => ({ kind: 'mutate' as const, mutations })),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...BAD_AUTH).map((header) => ({ kind: 'auth' as const, header })),
    },
  ];
  if (bodyish) {
    modes.push(
      { weight: 5, arbitrary: hostileJson.map((value) => ({ kind: 'wholeBody' as const, value })) },
      {
        weight: 8,
        arbitrary: fc
          .record({
            contentType: fc.constantFrom('application/json', ...CONTENT_TYPES),
            payload: fc.oneof(
              fc.constantFrom(...INVALID_JSON),
              fc.string({ unit: 'binary', maxLength: 200 }),
            ),
          })
          .map((r) => ({ kind: 'raw' as const, ...r })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('application/json', 'multipart/form-data; boundary=fuzz-boundary', 'text/plain')
          .map((contentType) => ({ kind: 'oversize' as const, contentType })),
      },
    );
  }
  return fc
    .record({
      target: fc.constant(target),
      role: fc.constant(role),
      params: recordOf(target.params, ids),
      query: recordOf(target.query, ids),
      body: target.body ? validValue(target.body, ids) : fc.constant<Json | undefined>(undefined),
      form: (target.form ? validValue(target.form, ids) : fc.constant({})) as fc.Arbitrary<
        Record<string, Json>
      >,
      files: target.form ? fc.array(fileArb, { maxLength: 2 }) : fc.constant<FilePick[]>([]),
      mode: fc.oneof(...modes),
      sale: target.jsonFields?.sale ? validValue(target.jsonFields.sale, ids) : fc.constant(undefined),
    })
    .map(({ sale, ...draft }) => {
      // The listing form is generated as an object and sent as the JSON text the save reads.
      if (sale !== undefined && 'sale' in draft.form)
        draft.form = { ...draft.form, sale: JSON.stringify(sale) };
      return draft;
    });
}

/** Logging out ends the caller's session: only a visitor does it among the generated requests. */
export const isLogout = (t: Target) => t.path === '/api/logout';

const ROLE_WEIGHTS: Record<Role, number> = { visitor: 2, user01: 2, broker01: 2, lawyer01: 1, admin01: 3 };

/** Routes that draw a PDF take a few hundred ms each: they get a fifth of a route's share of the run. */
const routeWeight = (t: Target) => (/pdf/i.test(t.path) ? 1 : 5);

/** Requests to every target as every kind of caller, each drawing its values from `poolsFor(role)`. */
export function requestArb(all: Target[], poolsFor: (role: Role) => IdPools): fc.Arbitrary<Draft> {
  return fc.oneof(
    ...all.map((target) => ({
      weight: routeWeight(target),
      arbitrary: fc.oneof(
        ...ROLES.filter((role) => !isLogout(target) || role === 'visitor').map((role) => ({
          weight: ROLE_WEIGHTS[role],
          arbitrary: draftArb(target, role, poolsFor(role)),
        })),
      ),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Drafts to requests

/** Sets an own property, so that '__proto__' becomes a key of the JSON text, not the object's prototype. */
const setOwn = (obj: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

/** The paths of an object's fields, nested ones too ('device.os' is ['device', 'os']). */
function fieldPaths(value: Json | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (value === null || typeof value !== 'object' || isRaw(value) || depth > 3) return [];
  const keys = Array.isArray(value) ? value.map((_v, i) => String(i)) : Object.keys(value);
  return keys.flatMap((k) => [
    [...prefix, k],
    ...fieldPaths((value as Record<string, Json>)[k], [...prefix, k], depth + 1),
  ]);
}

/**
 * A copy of a hostile value. Past 64 levels the value is one `deep` built for this draft alone (no constant
 * nests that far), so it is shared, not copied: structuredClone would overflow the stack on it.
 */
function copy(value: FuzzValue, depth = 0): FuzzValue {
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1) as Json);
  const out: Record<string, FuzzValue> = {};
  for (const k of Object.keys(value))
    setOwn(out, k, copy((value as Record<string, Json>)[k] ?? null, depth + 1));
  return out as FuzzValue;
}

function mutate(container: Record<string, unknown>, m: Mutation): void {
  const paths = fieldPaths(container as Json);
  // Hostile values come from shared constants: each request gets its own copy to nest and change.
  const value = copy(m.value);
  if (m.op === 'extra' || paths.length === 0) {
    setOwn(container, m.key, value);
    return;
  }
  const path = paths[m.pick % paths.length] ?? [];
  let node = container;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? '';
  if (m.op === 'delete') {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else setOwn(node, last, value);
}

/** An 8 × 8 PNG for the drafts' image fields, made once before a run (prepareFiles). */
let tinyPng = Buffer.alloc(0);
export async function prepareFiles(): Promise<void> {
  tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}
const fileBytes = (f: FilePick): Buffer =>
  f.kind === 'png'
    ? tinyPng
    : f.kind === 'truncated'
      ? tinyPng.subarray(0, 40)
      : f.kind === 'svg'
        ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>1</script></svg>')
        : Buffer.from(f.bytes);

/** Node's HTTP parser refuses a request head over 16 kB; the URL stays under it with room for headers. */
const URL_MAX = 14_000;
export const OVERSIZE = Buffer.alloc(1_200_000, 'a');
export const OVERSIZE_JSON = Buffer.from(`{"id":"${'가'.repeat(400_000)}"}`);

const formText = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** The injected request of a draft, sent with the caller's `token` (if any) from `remoteAddress`. */
export function toRequest(
  d: Draft,
  { token, remoteAddress }: { token: string | undefined; remoteAddress: string },
): InjectOptions {
  const params = structuredClone(d.params);
  const query = structuredClone(d.query);
  let body = d.body === undefined ? undefined : (structuredClone(d.body) as Json);
  const form = structuredClone(d.form) as Record<string, unknown>;
  if (d.mode.kind === 'mutate') {
    for (const m of d.mode.mutations) {
      if (m.slot === 'params') mutate(params, m);
      else if (m.slot === 'query') mutate(query, m);
      else if (m.slot === 'form') mutate(form, m);
      else if (body !== null && typeof body === 'object') mutate(body as Record<string, unknown>, m);
      else body = copy(m.value) as Json;
    }
  }
  if (d.mode.kind === 'wholeBody') body = copy(d.mode.value) as Json;

  const path = d.target.path.replace(/:(\w+)/g, (_m, name: string) => urlTexts(params[name]).join(','));
  const pairs: string[] = [];
  let room = URL_MAX - path.length;
  for (const key of Object.keys(query)) {
    for (const text of urlTexts(query[key])) {
      const pair = `${percentEncode(key)}=${text}`;
      // What Node's parser would refuse before the app (the socket test sends that) is left out here.
      if (pair.length + 1 > room) continue;
      room -= pair.length + 1;
      pairs.push(pair);
    }
  }
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;

  const headers: Record<string, string> = {};
  if (d.mode.kind === 'auth') headers.authorization = d.mode.header;
  else if (token) headers.authorization = token;
  const options: InjectOptions = {
    method: d.target.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress,
  };
  if (d.mode.kind === 'raw') {
    headers['content-type'] = d.mode.contentType;
    options.payload = d.mode.payload;
  } else if (d.mode.kind === 'oversize') {
    headers['content-type'] = d.mode.contentType;
    options.payload = d.mode.contentType === 'application/json' ? OVERSIZE_JSON : OVERSIZE;
  } else if (d.target.form) {
    const boundary = `fuzz${d.files.length}x${Object.keys(form).length}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const fields: Record<string, string> = {};
    for (const k of Object.keys(form)) setOwn(fields, k, formText(form[k] as Json));
    options.payload = multipartBody(
      fields,
      boundary,
      d.files.map((f) => ({ field: f.field, name: f.name, data: fileBytes(f) })),
    );
  } else if (body !== undefined || d.mode.kind === 'wholeBody') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body ?? null);
  }
  return options;
}

export const describeDraft = (d: Draft, o: InjectOptions): string => {
  const payload = o.payload === undefined ? '' : String(o.payload).slice(0, 160);
  return `${d.role} ${d.target.method} ${String(o.url).slice(0, 200)} [${d.mode.kind}] ${payload}`;
};
