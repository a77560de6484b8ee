import { type Envelope, SUCCESS_CODE } from '@ansim/domain/contract';
import type { z } from 'zod';
import { MSG } from '../messages.ts';
import { ApiError } from './api-error.ts';

/**
 * Checks a successful answer against the contract's response schema before a screen reads it (`call` does
 * in development and in tests): an answer of another shape then shows as a failed load, never as a
 * half-drawn list. Failures (code ≠ 1) pass through untouched so that `unwrap` can raise the server's
 * message.
 */
export function parseEnvelope<T>(schema: z.ZodType, envelope: Envelope<unknown>): Envelope<T> {
  if (envelope.code !== SUCCESS_CODE) return envelope as Envelope<T>;
  const result = schema.safeParse(envelope);
  if (!result.success) throw new ApiError('transport', MSG.error.network);
  return result.data as Envelope<T>;
}
