import { z } from 'zod';

/*
 * The building blocks of every request schema. A value that passes one of these can be handed to
 * PostgreSQL as it is, so that bad input ends as a 400 naming the field and never as a 500 from the
 * database. Schemas are built from these rather than from bare `z.string()` / `z.coerce.number()`, so a
 * new field inherits the rules:
 *
 * - Integers are bounded to their column. Ids, prices and counts are PostgreSQL `integer` (int4), so the
 *   default range is 1..2147483647. Text must be plain decimal digits ('12', '-1'): '1e+23', '0x10', '1.5'
 *   and '' are refused, because `Number()` would read them as numbers the client did not mean. JSON
 *   numbers must be integers in range. Arrays and booleans are refused, never coerced.
 * - Text refuses NUL (U+0000) with a 400 rather than stripping it: PostgreSQL cannot store NUL, and
 *   silently dropping a character would change an id, a password or a name behind the user's back.
 * - Paging is bounded (MAX_PAGE, a per-list limit), so that offsets stay small exact integers.
 * - Every message is Korean and names the field.
 *
 * Closed sets (z.enum, z.boolean, z.uuid, `boolish`) need none of this: nothing outside the set passes.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * The largest page any list accepts: beyond any real page count (a million listings at 30 a page is about
 * 33,000 pages), small enough that page × limit stays an exact integer far inside int4.
 */
export const MAX_PAGE = 100_000;

// ---------------------------------------------------------------------------------------------------------
// Korean particles, so that messages read naturally for Korean labels as well as wire names

/** True when the last syllable of a Hangul word has a final consonant (받침); Latin names read as 는/를. */
const hasFinalConsonant = (word: string): boolean => {
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
};
/** '역 이름은', 'saleNo는' */
export const withTopic = (word: string): string => `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
/** '검색어를', '역 이름을' */
export const withObject = (word: string): string => `${word}${hasFinalConsonant(word) ? '을' : '를'}`;

// ---------------------------------------------------------------------------------------------------------
// Text

export const hasNul = (value: string): boolean => value.includes('\u0000');

/** A missing field asks for it; a field of the wrong type (a number, an array) says what it must be. */
const typeError =
  (label: string, what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined
      ? `${withObject(label)} 입력해주세요.`
      : `${withTopic(label)} ${what} 입력해주세요.`;

/** The message for text that holds NUL; `label` is the field as the user should read it. */
export const nulMessage = (label: string): string =>
  `${withTopic(label)} 사용할 수 없는 문자(NUL)를 포함할 수 없습니다.`;

export interface TextOptions {
  /** Longest accepted length, in UTF-16 units after trimming. */
  max: number;
  /** Shortest accepted length; 1 makes the field required-non-empty. */
  min?: number;
  /** Trim surrounding white space first (default); off for secrets, where every character counts. */
  trim?: boolean;
  /** The field as the messages name it, when a Korean word reads better than the wire name. */
  label?: string;
}

/**
 * A text field: NUL refused, length bounded. Returns a `ZodString`, so callers may add `.regex()`,
 * `.optional()` and the like.
 */
export function text(field: string, { max, min = 0, trim = true, label = field }: TextOptions) {
  let schema = z.string({ error: typeError(label, '문자로') });
  if (trim) schema = schema.trim();
  schema = schema.refine((v) => !hasNul(v), { message: nulMessage(label), abort: true });
  if (min > 0) {
    schema = schema.min(
      min,
      min === 1 ? `${withObject(label)} 입력해주세요.` : `${withTopic(label)} ${min}자 이상 입력해주세요.`,
    );
  }
  return schema.max(max, `${withTopic(label)} ${max}자 이내로 입력해주세요.`);
}

/**
 * A query value as text: a repeated key (which Fastify gives as an array) is joined with ',', absent
 * stays undefined, NUL is refused. The base of the query primitives below and of the search filters.
 */
export const queryText = (field: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v == null ? undefined : typeof v === 'string' ? v : String(v)),
    z
      .string()
      .refine((v) => !hasNul(v), { message: nulMessage(field) })
      .optional(),
  );

// ---------------------------------------------------------------------------------------------------------
// Integers

export interface IntOptions {
  /** Smallest accepted value (default 1: ids and counts start at 1). */
  min?: number;
  /** Largest accepted value (default and ceiling: INT4_MAX, the column's). */
  max?: number;
  /** One message for every refusal, when the field has a wording of its own. */
  message?: string;
}

const DECIMAL = /^-?\d+$/;

/** An integer from JSON or from text, or null when the value is not plainly one. */
export const toInteger = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
};

/** The messages of an integer field: one for "not a number / too small", one for "too large". */
const intMessages = (field: string, min: number, max: number, message?: string) => {
  if (message) return { low: message, high: message };
  if (max < INT4_MAX) {
    const range = `${withTopic(field)} ${min}~${max} 사이의 숫자로 입력해주세요.`;
    return { low: range, high: range };
  }
  return {
    low: `${withTopic(field)} ${min} 이상의 숫자로 입력해주세요.`,
    high: `${withTopic(field)} ${max} 이하의 숫자로 입력해주세요.`,
  };
};

/** Checks a parsed value against the bounds; returns it, or reports the issue and returns z.NEVER. */
const bounded = (
  value: unknown,
  ctx: z.RefinementCtx,
  { min, max, messages }: { min: number; max: number; messages: { low: string; high: string } },
): number => {
  const n = toInteger(value);
  // A text of digits beyond the safe range is still "too large", not "not a number".
  const tooLarge =
    (n !== null && n > max) ||
    (n === null && typeof value === 'string' && /^\d+$/.test(value.trim())) ||
    (n === null && typeof value === 'number' && value > max);
  if (n !== null && n >= min && n <= max) return n;
  ctx.addIssue({ code: 'custom', message: tooLarge ? messages.high : messages.low });
  return z.NEVER;
};

const checkBounds = (min: number, max: number) => {
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max) && INT4_MIN <= min && min <= max))
    throw new Error(`bad integer bounds ${min}..${max}`);
  if (max > INT4_MAX) throw new Error(`an int4 column cannot hold ${max}`);
};

/**
 * A value of an int4 column (an id, a price, a count), from a JSON number or decimal text. Required:
 * add `.optional()` for an optional JSON field, or use `queryInt` for a query parameter.
 */
export function intColumn(field: string, { min = 1, max = INT4_MAX, message }: IntOptions = {}) {
  checkBounds(min, max);
  const messages = intMessages(field, min, max, message);
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? `${withObject(field)} 입력해주세요.` : messages.low),
    })
    .transform((value, ctx) => bounded(value, ctx, { min, max, messages }));
}

/**
 * An optional integer query parameter: absent or '' (how clients send "unset") is undefined; anything
 * else must be a decimal integer within the bounds. A repeated key is refused (it is joined to 'a,b').
 */
export function queryInt(field: string, { min = 1, max = INT4_MAX, message }: IntOptions = {}) {
  checkBounds(min, max);
  const messages = intMessages(field, min, max, message);
  return queryText(field).transform((value, ctx): number | undefined =>
    value === undefined || value.trim() === '' ? undefined : bounded(value, ctx, { min, max, messages }),
  );
}

/** A comma-separated list of ids ('11,12'; a repeated key counts too), each an int4 id, at most `maxItems`. */
export function queryIntList(
  field: string,
  { maxItems, max = INT4_MAX }: { maxItems: number; max?: number },
) {
  checkBounds(1, max);
  const message = `${withTopic(field)} 1~${max} 사이의 번호를 쉼표로 구분해 ${maxItems}개까지 입력해주세요.`;
  return queryText(field).transform((value, ctx): number[] => {
    const parts = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const numbers = parts.map(toInteger);
    if (parts.length > maxItems || numbers.some((n) => n === null || n < 1 || n > max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return numbers.filter((n): n is number => n !== null);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Paging

/** `page` of a paged list: absent or '' is 1, at most MAX_PAGE. */
export const pageParam = () => queryInt('page', { min: 1, max: MAX_PAGE }).transform((v) => v ?? 1);

/** `limit` of a paged list: absent or '' is `fallback`, at most `max`. */
export const limitParam = (max: number, fallback: number) => {
  if (fallback < 1 || fallback > max) throw new Error(`bad default limit ${fallback} of ${max}`);
  return queryInt('limit', { min: 1, max }).transform((v) => v ?? fallback);
};
