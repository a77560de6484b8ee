import type { Trade } from '@ansim/domain/contract';
import { asList, asNumber, asText, fetchJson, type HttpOptions, OpenDataUnavailable, pick } from './http.ts';
import { plainBuildingName, transactions } from './transactions.ts';
import { TtlCache } from './ttl-cache.ts';
import type { LocalLookups, TradeSource, TradeUse } from './types.ts';

/** The newest this many sales are listed; older ones say little about today's price. */
export const MAX_TRADES = 50;

const newestFirst = (a: Trade, b: Trade) => b.contractDate.localeCompare(a.contractDate);

/** Sales of the 법정동 from the shipped Seoul 실거래 file (2022–2023), newest first. */
export function localTrades(): TradeSource {
  return {
    async trades(bjdCode, use) {
      const list = transactions()
        .filter((t) => t.bjdCode === bjdCode && t.use === use)
        .map((t) => ({
          buildingName: plainBuildingName(t.buildingName) || t.buildingName,
          contractDate: t.contractDate,
          price: t.price,
          area: t.area,
          floor: t.floor,
        }))
        .sort(newestFirst)
        .slice(0, MAX_TRADES);
      return { list, source: 'LOCAL' as const };
    },
  };
}

export interface DataGoKrOptions extends HttpOptions {
  serviceKey: string;
  baseUrl?: string;
  /** How many recent months to read (one call each). */
  months?: number;
  now?: () => Date;
}

const OPERATIONS: Record<TradeUse, { operation: string; nameField: string }> = {
  오피스텔: { operation: '/1613000/RTMSDataSvcOffiTrade/getRTMSDataSvcOffiTrade', nameField: 'offiNm' },
  아파트: { operation: '/1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade', nameField: 'aptNm' },
};

/** One month's call of a 국토교통부 실거래가 (RTMS) operation for a 시군구. */
export interface RtmsMonth {
  /** Named in OpenDataUnavailable (which API failed). */
  service: string;
  baseUrl: string;
  operation: string;
  serviceKey: string;
  lawdCd: string;
  /** 'YYYYMM'. */
  ymd: string;
}

/**
 * The items of one month of an RTMS operation (up to 1,000: more than a 시군구 trades in a month). A
 * resultCode other than success is OpenDataUnavailable, so the caller falls back as for no answer.
 */
export async function rtmsMonthItems(
  { service, baseUrl, operation, serviceKey, lawdCd, ymd }: RtmsMonth,
  http: HttpOptions,
): Promise<unknown[]> {
  const url = `${baseUrl}${operation}?${new URLSearchParams({
    serviceKey,
    LAWD_CD: lawdCd,
    DEAL_YMD: ymd,
    numOfRows: '1000',
    pageNo: '1',
    _type: 'json',
  })}`;
  const json = await fetchJson(service, url, {}, http);
  const code = asText(pick(json, 'response', 'header', 'resultCode'));
  if (code !== null && code !== '00' && code !== '000')
    throw new OpenDataUnavailable(service, `resultCode ${code}`);
  return asList(pick(json, 'response', 'body', 'items', 'item'));
}

/** 'YYYYMM' of this month and the ones before it. */
export const recentMonths = (now: Date, count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });

/**
 * 국토교통부 실거래가 (data.go.kr RTMSDataSvcOffiTrade / RTMSDataSvcAptTrade): the 시군구's sales of the
 * recent months, kept to the 동 (umdNm) of the 법정동 code.
 */
export function dataGoKrTrades(
  lookups: Pick<LocalLookups, 'regions'>,
  {
    serviceKey,
    baseUrl = 'https://apis.data.go.kr',
    months = 3,
    now = () => new Date(),
    ...http
  }: DataGoKrOptions,
): TradeSource {
  const cache = new TtlCache<Trade[]>(6 * 3600_000);
  const monthOf = async (
    lawdCd: string,
    ymd: string,
    use: TradeUse,
  ): Promise<{ dong: string | null; trade: Trade }[]> => {
    const { operation, nameField } = OPERATIONS[use];
    const items = await rtmsMonthItems(
      { service: 'data-go-kr-trade', baseUrl, operation, serviceKey, lawdCd, ymd },
      http,
    );
    return items.flatMap((item) => {
      const price = asNumber(pick(item, 'dealAmount'));
      const area = asNumber(pick(item, 'excluUseAr'));
      const y = asText(pick(item, 'dealYear'));
      const m = asText(pick(item, 'dealMonth'));
      const d = asText(pick(item, 'dealDay'));
      if (price === null || area === null || !y || !m || !d) return [];
      return [
        {
          dong: asText(pick(item, 'umdNm')),
          trade: {
            buildingName: asText(pick(item, nameField)) ?? '',
            contractDate: `${y}${m.padStart(2, '0')}${d.padStart(2, '0')}`,
            price: Math.round(price),
            area,
            floor: asNumber(pick(item, 'floor')),
          },
        },
      ];
    });
  };
  return {
    async trades(bjdCode, use) {
      const region = (await lookups.regions()).find((r) => r.code === bjdCode);
      const list = await cache.getOrLoad(`${bjdCode}|${use}`, async () => {
        const all = await Promise.all(
          recentMonths(now(), months).map((ymd) => monthOf(bjdCode.slice(0, 5), ymd, use)),
        );
        return all
          .flat()
          .filter((row) => !region?.eupmyeondong || row.dong === region.eupmyeondong)
          .map((row) => row.trade)
          .sort(newestFirst)
          .slice(0, MAX_TRADES);
      });
      return { list, source: 'DATA_GO_KR' as const };
    },
  };
}
