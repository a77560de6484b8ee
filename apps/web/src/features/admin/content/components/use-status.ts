import { useCallback, useState } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';

/**
 * What the last action said: a success for the polite live region, or the server's Korean refusal. Each
 * tab shows it in one place, so a screen reader hears the result of a click that changes no focus.
 */
export function useActionStatus() {
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const done = useCallback((text: string) => setStatus({ tone: 'ok', text }), []);
  const failed = useCallback(
    (error: unknown) => setStatus({ tone: 'error', text: thrownMessage(error) }),
    [],
  );
  const clear = useCallback(() => setStatus(null), []);
  return { status, done, failed, clear };
}
