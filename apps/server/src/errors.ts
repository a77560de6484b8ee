import { ERRORS, type ErrorName } from '@ansim/domain/contract';

/** A business failure that becomes the envelope `{ code, message, entity }` with its HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly entity: unknown;

  constructor(name: ErrorName, message?: string, entity: unknown = null) {
    const def = ERRORS[name];
    super(message ?? def.message);
    this.name = 'AppError';
    this.code = def.code;
    this.status = def.status;
    this.entity = entity;
  }
}
