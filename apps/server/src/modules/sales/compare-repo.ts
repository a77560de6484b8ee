import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales, users } from '../../db/schema/index.ts';
import { DETAIL_FIELDS } from './detail-repo.ts';

/*
 * The comparison reads up to three listings in one statement with the detail's own column expressions
 * (DETAIL_FIELDS: the fee as JSON, option and fee-item codes, the grade correction), so that a column and
 * its detail cannot drift. It leaves out what a comparison does not show (the owner's office, comment
 * counts, documents, the caller's like): every field is a column of `sales` or a correlated subquery on
 * its sale_no.
 */
const COMPARED = [
  'saleNo',
  'userNo',
  'status',
  'saleType',
  'buildingType',
  'useType',
  'saleAddr',
  'subwayNo',
  'lat',
  'lng',
  'bjdCode',
  'sidoCode',
  'sigunguCode',
  'dongCode',
  'sellingPrice',
  'rentPrice',
  'deposit',
  'monthlyPrice',
  'collateralSecurity',
  'collateralSecurityPrice',
  'ownership',
  'illegalBuilding',
  'taxArrears',
  'roomType',
  'roomGroup',
  'entireFloor',
  'floor',
  'dedicatedArea',
  'supplyArea',
  'direction',
  'toiletCount',
  'applyDate',
  'title',
  'costPrice',
  'totalCost',
  'costDesc',
  'costDesc2',
  'mainImage',
  'safetyGrade',
  'changeSafetyGrade',
  'publicPrice',
  'seniorDebt',
  'isLawyer',
  'isConfirm',
  'options',
  'costItems',
  'costType',
  'gradeCorrection',
] as const satisfies readonly (keyof typeof DETAIL_FIELDS)[];

type Compared = (typeof COMPARED)[number];

const COMPARE_FIELDS = Object.fromEntries(COMPARED.map((name) => [name, DETAIL_FIELDS[name]])) as Pick<
  typeof DETAIL_FIELDS,
  Compared
>;

export function createCompareRepo(db: Db) {
  return {
    /**
     * The listings numbered `saleNos`, whatever their status (the service decides who sees them), in no
     * particular order: primary-key lookups in one round trip. Nothing is written: a comparison is not a
     * view of the listing.
     */
    find: (saleNos: readonly number[]) =>
      db
        .select(COMPARE_FIELDS)
        .from(sales)
        // The owner's row adds nothing, but a select with a join is one whose columns drizzle writes with
        // their table's name, which the correlated subqueries of DETAIL_FIELDS need (`sale_no` alone is
        // ambiguous inside them). A primary-key join, as the detail's.
        .innerJoin(users, eq(users.userNo, sales.userNo))
        .where(inArray(sales.saleNo, [...saleNos])),
  };
}

export type CompareRepo = ReturnType<typeof createCompareRepo>;
export type CompareRow = Awaited<ReturnType<CompareRepo['find']>>[number];
