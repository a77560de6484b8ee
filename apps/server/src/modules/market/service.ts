import { BUILDING_TYPES, type BuildingType, isSaleType, type SaleType } from '@ansim/domain';
import type { MarketEntity } from '@ansim/domain/contract';
import type { OpenDataKeys } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { OpenDataUnavailable } from '../../platform/opendata/http.ts';
import type { FallbackLog, OpenDataOptions } from '../../platform/opendata/index.ts';
import { TtlCache } from '../../platform/opendata/ttl-cache.ts';
import type { AuthContext } from '../auth/service.ts';
import { canSee } from '../sales/detail-service.ts';
import { jeonseRiskOf, type MarketListing, type MarketSet, marketOf, setKey, useOf } from './comparables.ts';
import { createMarketRepo } from './repo.ts';
import { dataGoKrMarketSource, LOCAL_SOURCE_LABEL, localMarketSets } from './sources.ts';

const NOT_FOUND_MESSAGE = '매물을 찾을 수 없습니다.';

/** A card's columns the flag reads (a CARD_COLUMNS row, or a card with its 법정동). */
export interface CardMarketInput {
  bjdCode: string;
  type: string | null;
  saleType: string | null;
  dedicatedArea1: number | string | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
}

const isBuildingType = (v: unknown): v is BuildingType =>
  typeof v === 'string' && (BUILDING_TYPES as readonly string[]).includes(v);

function listingOf(row: CardMarketInput): MarketListing | null {
  if (!isBuildingType(row.type) || !isSaleType(row.saleType)) return null;
  return {
    bjdCode: row.bjdCode,
    buildingType: row.type,
    saleType: row.saleType as SaleType,
    area: Number(row.dedicatedArea1 ?? 0),
    sellingPrice: row.sellingPrice,
    rentPrice: row.rentPrice,
    deposit: row.deposit,
  };
}

export interface MarketServiceDeps {
  db: Db;
  keys: OpenDataKeys;
  log: FallbackLog;
  http?: OpenDataOptions['http'];
}

/** How long the public API's sales of a 시군구 are kept: RTMS publishes new sales daily at most. */
const REAL_TTL_MS = 12 * 3600_000;

/**
 * Market context of listings. Sales are kept in memory per 시군구 and building use: the shipped file's,
 * grouped once on first use, and the public API's (when configured) for the 시군구 a detail asked for. The
 * cards' flags read whatever set is in memory for their 시군구 — the public API's once a detail there has
 * loaded it, else the file's — so a card and a detail opened after it agree, and no card waits on the API.
 */
export function createMarketService({ db, keys, log, http = {} }: MarketServiceDeps) {
  const repo = createMarketRepo(db);
  const localSets = localMarketSets;
  const emptySet: MarketSet = { records: [], source: 'LOCAL', sourceLabel: LOCAL_SOURCE_LABEL };

  let regions: Promise<Awaited<ReturnType<typeof repo.regions>>> | null = null;
  const regionList = () => {
    regions ??= repo.regions().catch((error: unknown) => {
      regions = null;
      throw error;
    });
    return regions;
  };
  const { dataGoKrBaseUrl = keys.urls.dataGoKr, ...options } = http;
  const real = keys.dataGoKrKey
    ? dataGoKrMarketSource({
        serviceKey: keys.dataGoKrKey,
        ...(dataGoKrBaseUrl ? { baseUrl: dataGoKrBaseUrl } : {}),
        ...options,
        dongCode: async (sigunguCode, dongName) =>
          (await regionList()).find(
            (r) => r.code.startsWith(sigunguCode) && r.level === 3 && r.eupmyeondong === dongName,
          )?.code ?? null,
        sigunguName: async (sigunguCode) =>
          (await regionList()).find((r) => r.code === `${sigunguCode}00000`)?.sigungu ?? '',
      })
    : null;
  const realSets = new TtlCache<MarketSet>(REAL_TTL_MS, 500);
  const loading = new Map<string, Promise<MarketSet>>();

  /** The set in memory now: the public API's when loaded, else the shipped file's. */
  const setNow = (key: string): MarketSet => realSets.get(key) ?? localSets().get(key) ?? emptySet;

  const loadSet = async (sigunguCode: string, listing: MarketListing): Promise<MarketSet> => {
    const use = useOf(listing.buildingType);
    const key = setKey(sigunguCode, use);
    if (!real) return setNow(key);
    try {
      const cached = realSets.get(key);
      if (cached) return cached;
      // Details of one 시군구 opened together wait on one load rather than each calling the API.
      let load = loading.get(key);
      if (!load) {
        load = real.set(sigunguCode, use).finally(() => loading.delete(key));
        loading.set(key, load);
      }
      const set = await load;
      realSets.set(key, set);
      return set;
    } catch (error) {
      if (!(error instanceof OpenDataUnavailable)) throw error;
      log('market', error);
      return setNow(key);
    }
  };

  return {
    /** GET /api/sale/{saleNo}/market: the detail's visibility (docs/decisions/010), 404 otherwise. */
    async market(caller: AuthContext | null, saleNo: number): Promise<MarketEntity> {
      const row = await repo.listing(saleNo);
      if (!row || !canSee(caller, row)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      const listing = listingOf({
        bjdCode: row.bjdCode,
        type: row.buildingType,
        saleType: row.saleType,
        dedicatedArea1: row.dedicatedArea,
        sellingPrice: row.sellingPrice,
        rentPrice: row.rentPrice,
        deposit: row.deposit,
      });
      // A draft without its deal or building type has no detail page either.
      if (!listing) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      return marketOf(saleNo, await loadSet(row.bjdCode.slice(0, 5), listing), listing);
    },

    /** The 깡통전세 flag of each card, from the sets in memory: no query, a few hundred comparisons a card. */
    jeonseRisks(rows: readonly CardMarketInput[]): boolean[] {
      return rows.map((row) => {
        const listing = listingOf(row);
        if (!listing) return false;
        return jeonseRiskOf(setNow(setKey(row.bjdCode.slice(0, 5), useOf(listing.buildingType))), listing);
      });
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
/** What the card lists need of the market: the flags. */
export type MarketFlags = Pick<MarketService, 'jeonseRisks'>;
