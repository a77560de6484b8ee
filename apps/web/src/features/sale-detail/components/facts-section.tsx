import { BUILDING_TYPE_LABELS, formatDate } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { type AreaUnit, useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { DETAIL } from '../messages.ts';
import {
  areaText,
  codeText,
  floorText,
  loanText,
  moveInText,
  roomText,
  useText,
} from '../model/listing-facts.ts';
import { DetailSection, FactList } from './detail-section.tsx';
import { UnitToggle } from './unit-toggle.tsx';

const unitOf = (unit: AreaUnit) => (unit === 'm2' ? 'sqm' : 'pyeong');

/**
 * 매물 정보: the facts of the listing as the registration steps collected them; empty ones are left out. The
 * deal and its prices are the summary's, right above (beside, on a desktop).
 */
export function FactsSection({ detail }: { detail: SaleDetail }) {
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const setAreaUnit = useLocalStorageStore((state) => state.setAreaUnit);
  const unit = unitOf(areaUnit);
  const direction = codeText('DERECTION', detail.direction);

  const rows = [
    { label: DETAIL.facts.buildingType, value: BUILDING_TYPE_LABELS[detail.buildingType] },
    { label: DETAIL.facts.use, value: useText(detail.type) },
    { label: DETAIL.facts.roomType, value: roomText(detail) },
    { label: DETAIL.facts.floor, value: floorText(detail) },
    { label: DETAIL.facts.dedicatedArea, value: areaText(detail.dedicatedArea1, unit) },
    { label: DETAIL.facts.supplyArea, value: areaText(detail.supplyArea1, unit) },
    { label: DETAIL.facts.actualArea, value: areaText(detail.actualArea1, unit) },
    { label: DETAIL.facts.landArea, value: areaText(detail.landArea1, unit) },
    { label: DETAIL.facts.direction, value: direction, note: direction ? DETAIL.facts.directionNote : '' },
    { label: DETAIL.facts.toilets, value: codeText('TOILET', detail.toiletCount) },
    { label: DETAIL.facts.moveIn, value: moveInText(detail.applyDate) },
    { label: DETAIL.facts.loan, value: loanText(detail) },
    { label: DETAIL.facts.regDate, value: formatDate(detail.regDate) },
  ].filter((row) => row.value !== '');

  return (
    <DetailSection title={DETAIL.facts.title} aside={<UnitToggle value={areaUnit} onChange={setAreaUnit} />}>
      <FactList rows={rows} />
    </DetailSection>
  );
}
