import fc from 'fast-check';
import type { Json } from './fuzz-support.ts';

/*
 * fast-check arbitraries read from a JSON Schema (what `z.toJSONSchema` and the OpenAPI document give for a
 * route's params, query and body): values the schema accepts, at its boundaries, and hostile ones of every
 * kind, to put in place of a valid value. No library maps zod 4 to fast-check yet (zod-fast-check stops at
 * zod 3), so this is a small generator of our own for the keywords our contract uses.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: Json;
}

/** Real row numbers by field name ('saleNo' → listings that exist), so that valid values reach real rows. */
export type IdPools = Record<string, readonly number[]>;

/** A value sent in a URL exactly as written, for escapes no encoder produces ('%ff', '%'). */
export interface RawUrl {
  raw: string;
}
export type FuzzValue = Json | RawUrl;
export const isRaw = (v: unknown): v is RawUrl =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as RawUrl).raw === 'string';

// ---------------------------------------------------------------------------------------------------------
// Text

const hangulChar = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));
const hangul = (minLength: number, maxLength: number) =>
  fc.string({ unit: hangulChar, minLength, maxLength });

/** Text a person might type: Korean, ASCII, and now and then any code point. */
const humanText = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: hangul(minLength, maxLength) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );

const INT4_MAX = 2147483647;

/** Field names that hold a row number or an amount: their strings are digits more often than not. */
const NUMERIC_NAME = /(No|Id|page|limit|Price|Cost|Lat|Lng|Count|Amount|Units|Area|Year|Round|Days|level)$/i;

const numericText = fc.oneof(
  fc.integer({ min: 0, max: 100 }).map(String),
  fc.integer({ min: -INT4_MAX - 1, max: INT4_MAX }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom('1', '0', '-1', '2147483647', '2147483648', '1e3', '37.5', '127.03'),
);

// ---------------------------------------------------------------------------------------------------------
// Values a schema accepts

const bounded = (n: number | undefined, fallback: number) => (n === undefined ? fallback : n);

function numberArb(schema: JsonSchema, integer: boolean, name: string, ids: IdPools): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e9);
  const lo = integer ? Math.ceil(Math.max(min, -Number.MAX_SAFE_INTEGER)) : min;
  const hi = integer ? Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) : max;
  const inRange = integer
    ? fc.integer({ min: Math.max(lo, -INT4_MAX - 1), max: Math.max(Math.min(hi, INT4_MAX), lo) })
    : fc.double({ min: lo, max: Math.max(hi, lo), noNaN: true, noDefaultInfinity: true });
  const edges = [lo, hi, Math.max(lo, Math.min(hi, 0)), Math.max(lo, Math.min(hi, 1))];
  const options: fc.WeightedArbitrary<number>[] = [
    { weight: 3, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
  ];
  const pool = ids[name];
  // A field with a pool takes its real rows from the pool only: small numbers would be the callers' own
  // accounts, which the operator could withdraw halfway through a run.
  if (pool?.length) options.push({ weight: 8, arbitrary: fc.constantFrom(...pool) });
  else
    options.push({
      weight: 2,
      arbitrary: fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.min(hi, 50), lo) }),
    });
  return fc.oneof(...options);
}

function stringArb(schema: JsonSchema, name: string, ids: IdPools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = bounded(schema.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(bounded(schema.maxLength, 40), 60));
  if (schema.pattern) {
    // Patterns carry their own lengths; a filter on length could spin on one that does not.
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot read gets text like any other field's.
    }
  }
  const options: fc.WeightedArbitrary<string>[] = [{ weight: 3, arbitrary: humanText(minLength, maxLength) }];
  const pool = ids[name];
  if (pool?.length) options.push({ weight: 12, arbitrary: fc.constantFrom(...pool.map(String)) });
  else if (bounded(schema.maxLength, 10) >= 1 && NUMERIC_NAME.test(name))
    options.push({ weight: 6, arbitrary: numericText });
  if (schema.maxLength !== undefined) {
    // Exactly at the limit, in the widest characters the field may hold.
    options.push({ weight: 1, arbitrary: fc.constant('가'.repeat(Math.min(schema.maxLength, 100_000))) });
  }
  return fc.oneof(...options);
}

function objectArb(schema: JsonSchema, ids: IdPools): fc.Arbitrary<Record<string, Json>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [k, s] of Object.entries(props)) model[k] = validValue(s, ids, k);
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((k) => k in props),
  }) as fc.Arbitrary<Record<string, Json>>;
}

/** A value the schema accepts (as far as JSON Schema tells: refinements in zod may still refuse it). */
export function validValue(schema: JsonSchema, ids: IdPools, name = ''): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, ids, name)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((s) => validValue(s, ids, name)))
      .map((parts) =>
        parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
          ? (Object.assign({}, ...parts) as Json)
          : (parts[0] ?? null),
      );
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, ids, name)));
  switch (types[0]) {
    case 'string':
      return stringArb(schema, name, ids);
    case 'integer':
      return numberArb(schema, true, name, ids);
    case 'number':
      return numberArb(schema, /No$/.test(name) || NUMERIC_NAME.test(name), name, ids);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, ids, name), {
        minLength: bounded(schema.minItems, 0),
        maxLength: Math.max(bounded(schema.minItems, 0), Math.min(bounded(schema.maxItems, 4), 6)),
      });
    case 'object':
      return objectArb(schema, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uDC00b', '가\uD83D'];
const TRICKY_TEXT = [
  '',
  ' ',
  '\t\n\r',
  'a\u0000b',
  '\u0000',
  '\u0001\u001f\u007f',
  '\uFEFF1',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👨‍👩‍👧‍👦',
  '🏠💸',
  'ㄱㄴㄷ',
  '역삼동',
  'ｱｲｳ',
  '１２３',
  '٣٤٥',
  'e\u0301',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  "%' or '1'='1",
  "'; drop table users; --",
  '../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '$' + '{7*7}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x10',
  '1e+23',
  '1e400',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.5',
  '00001',
  'true',
  'Y',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  ...LONE_SURROGATES,
];

const NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  1e-7,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  2 ** 53,
  2 ** 53 + 2,
  1e23,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A string far over any field's limit: in a body up to the 1 MB body limit. */
const hugeText = (max: number) =>
  fc
    .tuple(fc.constantFrom('x', '가', '😀', 'a\u0000', '\uD800'), fc.integer({ min: 500, max }))
    .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

const deep = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 50, max: 2_000 }))
  .map(([open, n]): Json => {
    let v: Json = 1;
    for (let i = 0; i < n; i++) v = open === '[' ? [v] : { a: v };
    return v;
  });

/** Strings no form would send: control characters, RTL marks, lone surrogates, prototype names, huge. */
const hostileText = (hugeMax: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: numericText },
    { weight: 1, arbitrary: hugeText(hugeMax) },
  );
export const hostileString = hostileText(120_000);
/**
 * In a URL, huge stops at 1,500 characters (13 kB escaped): Node refuses a request line over 16 kB before
 * the app sees it (the socket test sends one), so longer URLs would test `inject`, not the server.
 */
const hostileUrlString = hostileText(1_500);

/** Anything JSON can carry in place of a field: wrong types, boundaries, nesting, hostile text. */
export const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<Json>(true, false, null, [], {}, [null], ['1', '2'], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: deep },
);

/** What a URL can carry: hostile text, a repeated key, or escapes no encoder produces. */
export const hostileUrlValue: fc.Arbitrary<FuzzValue> = fc.oneof(
  { weight: 8, arbitrary: hostileUrlString },
  { weight: 2, arbitrary: fc.constantFrom<FuzzValue>(['1', '2'], [], true, 1e23, -1) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<FuzzValue>(
      { raw: '%' },
      { raw: '%ff' },
      { raw: '%00' },
      { raw: '%zz' },
      { raw: '%ED%A0%80' },
      { raw: '%C0%AF' },
      { raw: '..%2F..%2Fetc' },
      { raw: '%E4%B8' },
    ),
  },
);

/** Keys no schema declares: Object.prototype names, empty, Unicode, long. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '가', '😀'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constant('k'.repeat(5_000)),
);

// ---------------------------------------------------------------------------------------------------------
// URLs

/**
 * Percent-encodes every UTF-8 byte, and a lone surrogate as the three bytes of its WTF-8 form (%ED%A0%80),
 * which `encodeURIComponent` would refuse to write: the server must meet it as invalid UTF-8.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let codePoint = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    const ch = String.fromCodePoint(codePoint);
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) {
      out += ch;
      continue;
    }
    const bytes =
      codePoint >= 0xd800 && codePoint <= 0xdfff
        ? [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)]
        : [...Buffer.from(ch, 'utf8')];
    for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A field's value as the text(s) of a URL: arrays become a repeated key, objects their JSON. */
export function urlTexts(value: FuzzValue | undefined): string[] {
  if (value === undefined) return [];
  if (isRaw(value)) return [value.raw];
  if (Array.isArray(value)) return value.flatMap((v) => urlTexts(v === null ? '' : v));
  if (value === null) return [''];
  if (typeof value === 'object') return [percentEncode(JSON.stringify(value))];
  return [percentEncode(String(value))];
}
