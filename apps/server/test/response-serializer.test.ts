import { API, type ApiRoute } from '@ansim/domain/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializable, responseSerializerCompiler } from '../src/http/serializer.ts';

/*
 * The answers are written by fast-json-stringify from each route's JSON Schema rather than by zod and
 * JSON.stringify (src/http/serializer.ts). These tests hold the two to the same bytes for every response
 * schema of the route table, on values built from the schema itself: nulls and non-nulls, present and
 * absent optionals, empty and filled lists, text JSON must escape, and keys the schema does not know.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: unknown;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const TEXTS = [
  '안심방',
  '',
  'quote " back \\ slash',
  'line\nbreak\ttab \u0001',
  'lone \ud800 surrogate',
  '</script>',
];
const STRING_FORMATS: Record<string, string> = {
  email: 'user@example.com',
  uuid: '0b7e6f0e-4c3a-4e8b-9f1a-2d3c4b5a6e7f',
  url: 'https://example.com/a?b=c',
  datetime: '2024-05-06T07:08:09.010Z',
  date: '2024-05-06',
};

/** A value of the schema; `v` picks among the shapes a value may take. */
function sample(schema: z.ZodType, v: number, depth = 0): unknown {
  const def = defOf(schema);
  const formats = [def.format, ...(def.checks ?? []).map((c) => c._zod.def.format)].filter(Boolean);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = { zzUnknownKey: 'dropped', __proto__x: 1 };
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = sample(field, v + key.length, depth + 1);
        if (value !== ABSENT) out[key] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: depth > 3 ? 0 : v % 3 }, (_, i) =>
        sample(def.element as z.ZodType, v + i, depth + 1),
      );
    case 'string': {
      const format = formats.find((f) => f && f in STRING_FORMATS);
      return format ? STRING_FORMATS[format] : TEXTS[v % TEXTS.length];
    }
    case 'number':
      return formats.some((f) => f?.includes('int'))
        ? [7, -3, 0, 2_147_483_647][v % 4]
        : [1.5, -0.25, 0, 1e21][v % 4];
    case 'boolean':
      return v % 2 === 0;
    case 'null':
      return null;
    case 'enum': {
      const options = Object.values(def.entries ?? {});
      return options[v % options.length];
    }
    case 'literal':
      return def.values?.[0];
    case 'nullable':
      return v % 2 === 1 ? null : sample(def.innerType as z.ZodType, v, depth);
    case 'optional':
      return v % 3 === 0 ? ABSENT : v % 3 === 1 ? undefined : sample(def.innerType as z.ZodType, v, depth);
    case 'readonly':
      return sample(def.innerType as z.ZodType, v, depth);
    case 'lazy':
      return depth > 3 ? ABSENT : sample((def.getter as () => z.ZodType)(), v, depth + 1);
    case 'record': {
      const value = def.valueType as z.ZodType;
      return depth > 3
        ? {}
        : { ACTIVE: sample(value, v, depth + 1), '"키" \\ 2': sample(value, v + 1, depth + 1) };
    }
    case 'unknown':
    case 'any':
      return { any: [1, 'two', null] };
    default:
      throw new Error(`no sample for a zod ${def.type}`);
  }
}
const ABSENT = Symbol('absent');

const routes = (Object.entries(API) as [string, ApiRoute][]).filter(
  (entry): entry is [string, ApiRoute & { response: z.ZodType }] => entry[1].response !== undefined,
);
const compile = (route: ApiRoute & { response: z.ZodType }, check: boolean) =>
  responseSerializerCompiler({ check })({
    schema: route.response,
    method: route.method,
    url: route.path,
    httpStatus: '200',
  });

describe('response serializer', () => {
  it('writes every response of the route table from its JSON Schema', () => {
    const slow = routes.filter(([, route]) => !fastSerializable(route.response)).map(([name]) => name);
    expect(slow).toEqual([]);
  });

  it.each(routes)('writes %s byte for byte as zod and JSON.stringify do', (_name, route) => {
    const serialize = compile(route, false);
    for (let v = 0; v < 12; v++) {
      const data = sample(route.response, v);
      const expected = JSON.stringify(z.encode(route.response, data));
      expect(serialize(data)).toBe(expected);
    }
  });

  it('refuses, outside production, an answer zod refuses: a fraction for an integer, a null for text', () => {
    const route = API.saleCount;
    const strict = compile(route, true);
    expect(strict({ code: 1, message: '성공', entity: { totalRow: 3 } })).toBe(
      '{"code":1,"message":"성공","entity":{"totalRow":3}}',
    );
    expect(() => strict({ code: 1, message: '성공', entity: { totalRow: 2.5 } })).toThrow();
    expect(() => strict({ code: 1, message: null, entity: { totalRow: 3 } })).toThrow();
    // In production the value is written as the schema's type says, without zod's pass.
    expect(compile(route, false)({ code: 1, message: '성공', entity: { totalRow: 2.5 } })).toBe(
      '{"code":1,"message":"성공","entity":{"totalRow":2}}',
    );
  });

  it('keeps the zod serializer for a schema whose output zod computes', () => {
    const trimmed = z.object({ name: z.string().trim() });
    const transformed = z.object({ at: z.string().transform((s) => s.length) });
    const union = z.object({ id: z.union([z.string(), z.number()]) });
    for (const schema of [trimmed, transformed, union]) expect(fastSerializable(schema)).toBe(false);
    const serialize = responseSerializerCompiler({ check: false })({
      schema: trimmed,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ name: '  안심  ' })).toBe('{"name":"안심"}');
  });
});
