import { normalizeSido, SERVED_SIDO } from '../limits.ts';
import { GRADE_RULES, type PriorityTier } from './rules.ts';

// ---------------------------------------------------------------------------------------------------------
// 최우선변제 region tier

const stripDongNumber = (dong: string) => dong.replace(/\d+(?=동$)/, '').replace(/제(?=\d)/, '');

/** '수원시 장안구' → '수원시'; '수원' → matches '수원시'. */
const sameArea = (given: string, official: string) =>
  given === official || `${given}시` === official || `${given}군` === official || `${given}구` === official;

const inList = (given: string, list: readonly string[]) => list.some((name) => sameArea(given, name));

/**
 * The 최우선변제 tier of an address (주택임대차보호법 시행령 제11조, table in force from 2023-02-21).
 *
 * Simplification: the law draws some lines inside a 시군구 (Incheon's 검단 area and free-economic zones,
 * part of 남양주). When `dong` (법정동 or 행정동) is given those lines are followed; without it a district
 * that is only partly inside the 과밀억제권역 gets the lower tier, because a guess must never raise a grade.
 * Districts whose excluded part is an industrial estate (인천 남동구, 시흥시) count as wholly inside.
 */
export const priorityRepaymentTier = (
  sido: string | null | undefined,
  sigungu: string | null | undefined,
  dong?: string | null,
): PriorityTier => {
  const { tiers, regions } = GRADE_RULES.priorityRepayment;
  const province = normalizeSido(sido);
  const tokens = (sigungu ?? '').trim().split(/\s+/);
  const city = tokens[0] ?? '';
  const district = tokens[tokens.length - 1] ?? '';
  const place = dong ? stripDongNumber(dong.trim()) : '';

  if (province === '서울특별시') return tiers.SEOUL;
  if ((regions.overcrowdedTierSido as readonly string[]).includes(province)) return tiers.OVERCROWDED;

  if (province === '인천광역시') {
    if (inList(city, regions.metroCounties)) return tiers.OTHER;
    const excluded = Object.entries(regions.incheonExcludedDongs).find(([gu]) => sameArea(district, gu));
    if (excluded) {
      if (place === '') return tiers.METRO;
      return excluded[1].includes(place) ? tiers.METRO : tiers.OVERCROWDED;
    }
    return city === '' ? tiers.METRO : tiers.OVERCROWDED;
  }

  if (province === '경기도') {
    if (inList(city, regions.overcrowdedGyeonggi) || inList(city, regions.overcrowdedTierGyeonggi)) {
      return tiers.OVERCROWDED;
    }
    if (sameArea(city, '남양주시')) {
      return (regions.namyangjuOvercrowdedDongs as readonly string[]).includes(place)
        ? tiers.OVERCROWDED
        : tiers.OTHER;
    }
    if (inList(city, regions.metroTierGyeonggi)) return tiers.METRO;
    return tiers.OTHER;
  }

  if ((regions.metroSido as readonly string[]).includes(province)) {
    return inList(city, regions.metroCounties) ? tiers.OTHER : tiers.METRO;
  }
  return tiers.OTHER;
};

/** Splits '인천광역시 연수구 송도동 12-3' into the parts `priorityRepaymentTier` takes. */
export const parseRegion = (
  address: string | null | undefined,
): { sido: string; sigungu: string; dong: string } => {
  const tokens = (address ?? '').trim().split(/\s+/).filter(Boolean);
  const sido = normalizeSido(tokens[0]);
  let index = 1;
  let sigungu = tokens[index] ?? '';
  index++;
  const next = tokens[index];
  if (next && /시$/.test(sigungu) && /구$/.test(next)) {
    sigungu = `${sigungu} ${next}`;
    index++;
  }
  const dong = tokens.slice(index).find((t) => /^[가-힣]+\d*(동|가)$/.test(t)) ?? '';
  return { sido, sigungu, dong };
};

/**
 * A deposit wholly repaid under 최우선변제 in this tier. The law also caps all protected amounts of a house
 * at half its value; that depends on the other tenants, which a listing does not tell, so it is not checked.
 */
export const isFullyProtectedDeposit = (deposit: number, tier: PriorityTier): boolean =>
  deposit > 0 && deposit <= tier.maxDeposit && deposit <= tier.protectedAmount;

/** The 7억 / 5억 deposit limit of deposit insurance for an address. */
export const insuranceDepositCap = (sido: string | null | undefined): number =>
  (SERVED_SIDO as readonly string[]).includes(normalizeSido(sido))
    ? GRADE_RULES.insurance.capitalAreaMaxDeposit
    : GRADE_RULES.insurance.elsewhereMaxDeposit;
