import { type BuildingType, computeSafetyGrade, displaySigungu, type SaleType } from '@ansim/domain';
import type { ComputedGrade } from '@ansim/domain/contract';

/** The registered use (TYPE) of a 다가구주택: other tenants' deposits may rank before this one. */
const MULTI_UNIT_HOUSE = 'TYPE004';

/** The region names that pick the 최우선변제 tier. */
export interface GradeRegion {
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
}

/** What the grade is computed from, as the save stores it (amounts in 만원). */
export interface GradeFacts {
  saleType: SaleType;
  buildingType: BuildingType;
  useType: string | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
  collateralSecurity: boolean;
  collateralSecurityPrice: number | null;
  ownership: boolean;
  illegalBuilding: boolean;
  taxArrears: boolean;
  publicPrice: number | null;
  /** The senior debt a stored listing was graded with (it may hold more than the 근저당, e.g. prior deposits). */
  seniorDebt?: number | null;
}

/** Senior claims ahead of the tenant: the 근저당's 채권최고액 when one is set (what the detail reads too). */
export const seniorDebtOf = (
  f: Pick<GradeFacts, 'collateralSecurity' | 'collateralSecurityPrice'>,
): number => (f.collateralSecurity ? (f.collateralSecurityPrice ?? 0) : 0);

/**
 * The grade the figures support (computeSafetyGrade), in the shape of the detail's `computedGrade`; the
 * region's names pick the 최우선변제 tier. The save stores the senior debt and public price it used, so the
 * detail computes the same grade from the row.
 */
export function gradeOf(f: GradeFacts, region: GradeRegion | null | undefined): ComputedGrade {
  const stated = f.seniorDebt ?? (f.collateralSecurity ? f.collateralSecurityPrice : null);
  const seniorDebt = stated ?? 0;
  const result = computeSafetyGrade({
    saleType: f.saleType,
    deposit: f.saleType === 'RENT' ? (f.rentPrice ?? 0) : f.saleType === 'MONTHLY' ? (f.deposit ?? 0) : 0,
    seniorDebt,
    publicPrice: f.publicPrice ?? 0,
    monthlyPrice: f.monthlyPrice,
    buildingType: f.buildingType,
    isIllegalBuilding: f.illegalBuilding,
    isMultiUnitHouse: f.useType === MULTI_UNIT_HOUSE,
    landOwnerSameAsBuilding: f.ownership,
    hasSeniorRights: f.collateralSecurity,
    hasTaxArrears: f.taxArrears,
    sido: region?.sido ?? '',
    // The open data writes '수원시장안구'; the tier rules read a 시 and its 구 as two words.
    sigungu: displaySigungu(region?.sigungu ?? ''),
    dong: region?.eupmyeondong ?? null,
  });
  const { tier, fullyProtected } = result.priorityRepayment;
  return {
    level: result.grade,
    rate: result.rate,
    ratio: result.ratio,
    reasons: result.reasons,
    table: result.table,
    assessable: result.assessable,
    insuranceEligible: result.insuranceEligible,
    priorityRepayment: {
      tierLabel: tier.label,
      maxDeposit: tier.maxDeposit,
      protectedAmount: tier.protectedAmount,
      fullyProtected,
    },
    publicPrice: f.publicPrice,
    seniorDebt: stated,
  };
}
