import { parseRegion } from '@ansim/domain';
import type { ComputedGrade } from '@ansim/domain/contract';
import type { RegionNames, RegionOf } from '../common/region-lookup.ts';
import { type GradeFacts, gradeOf } from '../sales/computed-grade.ts';

export interface GradedAt {
  grade: ComputedGrade;
  /** The region the grade was computed for: the 법정동's names, else those read from the address. */
  region: RegionNames;
}

/**
 * The one grading path of an address (issue 18 §4): 안심 진단, the registration's grade estimate and the
 * listing save all grade through it, so one set of facts gets one grade wherever it is asked.
 */
export type SafetyGrader = (facts: GradeFacts, bjdCode: string, address?: string | null) => Promise<GradedAt>;

export function createSafetyGrader(regionOf: RegionOf): SafetyGrader {
  return async (facts, bjdCode, address) => {
    let region = await regionOf(bjdCode);
    // An address outside the shipped 법정동 table: its own words still name the 시도 and 시군구.
    if (!region && address) {
      const parsed = parseRegion(address);
      region = { sido: parsed.sido, sigungu: parsed.sigungu, eupmyeondong: parsed.dong || null };
    }
    const named = region ?? { sido: '', sigungu: null, eupmyeondong: null };
    return { grade: gradeOf(facts, named), region: named };
  };
}
