import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. Compare by content: give a string (or a number) so a
 * new object with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
