import { lazy, Suspense } from 'react';

/*
 * The bell as the shell holds it: only this loader is in the entry chunk (the first screen is within a few
 * hundred bytes of its 150 KB budget); the bell, its count query and its style come in their own chunk,
 * and only for a signed-in user.
 */
const Bell = lazy(() => import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));

/** The size of the bell, held while its chunk loads so the header does not shift. */
const PLACEHOLDER = { display: 'inline-block', width: 40, height: 40 } as const;

export function NotificationBellSlot({ userNo, className }: { userNo: number; className?: string }) {
  return (
    <Suspense fallback={<span className={className} style={PLACEHOLDER} />}>
      <Bell userNo={userNo} className={className} />
    </Suspense>
  );
}
