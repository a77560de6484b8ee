import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema,
 * compiled once at start-up, instead of being parsed with zod and passed to JSON.stringify on every
 * request (fastify-type-provider-zod's serializer): on a 30-card search list the zod pass was most of
 * the cost of the answer. The bytes are the same: fast-json-stringify writes the properties of the
 * schema in its order and drops the others, as zod's parse does, and escapes text as JSON.stringify.
 *
 * What it does not do is refuse a value outside the contract (a float in an integer field, a null in a
 * required string): zod threw, fast-json-stringify coerces. Outside production the answer is therefore
 * also parsed with zod and must come out byte for byte the same (`check`), so the test suites and the
 * browser journeys still fail on contract drift. A schema whose output zod computes rather than checks
 * (transforms, trims, defaults, unions, records) keeps the zod serializer: see `fastSerializable`.
 */

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: { _zod: { def: { check: string } } }[];
};
const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Zod types whose parse returns its input unchanged (or stripped of unknown keys, for objects). */
const CHECKED_ONLY = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'nullable',
  'optional',
  'readonly',
  'lazy',
  'unknown',
  'any',
]);

/**
 * Whether a response schema only checks its value, so that its JSON Schema serializes what zod would
 * return. Not when zod changes the value: transforms and pipes, `.trim()`-like overwrites, defaults and
 * catches, unions (zod takes the first branch that parses, fast-json-stringify the first that validates),
 * records, dates, objects that keep unknown keys.
 */
export function fastSerializable(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (!CHECKED_ONLY.has(def.type)) return false;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  if (def.type === 'object') {
    if (def.catchall && defOf(def.catchall).type !== 'never') return false;
    return Object.values(def.shape ?? {}).every((s) => fastSerializable(s, seen));
  }
  if (def.type === 'array' && def.element) return fastSerializable(def.element, seen);
  if (def.innerType) return fastSerializable(def.innerType, seen);
  if (def.type === 'lazy' && def.getter) return fastSerializable(def.getter(), seen);
  return true;
}

type JsonSchema = { [key: string]: unknown };
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'allOf', 'oneOf']);
const SUBSCHEMA_MAPS = new Set(['properties', 'definitions', '$defs']);

/**
 * zod writes a nullable value as `anyOf: [X, { type: 'null' }]`, or `type: [t, 'null']` for a primitive;
 * fast-json-stringify would pick an anyOf branch by validating the value with ajv on every call. Both
 * become X with `nullable: true` (fast-json-stringify's OpenAPI keyword), which writes null or X directly.
 * Only schema positions are rewritten: a property may well be called `type`.
 */
function withNullable(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SUBSCHEMA.has(key) && isObject(value)) out[key] = withNullable(value);
    else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((v) => (isObject(v) ? withNullable(v) : v));
    else if (SUBSCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isObject(v) ? withNullable(v) : v]),
      );
    else out[key] = value;
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  const type = out.type;
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    return { ...out, type: type.find((t) => t !== 'null'), nullable: true };
  }
  return out;
}

/** The JSON Schema of what a response schema outputs, in the form fast-json-stringify reads fastest. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
  return withNullable(json);
}

/**
 * Fastify's serializer compiler for the zod response schemas of the route table (docs/decisions/014).
 * `check`: also parse each answer with zod and require the same bytes (every environment but production).
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof z.ZodType) || !fastSerializable(schema))
      return (zodSerializerCompiler as FastifySchemaCompiler<z.ZodType>)(route) as (data: unknown) => string;
    const serialize = fastJson(responseJsonSchema(schema) as AnySchema);
    if (!check) return serialize;
    return (data) => {
      const parsed = z.safeEncode(schema, data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const expected = JSON.stringify(parsed.data);
      const written = serialize(data);
      if (written !== expected) {
        throw new Error(
          `${method} ${url}: fast-json-stringify wrote ${written.slice(0, 500)} where zod gives ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}
