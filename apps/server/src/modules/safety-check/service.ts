import {
  insuranceAssessment,
  kstDay,
  PUBLIC_PRICE_ORIGIN_LABELS,
  type PublicPriceOrigin,
  priorityProtection,
  SAFETY_CHECK_THRESHOLDS,
  type SafetyCheckFacts,
  safetyChecklist,
} from '@ansim/domain';
import type { LandPriceEntity, SafetyCheckBody, SafetyCheckEntity } from '@ansim/domain/contract';
import type { PublicPriceQuery } from '../../platform/opendata/index.ts';
import type { GradeFacts } from '../sales/computed-grade.ts';
import type { SafetyGrader } from './grader.ts';
import { renderSafetyCheck } from './pdf.ts';

/** The registered use (TYPE) of a 다가구주택, as the listing form stores it. */
const MULTI_UNIT_HOUSE = 'TYPE004';

export interface SafetyCheckDeps {
  grade: SafetyGrader;
  /** The open-data public price: the register's when configured, else the labelled local estimate. */
  publicPrice: (query: PublicPriceQuery) => Promise<LandPriceEntity>;
  now?: () => Date;
}

interface UsedPrice {
  value: number | null;
  origin: PublicPriceOrigin;
  basis: string;
}

/** The tenant's figures as the listing save stores them, so both grade alike. */
export function factsOf(body: SafetyCheckBody, publicPrice: number | null): GradeFacts {
  const senior = body.seniorDebt;
  return {
    saleType: body.dealType,
    buildingType: body.buildingType,
    useType: body.multiUnitHouse ? MULTI_UNIT_HOUSE : null,
    rentPrice: body.dealType === 'RENT' ? body.deposit : null,
    deposit: body.dealType === 'MONTHLY' ? body.deposit : null,
    monthlyPrice: body.dealType === 'MONTHLY' ? (body.monthlyPrice ?? null) : null,
    // A senior right with no amount (가압류 and the like) still takes the grade-1 line away.
    collateralSecurity: senior > 0 || body.otherSeniorRights,
    collateralSecurityPrice: senior,
    ownership: body.landOwnerSameAsBuilding,
    illegalBuilding: body.illegalBuilding,
    taxArrears: body.taxArrears,
    publicPrice,
    seniorDebt: senior,
  };
}

export function createSafetyCheckService({ grade, publicPrice, now = () => new Date() }: SafetyCheckDeps) {
  async function priceFor(body: SafetyCheckBody): Promise<UsedPrice> {
    if (body.publicPrice != null)
      return { value: body.publicPrice, origin: 'MANUAL', basis: '직접 입력한 공시가격' };
    // The contract asks for an area whenever no price is given.
    const found = await publicPrice({
      bjdCode: body.bjdCode,
      buildingType: body.buildingType,
      area: body.area ?? 0,
      saleAddr: body.address,
    });
    if (found.publicPrice === null) return { value: null, origin: 'NONE', basis: found.basis };
    return {
      value: found.publicPrice,
      origin: found.estimated ? 'ESTIMATE' : 'OFFICIAL',
      basis: found.basis,
    };
  }

  async function check(body: SafetyCheckBody): Promise<SafetyCheckEntity> {
    const price = await priceFor(body);
    const { grade: computed, region } = await grade(factsOf(body, price.value), body.bjdCode, body.address);
    const p = computed.priorityRepayment;
    // The tier as the grade found it: its label and limits come from GRADE_RULES through the grade.
    const tier = { label: p.tierLabel, maxDeposit: p.maxDeposit, protectedAmount: p.protectedAmount };
    const facts: SafetyCheckFacts = {
      table: computed.table,
      deposit: body.deposit,
      seniorDebt: body.seniorDebt,
      publicPrice: price.value,
      sido: region.sido,
      isIllegalBuilding: body.illegalBuilding,
      isMultiUnitHouse: body.multiUnitHouse,
      landOwnerSameAsBuilding: body.landOwnerSameAsBuilding,
      hasSeniorRights: body.seniorDebt > 0 || body.otherSeniorRights,
      hasTaxArrears: body.taxArrears,
      publicPriceOrigin: price.origin,
      isApartment: body.buildingType === 'APARTMENT',
    };
    const insurance = insuranceAssessment(facts, computed);
    const priority = priorityProtection(body.deposit, tier, body.seniorDebt > 0);
    return {
      address: body.address,
      region: { sido: region.sido, sigungu: region.sigungu ?? '', dong: region.eupmyeondong ?? '' },
      dealType: body.dealType,
      buildingType: body.buildingType,
      deposit: body.deposit,
      monthlyPrice: body.dealType === 'MONTHLY' ? (body.monthlyPrice ?? null) : null,
      seniorDebt: body.seniorDebt,
      publicPrice: { ...price, label: PUBLIC_PRICE_ORIGIN_LABELS[price.origin] },
      grade: computed,
      thresholds: [...SAFETY_CHECK_THRESHOLDS],
      priorityRepayment: {
        tierLabel: p.tierLabel,
        maxDeposit: p.maxDeposit,
        protectedAmount: p.protectedAmount,
        smallTenant: priority.smallTenant,
        protectedPart: priority.protectedPart,
        fullyProtected: priority.fullyProtected,
        summary: priority.summary,
      },
      insurance,
      checklist: safetyChecklist(facts, insurance, priority),
      checkedOn: kstDay(now()),
    };
  }

  return {
    check,

    /** The answer as an A4 PDF, under its dated Korean name. */
    async pdf(body: SafetyCheckBody): Promise<{ data: Buffer; fileName: string }> {
      const answer = await check(body);
      return { data: await renderSafetyCheck(answer, now()), fileName: `안심진단_${answer.checkedOn}.pdf` };
    },
  };
}

export type SafetyCheckService = ReturnType<typeof createSafetyCheckService>;
