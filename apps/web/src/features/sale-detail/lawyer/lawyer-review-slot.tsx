import { lazy, Suspense } from 'react';
import { useUserType } from '../../../stores/user-store.ts';

// Only a lawyer ever needs the panel: its code (and the dialogs') loads on a lawyer's first detail.
const LawyerReviewPanel = lazy(() =>
  import('./lawyer-review-panel.tsx').then((m) => ({ default: m.LawyerReviewPanel })),
);

/** The review panel on a listing's detail, for a lawyer; nothing for anyone else (the server refuses them too). */
export function LawyerReviewSlot({ saleNo }: { saleNo: number }) {
  const userType = useUserType();
  if (userType !== 'LAWYER') return null;
  return (
    <Suspense fallback={null}>
      <LawyerReviewPanel saleNo={saleNo} />
    </Suspense>
  );
}
