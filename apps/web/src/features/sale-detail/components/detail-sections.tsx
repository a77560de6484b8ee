import type { SaleDetail } from '@ansim/domain/contract';
import type { ReactElement } from 'react';
import { LawyerReviewSlot } from '../lawyer/lawyer-review-slot.tsx';
import { useStaggeredReveal } from '../model/first-paint.ts';
import { VoicesSection } from '../voices/components/voices-section.tsx';
import { BrokerCard } from './broker-card.tsx';
import { DescriptionSection } from './description-section.tsx';
import { FactsSection } from './facts-section.tsx';
import { FeeSection } from './fee-section.tsx';
import { LocationSection } from './location-section.tsx';
import { MarketSlot } from './market-slot.tsx';
import { OptionsSection } from './options-section.tsx';
import { PriceHistorySection } from './price-history.tsx';
import { ReportHistorySection } from './report-history.tsx';
import { SafetySection } from './safety-section.tsx';

/**
 * The sections under the photos, top to bottom, the broker last on a phone. Drawn from the answer in the
 * page's HTML (`firstScreen`), they follow the first paint one by one (useStaggeredReveal).
 */
export function DetailSections({
  detail,
  isDesktop,
  firstScreen,
  className,
}: {
  detail: SaleDetail;
  isDesktop: boolean;
  firstScreen: boolean;
  /** The page's place for them (its grid area on a desktop). */
  className: string | undefined;
}) {
  const sections: ReactElement[] = [
    <LawyerReviewSlot key="lawyer" saleNo={detail.saleNo} />,
    <FactsSection key="facts" detail={detail} />,
    <FeeSection key="fee" detail={detail} />,
    <OptionsSection key="options" detail={detail} />,
    <DescriptionSection key="description" detail={detail} />,
    <LocationSection key="location" detail={detail} />,
    <SafetySection key="safety" detail={detail} />,
    <MarketSlot key="market" saleNo={detail.saleNo} />,
    <VoicesSection key="voices" detail={detail} />,
    <PriceHistorySection key="price-history" detail={detail} />,
    <ReportHistorySection key="report-history" detail={detail} />,
  ];
  if (!isDesktop) sections.push(<BrokerCard key="broker" detail={detail} />);
  const shown = useStaggeredReveal(sections.length, firstScreen);
  return <div className={className}>{sections.slice(0, shown)}</div>;
}
