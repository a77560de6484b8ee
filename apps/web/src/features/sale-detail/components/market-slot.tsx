import { lazy, Suspense } from 'react';
import { DetailSection } from './detail-section.tsx';
import { MARKET_MSG } from './market-messages.ts';

// The section and its chart load apart from the detail's chunk: most visits never scroll to it first.
const MarketSection = lazy(() => import('./market-section.tsx'));

/** Where the detail page puts 주변 실거래; a titled placeholder while its code loads. */
export function MarketSlot({ saleNo }: { saleNo: number }) {
  return (
    <Suspense
      fallback={
        <DetailSection title={MARKET_MSG.title}>
          <p role="status">{MARKET_MSG.loading}</p>
        </DetailSection>
      }
    >
      <MarketSection saleNo={saleNo} />
    </Suspense>
  );
}
