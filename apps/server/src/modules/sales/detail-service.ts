import {
  type BuildingType,
  SALE_TYPE_LABELS,
  type SaleStatus,
  type SaleType,
  sqmToPyeong,
} from '@ansim/domain';
import type { CodeItem, ComputedGrade, SaleDetail, SaleDocument } from '@ansim/domain/contract';
import { isCompleteListing } from '../../db/views/complete-listing.ts';
import { AppError } from '../../errors.ts';
import type { AccessClaims } from '../../platform/tokens/access-token.ts';
import type { AuthContext } from '../auth/service.ts';
import { gradeOf } from './computed-grade.ts';
import type { CodeName, CodeRef, RegionNames, SaleDetailRepo, SaleDetailRow } from './detail-repo.ts';
import { createStationFinder } from './nearest-station.ts';

/** Registry documents by kind, as the detail page names them. */
export const SALE_DOCUMENT_LABELS = {
  REGISTER_COPY: '등기부등본',
  BUILDING_REGISTER: '건축물대장',
} as const satisfies Record<SaleDocument['kind'], string>;

const NOT_FOUND_MESSAGE = '매물을 찾을 수 없습니다.';
const DRAFT_MESSAGE = '임시저장 중인 매물입니다. 등록을 완료하면 상세를 볼 수 있습니다.';

/** Only a published listing is public; any other status is its owner's and the operator's business. */
export function canSee(caller: AuthContext | null, sale: { userNo: number; status: string }): boolean {
  if (sale.status === 'ACTIVE') return true;
  return caller !== null && (caller.userType === 'ADMIN' || caller.userNo === sale.userNo);
}

export const OPTION_LISTS = {
  HEAT: 'heatList',
  AC: 'acList',
  LIFE: 'lifeList',
  SECURITY: 'securityList',
  ETC: 'etcList',
} as const;
export type OptionList = (typeof OPTION_LISTS)[keyof typeof OPTION_LISTS];

/** Names a listing's codes from the code table, in the table's order; a code it lacks keeps its code as name. */
export function createCodeNamer(codeRows: readonly CodeName[]) {
  const byKey = new Map(codeRows.map((c) => [`${c.groupCode}:${c.code}`, c]));
  const entry = (groupCode: string, code: string) => byKey.get(`${groupCode}:${code}`);
  return {
    name: (groupCode: string, code: string): string => entry(groupCode, code)?.codeName ?? code,
    /** The codes of `groupCode` among `refs`, as {code, codeName}, in code order. */
    list(refs: readonly CodeRef[], groupCode: string): CodeItem[] {
      return refs
        .filter(([group]) => group === groupCode)
        .map(([, code]) => ({ code, entry: entry(groupCode, code) }))
        .sort(
          (a, b) =>
            (a.entry?.sortOrder ?? Number.MAX_SAFE_INTEGER) -
              (b.entry?.sortOrder ?? Number.MAX_SAFE_INTEGER) || a.code.localeCompare(b.code),
        )
        .map(({ code, entry: e }) => ({ code, codeName: e?.codeName ?? code }));
    },
  };
}
export type CodeNamer = ReturnType<typeof createCodeNamer>;

/** The region codes of a listing row, as the detail and the comparison read them. */
export type RegionCodes = Pick<SaleDetailRow, 'bjdCode' | 'dongCode' | 'sigunguCode' | 'sidoCode'>;

/** The 법정동 (or 리) itself, else its 읍면동, 시군구 or 시도: a code the table lacks still grades. */
export function createRegionFinder(regionRows: readonly RegionNames[]) {
  const byCode = new Map(regionRows.map((r) => [r.code, r]));
  return (row: RegionCodes): RegionNames | undefined =>
    byCode.get(row.bjdCode) ??
    byCode.get(`${row.dongCode}00`) ??
    byCode.get(`${row.sigunguCode}00000`) ??
    byCode.get(`${row.sidoCode}00000000`);
}

const pyeong = (sqm: number | null): string | null => (sqm === null ? null : sqmToPyeong(sqm));

/** The grade the listing's own figures support, shown beside the one its broker set. */
const computedGradeOf = (row: SaleDetailRow, region: RegionNames | undefined): ComputedGrade =>
  gradeOf(
    {
      ...row,
      saleType: row.saleType as SaleType,
      buildingType: row.buildingType as BuildingType,
    },
    region,
  );

/** The listing's management fee with the public-fee items it covers; null when the broker gave none. */
function costTypeOf(row: SaleDetailRow, codes: CodeNamer): SaleDetail['costType'] {
  const t = row.costType;
  if (!t) return null;
  return {
    ...t,
    saleNo: row.saleNo,
    typeName: codes.name('COST_TYPE', t.type),
    costItemList: codes
      .list(row.costItems, 'COST_ITEM')
      .map(({ code }) => ({ saleNo: row.saleNo, costTypeNo: t.costTypeNo, code })),
  };
}

/** The code names, region finder and station finder the detail and the comparison name a listing by. */
export interface StaticLookups {
  codes: CodeNamer;
  regionOf: ReturnType<typeof createRegionFinder>;
  stationOf: ReturnType<typeof createStationFinder>;
}

/**
 * The lookups, read on first use and then kept: codes, regions and stations do not change while the
 * process runs. A failed read is retried by the next request rather than kept.
 */
export function staticLookupsLoader(
  staticTables: SaleDetailRepo['staticTables'],
): () => Promise<StaticLookups> {
  let lookups: Promise<StaticLookups> | null = null;
  return () => {
    lookups ??= staticTables().then(({ codeRows, regionRows, stationRows }) => ({
      codes: createCodeNamer(codeRows),
      regionOf: createRegionFinder(regionRows),
      stationOf: createStationFinder(stationRows),
    }));
    lookups.catch(() => {
      lookups = null;
    });
    return lookups;
  };
}

export interface SaleDetailServiceDeps {
  repo: SaleDetailRepo;
}

/** The listing detail of spec 02 §3 for one caller (PATCH/GET /api/sale/{saleNo}[/{userNo}]). */
export function createSaleDetailService({ repo }: SaleDetailServiceDeps) {
  const load = staticLookupsLoader(() => repo.staticTables());

  return {
    /**
     * The detail for the caller of a bearer token's verified claims (null for a visitor), and that caller:
     * 404 for a listing that does not exist or is not theirs to see (the same answer, so a draft's number
     * is not confirmed). Registry files are named to signed-in callers only; the owner's 안전방 marks to
     * the owner and the operator only. `countView: false` for the answer a page's HTML carries
     * (first-answers.ts): the app's own call that follows counts the view. The token's session is checked
     * in the listing's own statement (the route's `sessionBeside`, decision 035): a session that has ended
     * (logged out, revoked, the user no longer active) reads as a visitor.
     */
    async detail(
      token: AccessClaims | null,
      saleNo: number,
      { countView = true }: { countView?: boolean } = {},
    ): Promise<{ caller: AuthContext | null; detail: SaleDetail }> {
      // The view is counted in the listing's own statement (its histories are in it too): under load each
      // round of queries waits for a free connection of the pool. The count's own condition (published,
      // not the broker's, not the operator's) leaves a listing the caller may not see uncounted.
      const [row, { codes, regionOf, stationOf }] = await Promise.all([
        repo.find(saleNo, token, { countView }),
        load(),
      ]);
      const caller: AuthContext | null =
        token && row?.callerType
          ? { userNo: token.userNo, userType: row.callerType, sessionId: token.sessionId }
          : null;
      if (!row || !canSee(caller, row)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      // A temporary save stopped before the facts a detail shows (docs/decisions/017): its form, not a page.
      if (!isCompleteListing(row)) throw new AppError('NOT_FOUND', DRAFT_MESSAGE);

      const ownerView = caller !== null && (caller.userType === 'ADMIN' || caller.userNo === row.userNo);
      const company = row.userCompany ?? row.officeName;
      const options = Object.fromEntries(
        Object.entries(OPTION_LISTS).map(([group, list]) => [list, codes.list(row.options, group)]),
      ) as Record<OptionList, CodeItem[]>;

      const detail: SaleDetail = {
        saleNo: row.saleNo,
        saleKey: row.saleKey,
        userNo: row.userNo,
        status: row.status as SaleStatus,
        saleType: SALE_TYPE_LABELS[row.saleType as SaleType],
        saleTypeCode: row.saleType as SaleType,
        buildingType: row.buildingType as BuildingType,
        type: row.useType,
        postalCode: row.postalCode,
        saleAddr: row.saleAddr,
        dong: row.dong,
        unit: row.unit,
        subwayNo: row.subwayNo,
        station: stationOf(row),
        lat: row.lat,
        lng: row.lng,
        sellingPrice: row.sellingPrice,
        rentPrice: row.rentPrice,
        deposit: row.deposit,
        monthlyPrice: row.monthlyPrice,
        isLoan: row.isLoan,
        loanPrice: row.loanPrice,
        collateralSecurity: row.collateralSecurity,
        collateralSecurityPrice: row.collateralSecurityPrice,
        ownership: row.ownership,
        redevelop: row.redevelop,
        safetyText: row.safetyText,
        roomType: row.roomType,
        roomGroup: row.roomGroup,
        entireFloor: row.entireFloor,
        floor: row.floor,
        dedicatedArea1: row.dedicatedArea,
        dedicatedArea2: sqmToPyeong(row.dedicatedArea),
        supplyArea1: row.supplyArea,
        supplyArea2: pyeong(row.supplyArea),
        actualArea1: row.actualArea,
        actualArea2: pyeong(row.actualArea),
        landArea1: row.landArea,
        landArea2: pyeong(row.landArea),
        direction: row.direction,
        toiletCount: row.toiletCount,
        applyDate: row.applyDate,
        title: row.title,
        etcText: row.etcText,
        isLoanRecommend: row.isLoanRecommend,
        loanList: row.loanList,
        isCertified: row.isCertified,
        ...options,
        costPrice: row.costPrice,
        isPublicCost: row.isPublicCost,
        costList: codes.list(row.costItems, 'COST_ITEM'),
        isPrivateCost: row.isPrivateCost,
        privateCostList: codes.list(row.costItems, 'PRIVATE_COST'),
        totalCost: row.totalCost,
        costDesc: row.costDesc,
        costDesc2: row.costDesc2,
        costType: costTypeOf(row, codes),
        mainImage: row.mainImage,
        saleImage: row.images,
        documents: row.documents.map((d) => {
          const kind = d.kind as SaleDocument['kind'];
          return { kind, label: SALE_DOCUMENT_LABELS[kind], fileId: caller ? d.fileId : null, mime: d.mime };
        }),
        safetyGrade: row.safetyGrade,
        changeSafetyGrade: row.changeSafetyGrade,
        gradeCorrection: row.gradeCorrection,
        computedGrade: computedGradeOf(row, regionOf(row)),
        isLawyer: row.isLawyer,
        isConfirm: row.isConfirm,
        isBaro: row.isBaro,
        comments: {
          rate001: row.rate001,
          rate002: row.rate002,
          rate003: row.rate003,
          rate004: row.rate004,
          rate005: row.rate005,
        },
        reportHistory: row.reportHistory,
        isLike: row.isLike,
        company,
        broker: {
          name: row.brokerName,
          company,
          officePhone: row.officePhone,
          officeAddress: row.officeAddress,
          kakaoChannelUrl: row.kakaoChannelUrl,
        },
        // From the quota ledger (docs/decisions/019): marks used, and marks left to use.
        useBaroQty: ownerView ? (row.baroMarkUsed ?? 0) : null,
        availBaroQty: ownerView ? (row.baroMarkAvail ?? 0) : null,
        regDate: row.regDate,
        confirmedAt: row.confirmedAt,
        priceHistory: row.priceHistory,
        updDate: row.updDate,
      };
      return { caller, detail };
    },
  };
}

export type SaleDetailService = ReturnType<typeof createSaleDetailService>;
