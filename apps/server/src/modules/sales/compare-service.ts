import { type BuildingType, SALE_TYPE_LABELS, type SaleType, sqmToPyeong } from '@ansim/domain';
import { COMPARE_MESSAGES, type CodeItem, type Compare, type CompareItem } from '@ansim/domain/contract';
import { isCompleteListing } from '../../db/views/complete-listing.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { compareFeeOf } from './compare-fee.ts';
import type { CompareRepo, CompareRow } from './compare-repo.ts';
import { gradeOf } from './computed-grade.ts';
import type { SaleDetailRepo } from './detail-repo.ts';
import {
  type CodeNamer,
  canSee,
  OPTION_LISTS,
  type OptionList,
  type StaticLookups,
  staticLookupsLoader,
} from './detail-service.ts';

export interface SaleCompareServiceDeps {
  repo: CompareRepo;
  /** The code names, regions and stations, read once as the detail reads them. */
  staticTables: SaleDetailRepo['staticTables'];
}

/** A single code as {code, codeName}; null when the listing has none. */
const codeItem = (codes: CodeNamer, group: string, code: string | null): CodeItem | null =>
  code ? { code, codeName: codes.name(group, code) } : null;

/**
 * GET /api/sale/compare: the comparison's facts of up to three listings, each as its detail states it.
 * Visibility is the detail's (decision 010): a listing the caller may not see, or a draft, is left out and
 * only its number, which the caller gave, comes back in `omitted`; none visible is the detail's 404.
 */
export function createSaleCompareService({ repo, staticTables }: SaleCompareServiceDeps) {
  const load = staticLookupsLoader(staticTables);

  return {
    async compare(caller: AuthContext | null, saleNos: readonly number[]): Promise<Compare> {
      const [rows, { codes, regionOf, stationOf }] = await Promise.all([repo.find(saleNos), load()]);
      const byNo = new Map(rows.map((row) => [row.saleNo, row]));
      const list: CompareItem[] = [];
      const omitted: number[] = [];
      for (const saleNo of saleNos) {
        const row = byNo.get(saleNo);
        if (row && canSee(caller, row) && isCompleteListing(row))
          list.push(itemOf(row, codes, regionOf, stationOf));
        else omitted.push(saleNo);
      }
      if (list.length === 0) throw new AppError('NOT_FOUND', COMPARE_MESSAGES.noneVisible);
      return { list, omitted, notice: omitted.length > 0 ? COMPARE_MESSAGES.omitted(omitted.length) : null };
    },
  };
}

type CompleteRow = CompareRow & {
  saleType: string;
  buildingType: string;
  roomGroup: string;
  floor: number;
  dedicatedArea: number;
  title: string;
  safetyGrade: string;
};

function itemOf(
  row: CompleteRow,
  codes: CodeNamer,
  regionOf: StaticLookups['regionOf'],
  stationOf: StaticLookups['stationOf'],
): CompareItem {
  const saleType = row.saleType as SaleType;
  const buildingType = row.buildingType as BuildingType;
  const options = Object.fromEntries(
    Object.entries(OPTION_LISTS).map(([group, list]) => [list, codes.list(row.options, group)]),
  ) as Record<OptionList, CodeItem[]>;
  return {
    saleNo: row.saleNo,
    title: row.title,
    saleAddr: row.saleAddr,
    buildingType,
    saleTypeCode: saleType,
    saleType: SALE_TYPE_LABELS[saleType],
    sellingPrice: row.sellingPrice,
    rentPrice: row.rentPrice,
    deposit: row.deposit,
    monthlyPrice: row.monthlyPrice,
    fee: compareFeeOf(row, codes),
    dedicatedArea1: row.dedicatedArea,
    dedicatedArea2: sqmToPyeong(row.dedicatedArea),
    supplyArea1: row.supplyArea,
    supplyArea2: row.supplyArea === null ? null : sqmToPyeong(row.supplyArea),
    floor: row.floor,
    entireFloor: row.entireFloor,
    roomType: row.roomType,
    toilet: codeItem(codes, 'TOILET', row.toiletCount),
    direction: codeItem(codes, 'DERECTION', row.direction),
    ...options,
    applyDate: row.applyDate,
    safetyGrade: row.safetyGrade,
    changeSafetyGrade: row.changeSafetyGrade,
    gradeCorrection: row.gradeCorrection,
    computedGrade: gradeOf({ ...row, saleType, buildingType }, regionOf(row)),
    station: stationOf(row),
    isLawyer: row.isLawyer,
    isConfirm: row.isConfirm,
    mainImage: row.mainImage,
  };
}

export type SaleCompareService = ReturnType<typeof createSaleCompareService>;
