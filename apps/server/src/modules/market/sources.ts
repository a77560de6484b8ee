import { asNumber, asText, type HttpOptions, pick } from '../../platform/opendata/http.ts';
import { recentMonths, rtmsMonthItems } from '../../platform/opendata/trades.ts';
import {
  plainBuildingName,
  TRANSACTIONS_PERIOD,
  type TransactionUse,
  transactions,
} from '../../platform/opendata/transactions.ts';
import type { MarketRecord, MarketSet } from './comparables.ts';
import { setKey } from './comparables.ts';

/*
 * Where the sales come from, after the open-data pattern (docs/decisions/016): the public API when its key
 * is configured, the shipped Seoul file otherwise (and whenever the API is unavailable).
 */

/** The sales of one 시군구 and building use, newest first. */
export interface MarketSource {
  set(sigunguCode: string, use: TransactionUse): Promise<MarketSet>;
}

const newestFirst = (a: MarketRecord, b: MarketRecord) => b.contractDate.localeCompare(a.contractDate);

export const LOCAL_SOURCE_LABEL = `국토교통부 실거래가 ${TRANSACTIONS_PERIOD}`;

let localSets: ReadonlyMap<string, MarketSet> | null = null;

/**
 * Every set of the shipped file, grouped on first use and kept for the process (about half a second once):
 * the file never changes while running, so the cards' flags read it synchronously.
 */
export function localMarketSets(): ReadonlyMap<string, MarketSet> {
  localSets ??= groupLocalSets();
  return localSets;
}

function groupLocalSets(): ReadonlyMap<string, MarketSet> {
  const grouped = new Map<string, MarketRecord[]>();
  for (const t of transactions()) {
    const key = setKey(t.bjdCode.slice(0, 5), t.use);
    const list = grouped.get(key) ?? [];
    if (list.length === 0) grouped.set(key, list);
    list.push({
      bjdCode: t.bjdCode,
      dongName: t.dong,
      sigunguName: t.sigungu,
      contractDate: t.contractDate,
      price: t.price,
      area: t.area,
      floor: t.floor,
      buildingName: plainBuildingName(t.buildingName) || t.buildingName,
    });
  }
  const sets = new Map<string, MarketSet>();
  for (const [key, records] of grouped)
    sets.set(key, { records: records.sort(newestFirst), source: 'LOCAL', sourceLabel: LOCAL_SOURCE_LABEL });
  return sets;
}

/** 국토교통부 RTMS 매매 operations by building use, with the item field naming the building. */
const OPERATIONS: Record<TransactionUse, { operation: string; nameField: string | null; areaField: string }> =
  {
    아파트: {
      operation: '/1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade',
      nameField: 'aptNm',
      areaField: 'excluUseAr',
    },
    오피스텔: {
      operation: '/1613000/RTMSDataSvcOffiTrade/getRTMSDataSvcOffiTrade',
      nameField: 'offiNm',
      areaField: 'excluUseAr',
    },
    연립다세대: {
      operation: '/1613000/RTMSDataSvcRHTrade/getRTMSDataSvcRHTrade',
      nameField: 'mhouseNm',
      areaField: 'excluUseAr',
    },
    // 단독다가구 has no unit area: the whole house's 연면적, as the shipped file has it.
    단독다가구: {
      operation: '/1613000/RTMSDataSvcSHTrade/getRTMSDataSvcSHTrade',
      nameField: null,
      areaField: 'totalFloorAr',
    },
  };

export interface DataGoKrMarketOptions extends HttpOptions {
  serviceKey: string;
  baseUrl?: string;
  /** Recent months read, one call each. */
  months?: number;
  now?: () => Date;
  /** 법정동 code of a 동 name in a 시군구, for answers without umdCd. */
  dongCode: (sigunguCode: string, dongName: string) => Promise<string | null>;
  /** The 시군구's name ('강남구'). */
  sigunguName: (sigunguCode: string) => Promise<string>;
}

/** 국토교통부 실거래가 (data.go.kr RTMS 매매) of the recent months of a 시군구. */
export function dataGoKrMarketSource({
  serviceKey,
  baseUrl = 'https://apis.data.go.kr',
  months = 6,
  now = () => new Date(),
  dongCode,
  sigunguName,
  ...http
}: DataGoKrMarketOptions): MarketSource {
  const monthOf = async (lawdCd: string, ymd: string, use: TransactionUse): Promise<MarketRecord[]> => {
    const { operation, nameField, areaField } = OPERATIONS[use];
    const items = await rtmsMonthItems(
      { service: 'data-go-kr-market', baseUrl, operation, serviceKey, lawdCd, ymd },
      http,
    );
    const guName = await sigunguName(lawdCd);
    const out: MarketRecord[] = [];
    for (const item of items) {
      const price = asNumber(pick(item, 'dealAmount'));
      const area = asNumber(pick(item, areaField));
      const [y, m, d] = ['dealYear', 'dealMonth', 'dealDay'].map((f) => asText(pick(item, f)));
      const dongName = asText(pick(item, 'umdNm'))?.trim() ?? '';
      if (price === null || !(price > 0) || area === null || !(area > 0) || !y || !m || !d || !dongName)
        continue;
      const umdCd = asText(pick(item, 'umdCd'));
      const bjdCode = umdCd && /^\d{5}$/.test(umdCd) ? `${lawdCd}${umdCd}` : await dongCode(lawdCd, dongName);
      if (!bjdCode) continue;
      out.push({
        bjdCode,
        dongName,
        sigunguName: guName,
        contractDate: `${y}${m.padStart(2, '0')}${d.padStart(2, '0')}`,
        price: Math.round(price),
        area,
        floor: asNumber(pick(item, 'floor')),
        buildingName: (nameField && asText(pick(item, nameField))) || '',
      });
    }
    return out;
  };
  return {
    async set(sigunguCode, use) {
      const all = await Promise.all(recentMonths(now(), months).map((ymd) => monthOf(sigunguCode, ymd, use)));
      return {
        records: all.flat().sort(newestFirst),
        source: 'DATA_GO_KR',
        sourceLabel: `국토교통부 실거래가 공개시스템 (최근 ${months}개월)`,
      };
    },
  };
}
