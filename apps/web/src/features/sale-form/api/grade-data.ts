import type { BuildingType } from '@ansim/domain';
import type { ComputedGrade, GradeEstimateBody, LandPriceEntity } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

export interface LandPriceLookup {
  bjdCode: string;
  buildingType: BuildingType;
  /** 전용면적 ㎡. */
  area: number;
  saleAddr: string;
}

/** GET /common/open/land/price: the 공시가격 (만원), or the offline estimate labelled as such. */
export async function getLandPrice(lookup: LandPriceLookup, signal?: AbortSignal): Promise<LandPriceEntity> {
  return unwrap(await call(SALE_FORM_ROUTES.landPrice, { query: { ...lookup } }, { spinner: false, signal }));
}

export const useLandPrice = (lookup: LandPriceLookup | null) =>
  useQuery({
    queryKey: ['sale-form', 'land-price', lookup],
    queryFn: ({ signal }) => getLandPrice(lookup!, signal),
    enabled: lookup !== null,
    staleTime: 60 * 60_000,
    retry: false,
  });

/** POST /api/sale/grade/estimate: the grade the figures give, and why. */
export async function postGradeEstimate(
  body: GradeEstimateBody,
  signal?: AbortSignal,
): Promise<ComputedGrade> {
  return unwrap(await call(SALE_FORM_ROUTES.gradeEstimate, { body }, { spinner: false, signal }));
}

/** The estimate of the (debounced) figures; nothing is asked until the figures can be graded. */
export const useGradeEstimate = (body: GradeEstimateBody | null) =>
  useQuery({
    queryKey: ['sale-form', 'grade-estimate', body],
    queryFn: ({ signal }) => postGradeEstimate(body!, signal),
    enabled: body !== null,
    staleTime: 60_000,
    retry: false,
  });
