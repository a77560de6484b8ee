import type { RateCode } from '@ansim/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { bare } from '../../db/bare-column.ts';
import type { Db } from '../../db/client.ts';
import {
  commonCodes,
  professionalProfiles,
  quotaBalances,
  quotaLedger,
  regions,
  saleComments,
  saleCostItems,
  saleCostTypes,
  saleDocuments,
  saleImages,
  saleLikes,
  saleOptions,
  sales,
  saleViews,
  sessions,
  storedFiles,
  subwayStations,
  users,
} from '../../db/schema/index.ts';
import type { AccessClaims } from '../../platform/tokens/access-token.ts';
import { isLiveSession } from '../auth/live-session.ts';
import { REGION_COLUMNS, type RegionRow } from '../common/region-lookup.ts';
import { priceHistoryJson } from './freshness-price-history.ts';
import { gradeCorrectionOf } from './grade-correction.ts';
import { reportHistoryJson } from './report-history.ts';

/*
 * The listing detail is read on every open of a listing page, so it is one prepared statement: the listing
 * with its owner and the owner's office (joins on primary keys), the caller's like, and each kind of child
 * row as a JSON array made by a correlated subquery on that table's sale_no index. One round trip, no N+1,
 * planned once per connection (PostgreSQL keeps the plan of a named statement), and the same values
 * whichever driver runs it (times as ISO text, child rows as JSON). Code names are not joined here: the
 * code table is static, and the service names the codes from its copy in memory.
 */

/** An option or fee-item code of the listing: [groupCode, code]. */
export type CodeRef = [groupCode: string, code: string];

export interface CostTypeRow {
  costTypeNo: number;
  type: string;
  typeCode: string | null;
  etcCode: string | null;
  etcText: string | null;
  chargeType: string | null;
  publicCost: number | null;
  electricity: number | null;
  heat: number | null;
  water: number | null;
  internet: number | null;
  gas: number | null;
  tv: number | null;
  electricityUse: boolean;
  heatUse: boolean;
  waterUse: boolean;
  internetUse: boolean;
  gasUse: boolean;
  tvUse: boolean;
  isEtcCost: boolean;
  etcCost: number | null;
  etcCostText: string | null;
  baseCost: string | null;
  baseCostText: string | null;
  reasonType: string | null;
  reasonText: string | null;
  costItemText: string | null;
}

export interface ImageRow {
  imageNo: number;
  storedFileName: string;
  isMain: boolean;
  sortOrder: number;
  width: number;
  height: number;
}

export interface DocumentRow {
  kind: string;
  fileId: string;
  mime: string;
}

const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How many safety comments of one grade the listing has. */
const rateCount = (grade: RateCode) =>
  sql<number>`(select count(*)::int from ${saleComments} where ${saleComments.saleNo} = ${sales.saleNo} and ${saleComments.safetyGrade} = ${sql.raw(`'${grade}'`)})`;

/** The caller's own row of users (the listing's broker is `users` in the detail's join). */
const callerUser = alias(users, 'caller_user');

/**
 * A column of the caller: the user of the token's claims (placeholders `sessionId` and `tokenUserNo`, both
 * null for a visitor), while that session is live and the user active (auth's own session check). The
 * signed-in detail checks its session in its own statement instead of a round before it (decision 035).
 */
function liveCaller<T>(column: AnyPgColumn<{ data: T }>) {
  return sql<T | null>`(select ${column} from ${sessions}
    join ${users} as ${callerUser} on ${callerUser.userNo} = ${sessions.userNo}
    where ${isLiveSession(sql`${sql.placeholder('sessionId')}::uuid`, sql`${sql.placeholder('tokenUserNo')}::int`)}
      and ${callerUser.status} = 'ACTIVE')`;
}

export const DETAIL_FIELDS = {
  saleNo: sales.saleNo,
  saleKey: sales.saleKey,
  userNo: sales.userNo,
  status: sales.status,
  saleType: sales.saleType,
  buildingType: sales.buildingType,
  useType: sales.useType,
  postalCode: sales.postalCode,
  saleAddr: sales.saleAddr,
  dong: sales.dong,
  unit: sales.unit,
  subwayNo: sales.subwayNo,
  lat: sales.lat,
  lng: sales.lng,
  bjdCode: sales.bjdCode,
  sidoCode: sales.sidoCode,
  sigunguCode: sales.sigunguCode,
  dongCode: sales.dongCode,
  sellingPrice: sales.sellingPrice,
  rentPrice: sales.rentPrice,
  deposit: sales.deposit,
  monthlyPrice: sales.monthlyPrice,
  isLoan: sales.isLoan,
  loanPrice: sales.loanPrice,
  collateralSecurity: sales.collateralSecurity,
  collateralSecurityPrice: sales.collateralSecurityPrice,
  ownership: sales.ownership,
  illegalBuilding: sales.illegalBuilding,
  taxArrears: sales.taxArrears,
  redevelop: sales.redevelop,
  safetyText: sales.safetyText,
  roomType: sales.roomType,
  roomGroup: sales.roomGroup,
  entireFloor: sales.entireFloor,
  floor: sales.floor,
  dedicatedArea: sales.dedicatedArea,
  supplyArea: sales.supplyArea,
  actualArea: sales.actualArea,
  landArea: sales.landArea,
  direction: sales.direction,
  toiletCount: sales.toiletCount,
  applyDate: sales.applyDate,
  title: sales.title,
  etcText: sales.etcText,
  isLoanRecommend: sales.isLoanRecommend,
  loanList: sales.loanList,
  isCertified: sales.isCertified,
  costPrice: sales.costPrice,
  isPublicCost: sales.isPublicCost,
  isPrivateCost: sales.isPrivateCost,
  totalCost: sales.totalCost,
  costDesc: sales.costDesc,
  costDesc2: sales.costDesc2,
  mainImage: sales.mainImage,
  safetyGrade: sales.safetyGrade,
  changeSafetyGrade: sales.changeSafetyGrade,
  publicPrice: sales.publicPrice,
  seniorDebt: sales.seniorDebt,
  isLawyer: sales.isLawyer,
  isConfirm: sales.isConfirm,
  isBaro: sales.isBaro,
  regDate: isoTime(sales.createdAt),
  updDate: isoTime(sales.updatedAt),
  confirmedAt: isoTime(sales.confirmedAt),
  brokerName: users.name,
  userCompany: users.company,
  officeName: professionalProfiles.officeName,
  officeAddress: professionalProfiles.officeAddress,
  officePhone: professionalProfiles.officePhone,
  kakaoChannelUrl: professionalProfiles.kakaoChannelUrl,
  // The owner's 안전방 marks, from the quota ledger (docs/decisions/019): left to use, and used.
  baroMarkAvail: sql<number>`coalesce((select ${quotaBalances.balance} from ${quotaBalances} where ${quotaBalances.userNo} = ${sales.userNo} and ${quotaBalances.kind} = 'BARO'), 0)`,
  baroMarkUsed: sql<number>`coalesce((select sum(${quotaLedger.amount})::int from ${quotaLedger} where ${quotaLedger.userNo} = ${sales.userNo} and ${quotaLedger.kind} = 'BARO' and ${quotaLedger.entry} = 'USE'), 0)`,
  /** The caller's role, while the token's session is live and its user active; null for anybody else. */
  callerType: liveCaller(callerUser.userType),
  // The like of the caller on this listing; no caller matches no row.
  isLike: sql<boolean>`exists (select 1 from ${saleLikes} where ${saleLikes.userNo} = ${liveCaller(callerUser.userNo)} and ${saleLikes.saleNo} = ${sales.saleNo})`,
  /** HEAT, AC, LIFE, SECURITY and ETC codes. */
  options: sql<
    CodeRef[]
  >`coalesce((select json_agg(json_build_array(${saleOptions.groupCode}, ${saleOptions.code})) from ${saleOptions} where ${saleOptions.saleNo} = ${sales.saleNo}), '[]'::json)`,
  /** COST_ITEM and PRIVATE_COST codes. */
  costItems: sql<
    CodeRef[]
  >`coalesce((select json_agg(json_build_array(${saleCostItems.groupCode}, ${saleCostItems.code})) from ${saleCostItems} where ${saleCostItems.saleNo} = ${sales.saleNo}), '[]'::json)`,
  costType: sql<CostTypeRow | null>`(select json_build_object(
      'costTypeNo', ${saleCostTypes.costTypeNo}, 'type', ${saleCostTypes.type},
      'typeCode', ${saleCostTypes.typeCode}, 'etcCode', ${saleCostTypes.etcCode},
      'etcText', ${saleCostTypes.etcText}, 'chargeType', ${saleCostTypes.chargeType},
      'publicCost', ${saleCostTypes.publicCost}, 'electricity', ${saleCostTypes.electricity},
      'heat', ${saleCostTypes.heat}, 'water', ${saleCostTypes.water}, 'internet', ${saleCostTypes.internet},
      'gas', ${saleCostTypes.gas}, 'tv', ${saleCostTypes.tv},
      'electricityUse', ${saleCostTypes.electricityUse}, 'heatUse', ${saleCostTypes.heatUse},
      'waterUse', ${saleCostTypes.waterUse}, 'internetUse', ${saleCostTypes.internetUse},
      'gasUse', ${saleCostTypes.gasUse}, 'tvUse', ${saleCostTypes.tvUse},
      'isEtcCost', ${saleCostTypes.isEtcCost}, 'etcCost', ${saleCostTypes.etcCost},
      'etcCostText', ${saleCostTypes.etcCostText}, 'baseCost', ${saleCostTypes.baseCost},
      'baseCostText', ${saleCostTypes.baseCostText}, 'reasonType', ${saleCostTypes.reasonType},
      'reasonText', ${saleCostTypes.reasonText}, 'costItemText', ${saleCostTypes.costItemText})
    from ${saleCostTypes} where ${saleCostTypes.saleNo} = ${sales.saleNo})`,
  /** Main photo first, then by sort order. */
  images: sql<ImageRow[]>`coalesce((select json_agg(json_build_object(
      'imageNo', ${saleImages.imageNo}, 'storedFileName', ${saleImages.imageKey}, 'isMain', ${saleImages.isMain},
      'sortOrder', ${saleImages.sortOrder}, 'width', ${saleImages.width}, 'height', ${saleImages.height})
      order by ${saleImages.isMain} desc, ${saleImages.sortOrder})
    from ${saleImages} where ${saleImages.saleNo} = ${sales.saleNo}), '[]'::json)`,
  /** 등기부등본 first, then 건축물대장. */
  documents: sql<DocumentRow[]>`coalesce((select json_agg(json_build_object(
      'kind', ${saleDocuments.kind}, 'fileId', ${saleDocuments.fileId}, 'mime', ${storedFiles.mime})
      order by ${saleDocuments.kind} = 'REGISTER_COPY' desc, ${saleDocuments.kind})
    from ${saleDocuments} join ${storedFiles} on ${storedFiles.fileId} = ${saleDocuments.fileId}
    where ${saleDocuments.saleNo} = ${sales.saleNo}), '[]'::json)`,
  // Comment counts by grade, each on the (sale_no, safety_grade) prefix of sale_comments' index.
  rate001: rateCount('RATE001'),
  rate002: rateCount('RATE002'),
  rate003: rateCount('RATE003'),
  rate004: rateCount('RATE004'),
  rate005: rateCount('RATE005'),
  /** The correction behind change_safety_grade: the operator's (grade_reviews) or a lawyer's (decision 025). */
  gradeCorrection: gradeCorrectionOf(sales.saleNo, sales.changeSafetyGrade),
  /** Counts and outcomes of the listing's reports, never the reporters (decision 023). */
  reportHistory: reportHistoryJson(sales.saleNo),
  /** The listing's prices from registration on (issue 18 §3). */
  priceHistory: priceHistoryJson(sales.saleNo),
};

/** A region row with its code: the detail finds a listing's region among them (createRegionFinder). */
export type RegionNames = RegionRow;

export interface Station {
  subwayNo: number;
  name: string;
  line: string;
  lat: number;
  lng: number;
}

export interface CodeName {
  groupCode: string;
  code: string;
  codeName: string;
  sortOrder: number;
}

/**
 * One more view of the listing, when it is one: a published listing (what anybody may see) looked at by
 * someone other than its broker and the operator (placeholder `tokenUserNo`, null for a visitor). An upsert
 * on the listing's own counter row that decides by itself, so that it runs as a CTE of the detail's own
 * statement: one round trip where a second statement beside it had a connection, a query and a commit of
 * its own (bench:mix). The operator is known from the token alone: the count needs no live session.
 */
const viewCounted = (db: Db) => {
  const viewer = sql`${sql.placeholder('tokenUserNo')}::int`;
  return db.$with('view_counted', { counted: sql<number>`counted` }).as(
    sql`insert into ${saleViews} (${bare(saleViews.saleNo)}, ${bare(saleViews.viewCount)})
        select ${sales.saleNo}, 1 from ${sales}
        where ${sales.saleNo} = ${sql.placeholder('saleNo')} and ${sales.status} = 'ACTIVE'
          and ${sales.userNo} is distinct from ${viewer}
          and not exists (select 1 from ${users} where ${users.userNo} = ${viewer} and ${users.userType} = 'ADMIN')
        on conflict (${bare(saleViews.saleNo)}) do update
          set ${bare(saleViews.viewCount)} = ${saleViews.viewCount} + 1
        returning 1 as counted`,
  );
};

/**
 * The detail statement, prepared under one name: each pooled connection plans it once. `countView` adds
 * the view's count to it (viewCounted); PostgreSQL runs a data-modifying CTE whether or not it is read.
 */
const prepareFind = (db: Db, { countView }: { countView: boolean }) =>
  (countView ? db.with(viewCounted(db)) : db)
    .select(DETAIL_FIELDS)
    .from(sales)
    .innerJoin(users, eq(users.userNo, sales.userNo))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userNo, sales.userNo))
    .where(eq(sales.saleNo, sql.placeholder('saleNo')))
    .prepare(countView ? 'sale_detail_counted' : 'sale_detail');

/** One listing as the detail statement reads it. */
export type SaleDetailRow = Awaited<ReturnType<ReturnType<typeof prepareFind>['execute']>>[number];

export function createSaleDetailRepo(db: Db) {
  const findDetail = prepareFind(db, { countView: false });
  const findAndCount = prepareFind(db, { countView: true });

  return {
    /**
     * The listing numbered `saleNo` whatever its status (the service decides who sees it), or null; with
     * the caller of `token` (`callerType`) when its session is live. `countView` counts the view in the
     * same statement (viewCounted).
     */
    async find(
      saleNo: number,
      token: AccessClaims | null,
      { countView }: { countView: boolean },
    ): Promise<SaleDetailRow | null> {
      const [row] = await (countView ? findAndCount : findDetail).execute({
        saleNo,
        sessionId: token?.sessionId ?? null,
        tokenUserNo: token?.userNo ?? null,
      });
      return row ?? null;
    },

    /** The code names, the 법정동 names and the stations: static while the process runs, read once. */
    async staticTables(): Promise<{
      codeRows: CodeName[];
      regionRows: RegionNames[];
      stationRows: Station[];
    }> {
      const [codeRows, regionRows, stationRows] = await Promise.all([
        db
          .select({
            groupCode: commonCodes.groupCode,
            code: commonCodes.code,
            codeName: commonCodes.codeName,
            sortOrder: commonCodes.sortOrder,
          })
          .from(commonCodes),
        db.select(REGION_COLUMNS).from(regions).orderBy(asc(regions.code)),
        db.select().from(subwayStations).orderBy(asc(subwayStations.subwayNo)),
      ]);
      return { codeRows, regionRows, stationRows };
    },
  };
}

export type SaleDetailRepo = ReturnType<typeof createSaleDetailRepo>;
