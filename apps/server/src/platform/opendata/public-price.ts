import { withThousands } from '@ansim/domain';
import type { LandPriceEntity } from '@ansim/domain/contract';
import { asList, asNumber, fetchJson, type HttpOptions, OpenDataUnavailable, pick } from './http.ts';
import { parseJibun, pnuOf } from './jibun.ts';
import { estimatePublicPrice, percentText, REALIZATION_RATES } from './realization-rates.ts';
import { median, TRANSACTIONS_PERIOD, transactions, USE_OF_BUILDING } from './transactions.ts';
import { TtlCache } from './ttl-cache.ts';
import type { PublicPriceSource } from './types.ts';

/** Fewer sales than this in a 동 say little about its price; the 구's median is taken instead. */
export const MIN_SALES_FOR_MEDIAN = 3;

/**
 * The offline public price: the median price per ㎡ of the 동's sales of the same use in the shipped 실거래
 * file (or of the 구 when the 동 had too few), × the exclusive area × the published 현실화율. Always
 * labelled estimated, with the way it was reached in Korean; the broker overrides it with the register's.
 */
export function localPublicPrice(): PublicPriceSource {
  let medians: Map<string, { perSqm: number; count: number; place: string }> | null = null;
  const build = () => {
    const lists = new Map<string, { values: number[]; place: string }>();
    const push = (key: string, place: string, v: number) => {
      const entry = lists.get(key);
      if (entry) entry.values.push(v);
      else lists.set(key, { values: [v], place });
    };
    for (const t of transactions()) {
      const perSqm = t.price / t.area;
      push(`${t.bjdCode.slice(0, 8)}|${t.use}`, t.dong, perSqm);
      push(`${t.bjdCode.slice(0, 5)}|${t.use}`, t.sigungu, perSqm);
    }
    const out = new Map<string, { perSqm: number; count: number; place: string }>();
    for (const [key, { values, place }] of lists)
      out.set(key, { perSqm: median(values) as number, count: values.length, place });
    return out;
  };
  return {
    async publicPrice({ bjdCode, buildingType, area }) {
      medians ??= build();
      const use = USE_OF_BUILDING[buildingType];
      const rate = REALIZATION_RATES.byUse[use];
      const candidates = [
        medians.get(`${bjdCode.slice(0, 8)}|${use}`),
        medians.get(`${bjdCode.slice(0, 5)}|${use}`),
      ];
      const found = candidates.find((m) => m !== undefined && m.count >= MIN_SALES_FOR_MEDIAN);
      if (!found) {
        return {
          publicPrice: null,
          estimated: true,
          basis: `이 지역의 ${use} 실거래 자료가 없어 공시가격을 추정할 수 없습니다. 공시가격 열람 값을 직접 입력해주세요.`,
          source: 'LOCAL',
        };
      }
      const perSqm = Math.round(found.perSqm);
      return {
        publicPrice: estimatePublicPrice(found.perSqm, area, use),
        estimated: true,
        basis:
          `${TRANSACTIONS_PERIOD} ${found.place} ${use} 실거래 중위가(㎡당 ${withThousands(perSqm)}만원, ${found.count}건) × ` +
          `전용 ${area}㎡ × 현실화율 ${percentText(rate.rate)}(${REALIZATION_RATES.year} ${rate.kind}) 추정`,
        source: 'LOCAL',
      };
    },
  };
}

export interface VworldOptions extends HttpOptions {
  key: string;
  /** The domain the V-World key was issued for (sent as `domain`). */
  domain?: string | undefined;
  baseUrl?: string;
}

/**
 * V-World 공동주택가격 (getApartHousingPriceAttr) and 개별주택가격 (getIndvdHousingPriceAttr) by PNU: the
 * published price of the unit whose exclusive area is nearest the one asked, newest year. Needs the 지번 in
 * the address; without one it is unavailable and the local estimate answers.
 */
export function vworldPublicPrice({
  key,
  domain,
  baseUrl = 'https://api.vworld.kr',
  ...http
}: VworldOptions): PublicPriceSource {
  const cache = new TtlCache<LandPriceEntity>(24 * 3600_000);
  return {
    publicPrice({ bjdCode, buildingType, area, saleAddr }) {
      const jibun = saleAddr ? parseJibun(saleAddr) : null;
      if (!jibun) return Promise.reject(new OpenDataUnavailable('vworld-price', 'no 지번 in the address'));
      const house = buildingType === 'ONE_ROOM';
      const operation = house ? 'getIndvdHousingPriceAttr' : 'getApartHousingPriceAttr';
      const params = new URLSearchParams({
        key,
        pnu: pnuOf(bjdCode, jibun),
        format: 'json',
        numOfRows: '1000',
        pageNo: '1',
        ...(domain ? { domain } : {}),
      });
      const url = `${baseUrl}/ned/data/${operation}?${params}`;
      return cache.getOrLoad(`${url}|${area}`, async () => {
        const json = await fetchJson('vworld-price', url, {}, http);
        const rows = asList(pick(json, house ? 'indvdHousingPrices' : 'apartHousingPrices', 'field'));
        let best: { price: number; year: number; gap: number } | null = null;
        for (const row of rows) {
          const price = asNumber(pick(row, house ? 'housePc' : 'pblntfPc'));
          const year = asNumber(pick(row, 'stdrYear')) ?? 0;
          const rowArea = asNumber(pick(row, 'prvuseAr'));
          if (price === null) continue;
          const gap = rowArea === null ? 0 : Math.abs(rowArea - area);
          if (!best || year > best.year || (year === best.year && gap < best.gap))
            best = { price, year, gap };
        }
        if (!best) throw new OpenDataUnavailable('vworld-price', 'no price for the parcel');
        const kind = house ? '개별주택가격' : '공동주택가격';
        return {
          publicPrice: Math.round(best.price / 10_000),
          estimated: false,
          basis: `${best.year}년 ${kind} (V-World 공시가격 열람)`,
          source: 'VWORLD',
        };
      });
    },
  };
}
