import { ERRORS } from '@ansim/domain/contract';
import { MSG } from '../messages.ts';
import { isApiError } from './api-error.ts';

/**
 * A -400 answer names the field first ('password: 동일 문자를 …'). Splits it so the form can put the text
 * under that field; a message without a field name is for the whole form.
 */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z][A-Za-z0-9_.]*):\s*(.+)$/s.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : { field: null, text: message };
}

/** What to tell the user when a call had no envelope to answer with (offline, a proxy page). */
export function thrownMessage(error: unknown): string {
  return isApiError(error) ? error.message : MSG.error.network;
}

export const isValidationCode = (code: number) => code === ERRORS.VALIDATION.code;
