import { text } from '@ansim/domain/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * For input that does not pass through a route schema (multipart fields): the same 400 envelope as
 * schema validation, naming the first field. `field` names a value that is not an object of fields.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, field = 'body'): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || field, message: i.message }));
  const first = issues[0];
  throw new AppError('VALIDATION', first ? `${first.field}: ${first.message}` : undefined, { issues });
}

/** An uploaded file's name, kept for display: refused like any text when it holds NUL. */
export const uploadFileName = (field: string, filename: string): string =>
  parseOrThrow(text(field, { label: '파일 이름', max: 1000, trim: false }), filename, field);

/**
 * What to throw for an error met while reading a multipart body. Busboy throws plain Errors for a missing
 * or wrong boundary, a body cut short or a malformed part: those are the client's, a 400 envelope, not a
 * 500. Business errors and the framework's own 4xx (limits, prototype field names) pass through.
 */
export function multipartReadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('VALIDATION', 'multipart/form-data 형식이 올바르지 않습니다. 다시 시도해주세요.');
}
