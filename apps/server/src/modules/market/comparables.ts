import { type BuildingType, formatMoney, type SaleType, withThousands } from '@ansim/domain';
import { JEONSE_RISK_RATIO, type MarketEntity, type MarketMonth } from '@ansim/domain/contract';
import { median, type TransactionUse, USE_OF_BUILDING } from '../../platform/opendata/transactions.ts';

/*
 * The arithmetic of the market context, on sales already in memory: which sales are "similar homes", their
 * medians, the typical price of the listing's home and its 전세가율. No I/O, so the search cards and the
 * detail compute the same flag from the same sales, and the tests can recompute every figure.
 */

/** One real sale, as both the shipped file and the public API give it. */
export interface MarketRecord {
  /** 법정동 code (10 digits). */
  bjdCode: string;
  dongName: string;
  sigunguName: string;
  /** YYYYMMDD. */
  contractDate: string;
  /** 만원. */
  price: number;
  /** ㎡. */
  area: number;
  floor: number | null;
  buildingName: string;
}

/** The sales of one 시군구 and building use, newest first. */
export interface MarketSet {
  records: readonly MarketRecord[];
  source: MarketEntity['source'];
  sourceLabel: string;
}

/** What of a listing the comparison reads. Prices in 만원. */
export interface MarketListing {
  bjdCode: string;
  buildingType: BuildingType;
  saleType: SaleType;
  /** 전용면적 ㎡. */
  area: number;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
}

/** Similar: 전용면적 within this share of the listing's, either way. */
export const AREA_BAND = 0.2;
/** A 동 with fewer similar sales is widened to its 시군구; a 시군구 with fewer has no answer. */
export const MIN_TRANSACTIONS = 5;
/** Sales listed in the answer (the figures use every similar sale). */
export const LISTED_TRANSACTIONS = 30;

export const useOf = (buildingType: BuildingType): TransactionUse => USE_OF_BUILDING[buildingType];
export const setKey = (sigunguCode: string, use: TransactionUse) => `${sigunguCode}|${use}`;

/** The deposit a tenant puts at risk: 전세금 (RENT) or 보증금 (MONTHLY); none for 매매. */
export function depositOf(l: Pick<MarketListing, 'saleType' | 'rentPrice' | 'deposit'>): number | null {
  if (l.saleType === 'RENT') return l.rentPrice;
  if (l.saleType === 'MONTHLY') return l.deposit;
  return null;
}

export interface Comparables {
  scope: 'DONG' | 'SIGUNGU';
  scopeName: string;
  records: MarketRecord[];
  areaMin: number;
  areaMax: number;
}

/** A set's sales by area, whole and per 법정동: a band of areas is then two binary searches. */
interface SetIndex {
  byArea: MarketRecord[];
  byDong: Map<string, MarketRecord[]>;
}
const setIndexes = new WeakMap<MarketSet, SetIndex>();

function indexOf(set: MarketSet): SetIndex {
  let index = setIndexes.get(set);
  if (!index) {
    const byArea = [...set.records].sort((a, b) => a.area - b.area);
    const byDong = new Map<string, MarketRecord[]>();
    for (const r of byArea) {
      const list = byDong.get(r.bjdCode) ?? [];
      if (list.length === 0) byDong.set(r.bjdCode, list);
      list.push(r);
    }
    index = { byArea, byDong };
    setIndexes.set(set, index);
  }
  return index;
}

/** The first index whose area is at least `min`, in records sorted by area. */
function lowerBound(sorted: readonly MarketRecord[], min: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as MarketRecord).area < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function inBand(sorted: readonly MarketRecord[], min: number, max: number): MarketRecord[] {
  const out: MarketRecord[] = [];
  for (let i = lowerBound(sorted, min); i < sorted.length && (sorted[i] as MarketRecord).area <= max; i++)
    out.push(sorted[i] as MarketRecord);
  return out;
}

/**
 * The similar sales of `set` for the listing, in no particular order: its 동's, or its 시군구's when the
 * 동 has too few; else null.
 */
function similarOf(set: MarketSet, listing: Pick<MarketListing, 'bjdCode' | 'area'>) {
  const areaMin = listing.area * (1 - AREA_BAND);
  const areaMax = listing.area * (1 + AREA_BAND);
  const { byArea, byDong } = indexOf(set);
  const inDong = inBand(byDong.get(listing.bjdCode) ?? [], areaMin, areaMax);
  const band = { areaMin, areaMax };
  if (inDong.length >= MIN_TRANSACTIONS)
    return { scope: 'DONG', scopeName: inDong[0]?.dongName ?? '', records: inDong, ...band } as Comparables;
  const all = inBand(byArea, areaMin, areaMax);
  if (all.length >= MIN_TRANSACTIONS)
    return { scope: 'SIGUNGU', scopeName: all[0]?.sigunguName ?? '', records: all, ...band } as Comparables;
  return null;
}

const newestFirst = (a: MarketRecord, b: MarketRecord) => b.contractDate.localeCompare(a.contractDate);

/** The similar sales of `set` for the listing, newest first (see similarOf). */
export function comparablesOf(
  set: MarketSet,
  listing: Pick<MarketListing, 'bjdCode' | 'area'>,
): Comparables | null {
  const found = similarOf(set, listing);
  if (found) found.records.sort(newestFirst);
  return found;
}

/** The median 만원/㎡ of the sales and the typical price of `area` ㎡ at it (whole 만원). */
export function typicalOf(records: readonly MarketRecord[], area: number) {
  const perSqm = median(records.map((r) => r.price / r.area)) ?? 0;
  return { perSqm, typicalPrice: Math.round(perSqm * area) };
}

/** Above 80% exactly: deposit / typical > 80 / 100, in integers so that 80.0% is never flagged by rounding. */
export const isJeonseRisk = (deposit: number, typicalPrice: number): boolean =>
  typicalPrice > 0 && deposit * 100 > typicalPrice * JEONSE_RISK_RATIO;

/**
 * Typical prices already computed, per set (a reloaded set starts afresh) and 동 × area: search pages show
 * the same listings again and again, and a card's flag then costs one lookup.
 */
const typicalMemo = new WeakMap<MarketSet, Map<string, number | null>>();
const MEMO_LIMIT = 50_000;

function memoTypical(set: MarketSet, listing: Pick<MarketListing, 'bjdCode' | 'area'>): number | null {
  let memo = typicalMemo.get(set);
  if (!memo) {
    memo = new Map();
    typicalMemo.set(set, memo);
  }
  const key = `${listing.bjdCode}|${listing.area}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const similar = similarOf(set, listing);
  const typical = similar ? typicalOf(similar.records, listing.area).typicalPrice : null;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, typical);
  return typical;
}

/** The 깡통전세 flag of a card: the detail's rule on the same sales, without building the whole answer. */
export function jeonseRiskOf(set: MarketSet | undefined, listing: MarketListing): boolean {
  const deposit = depositOf(listing);
  if (!set || deposit === null || !(listing.area > 0)) return false;
  const typical = memoTypical(set, listing);
  return typical !== null && isJeonseRisk(deposit, typical);
}

const monthLabel = (yyyymm: string) => `${yyyymm.slice(0, 4)}.${yyyymm.slice(4, 6)}`;

/** 'YYYY.MM–YYYY.MM' of sales (newest first). */
export function periodOf(records: readonly MarketRecord[]): string | null {
  const newest = records[0]?.contractDate;
  const oldest = records.at(-1)?.contractDate;
  if (!newest || !oldest) return null;
  const [from, to] = [monthLabel(oldest.slice(0, 6)), monthLabel(newest.slice(0, 6))];
  return from === to ? from : `${from}–${to}`;
}

/** Median per month, oldest first. */
export function monthlyOf(records: readonly MarketRecord[]): MarketMonth[] {
  const byMonth = new Map<string, MarketRecord[]>();
  for (const r of records) {
    const month = r.contractDate.slice(0, 6);
    byMonth.set(month, [...(byMonth.get(month) ?? []), r]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, rs]) => ({
      month,
      medianPrice: Math.round(median(rs.map((r) => r.price)) ?? 0),
      medianPricePerSqm: round1(median(rs.map((r) => r.price / r.area)) ?? 0),
      count: rs.length,
    }));
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const perSqmText = (x: number) => `${withThousands(Math.round(x))}만원`;

/** The answer for a listing that has no comparison: every figure empty, and why. */
export function emptyMarket(
  saleNo: number,
  listing: Pick<MarketListing, 'buildingType' | 'area'>,
  set: Pick<MarketSet, 'source' | 'sourceLabel'>,
  emptyReason: string,
): MarketEntity {
  return {
    saleNo,
    available: false,
    emptyReason,
    scope: null,
    scopeName: null,
    buildingUse: useOf(listing.buildingType),
    area: listing.area,
    areaMin: round1(listing.area * (1 - AREA_BAND)),
    areaMax: round1(listing.area * (1 + AREA_BAND)),
    transactionCount: 0,
    period: null,
    transactions: [],
    monthly: [],
    medianPricePerSqm: null,
    typicalPrice: null,
    basis: null,
    deposit: null,
    jeonseRatio: null,
    jeonseRisk: null,
    priceVsTypical: null,
    source: set.source,
    sourceLabel: set.sourceLabel,
  };
}

/** The market context of one listing against the sales of its 시군구 and building use. */
export function marketOf(saleNo: number, set: MarketSet, listing: MarketListing): MarketEntity {
  const use = useOf(listing.buildingType);
  if (!(listing.area > 0))
    return emptyMarket(saleNo, listing, set, '전용면적이 없어 비슷한 집을 찾을 수 없습니다.');
  const found = comparablesOf(set, listing);
  if (!found) {
    const reason = listing.bjdCode.startsWith('11')
      ? `비슷한 ${use}(전용 ${round1(listing.area * (1 - AREA_BAND))}–${round1(listing.area * (1 + AREA_BAND))}㎡)의 매매 실거래가 ${MIN_TRANSACTIONS}건 미만이라 시세를 추정하지 않습니다.`
      : set.source === 'LOCAL'
        ? '실거래 자료(2022–2023)는 서울 지역만 담고 있어 이 지역의 시세를 보여드릴 수 없습니다.'
        : `비슷한 ${use}의 최근 매매 실거래가 ${MIN_TRANSACTIONS}건 미만이라 시세를 추정하지 않습니다.`;
    return emptyMarket(saleNo, listing, set, reason);
  }
  const { records, scope, scopeName, areaMin, areaMax } = found;
  const { perSqm, typicalPrice } = typicalOf(records, listing.area);
  const period = periodOf(records) ?? '';
  const widened =
    scope === 'SIGUNGU' ? ` (같은 동의 거래가 ${MIN_TRANSACTIONS}건 미만이라 ${scopeName} 전체)` : '';
  const basis =
    `${period} ${scopeName}${widened} ${use} 전용 ${round1(areaMin)}–${round1(areaMax)}㎡ 매매 실거래 ` +
    `${records.length}건의 ㎡당 중위가 ${perSqmText(perSqm)} × 이 매물 전용 ${listing.area}㎡`;
  const deposit = depositOf(listing);
  const jeonseRatio = deposit === null || typicalPrice <= 0 ? null : round1((deposit / typicalPrice) * 100);
  const risky = deposit !== null && isJeonseRisk(deposit, typicalPrice);
  const price = listing.saleType === 'SALE' ? listing.sellingPrice : null;
  return {
    saleNo,
    available: true,
    emptyReason: null,
    scope,
    scopeName,
    buildingUse: use,
    area: listing.area,
    areaMin: round1(areaMin),
    areaMax: round1(areaMax),
    transactionCount: records.length,
    period,
    transactions: records.slice(0, LISTED_TRANSACTIONS).map((r) => ({
      contractDate: r.contractDate,
      price: r.price,
      area: r.area,
      floor: r.floor,
      buildingName: r.buildingName,
    })),
    monthly: monthlyOf(records),
    medianPricePerSqm: round1(perSqm),
    typicalPrice,
    basis,
    deposit,
    jeonseRatio,
    jeonseRisk:
      risky && deposit !== null && jeonseRatio !== null
        ? {
            label: '깡통전세 위험',
            deposit,
            typicalPrice,
            ratio: jeonseRatio,
            transactionCount: records.length,
            period,
            scopeName,
            message:
              `보증금 ${formatMoney(deposit)}이 비슷한 집의 추정 매매가 ${formatMoney(typicalPrice)}의 ` +
              `${jeonseRatio}%로 ${JEONSE_RISK_RATIO}%를 넘습니다. 집값이 내리면 보증금을 돌려받지 못할 수 있습니다.`,
          }
        : null,
    priceVsTypical:
      price !== null && price > 0 && typicalPrice > 0 ? round1((price / typicalPrice) * 100) : null,
    source: set.source,
    sourceLabel: set.sourceLabel,
  };
}
