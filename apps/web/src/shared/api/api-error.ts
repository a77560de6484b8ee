/**
 * Why a call failed. `business`: the server answered with an envelope whose code is not 1 (the message is
 * the server's, ready to show). `transport`: the server answered, but not with an envelope (a proxy page,
 * an empty 502). `network`: no answer at all.
 */
export type ApiErrorKind = 'business' | 'transport' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly status: number | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { code?: number; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code ?? null;
    this.status = options.status ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
