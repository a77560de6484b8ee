/** What every bridge command resolves with: a value, or the reason nothing happened. Never rejects. */
export type NativeResult<T> =
  | { ok: true; via: 'native' | 'web'; value: T }
  | { ok: false; via: 'native' | 'web'; reason: string };

export const done = <T>(via: 'native' | 'web', value: T): NativeResult<T> => ({ ok: true, via, value });
export const skipped = <T>(via: 'native' | 'web', reason: string): NativeResult<T> => ({
  ok: false,
  via,
  reason,
});
