import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * For input that does not pass through a route schema (multipart fields): the same 400 envelope as
 * schema validation, naming the first field.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  const first = issues[0];
  throw new AppError('VALIDATION', first ? `${first.field}: ${first.message}` : undefined, { issues });
}
