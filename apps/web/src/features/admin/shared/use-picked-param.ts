import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or null for anything else (absent, 0, "abc", -3). */
export function parsePicked(value: string | null): number | null {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * The picked row's number kept in the address (`?member=12`), so a reload or a shared link opens the
 * same detail panel. Picking replaces the history entry: opening rows is not a way back.
 * `pick` changes with the address (react-router hands its updater the parameters of the render it came
 * from), so memoised columns that hold it must list it as a dependency.
 */
export function usePickedParam(name: string): readonly [number | null, (value: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const picked = parsePicked(params.get(name));
  const pick = useCallback(
    (value: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null) next.delete(name);
          else next.set(name, String(value));
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [picked, pick] as const;
}
