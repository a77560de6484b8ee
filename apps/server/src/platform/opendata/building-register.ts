import type { RoomArea, RoomAreasEntity, UseApplyEntity } from '@ansim/domain/contract';
import { asList, asNumber, asText, fetchJson, type HttpOptions, OpenDataUnavailable, pick } from './http.ts';
import { type Jibun, parseJibun } from './jibun.ts';
import { bracketJibun, plainBuildingName, transactions } from './transactions.ts';
import { TtlCache } from './ttl-cache.ts';
import type { BuildingQuery, BuildingRegister, LocalLookups } from './types.ts';

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const jibunText = (j: Jibun) => (j.ji ? `${j.bun}-${j.ji}` : String(j.bun));

/**
 * The building's year from the 실거래 file: a sale in the same 법정동 whose building name, or bracketed
 * 지번, is in the address. Its build year is the year of the 사용승인, so the date is an estimate (1 January).
 */
export function estimatedApprovalYear({ saleAddr, bjdCode }: BuildingQuery): number | null {
  const address = squash(saleAddr);
  const jibun = parseJibun(saleAddr);
  const years: number[] = [];
  for (const t of transactions()) {
    if (t.bjdCode !== bjdCode || t.buildYear === null) continue;
    const name = plainBuildingName(t.buildingName);
    const sameName = name.length >= 2 && address.includes(squash(name));
    const sameJibun = jibun !== null && bracketJibun(t.buildingName) === jibunText(jibun);
    if (sameName || sameJibun) years.push(t.buildYear);
  }
  if (years.length === 0) return null;
  // The most frequent year: a complex's buildings may differ by a year, and one odd row should not decide.
  const counts = new Map<number, number>();
  for (const y of years) counts.set(y, (counts.get(y) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}

/** Offline: the areas of earlier listings at the address; the approval date estimated from 실거래. */
export function localBuildingRegister(lookups: Pick<LocalLookups, 'listingAreas'>): BuildingRegister {
  return {
    async areas(query) {
      return { list: await lookups.listingAreas(query), source: 'LISTINGS' };
    },
    async approvalDate(query) {
      const year = estimatedApprovalYear(query);
      return year === null
        ? { useApprovalDate: null, estimated: false, source: 'LOCAL' }
        : { useApprovalDate: `${year}0101`, estimated: true, source: 'LOCAL' };
    },
  };
}

export interface BuildingHubOptions extends HttpOptions {
  serviceKey: string;
  baseUrl?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * 국토교통부 건축HUB 건축물대장 (data.go.kr BldRgstHubService): 전유공용면적 (getBrExposPubuseAreaInfo) summed
 * per 동·호 — 전유 is the exclusive area, 전유 + 공용 the supply area — and the 표제부's 사용승인일
 * (getBrTitleInfo). Both need the 지번 in the address.
 */
export function dataGoKrBuildingRegister({
  serviceKey,
  baseUrl = 'https://apis.data.go.kr',
  ...http
}: BuildingHubOptions): BuildingRegister {
  const areaCache = new TtlCache<RoomAreasEntity>(24 * 3600_000);
  const dateCache = new TtlCache<UseApplyEntity>(24 * 3600_000);
  const call = async (operation: string, { saleAddr, bjdCode }: BuildingQuery): Promise<unknown[]> => {
    const jibun = parseJibun(saleAddr);
    if (!jibun) throw new OpenDataUnavailable('building-register', 'no 지번 in the address');
    const url = `${baseUrl}/1613000/BldRgstHubService/${operation}?${new URLSearchParams({
      serviceKey,
      sigunguCd: bjdCode.slice(0, 5),
      bjdongCd: bjdCode.slice(5),
      platGbCd: jibun.mountain ? '1' : '0',
      bun: String(jibun.bun).padStart(4, '0'),
      ji: String(jibun.ji).padStart(4, '0'),
      numOfRows: '1000',
      pageNo: '1',
      _type: 'json',
    })}`;
    const json = await fetchJson('building-register', url, {}, http);
    const code = asText(pick(json, 'response', 'header', 'resultCode'));
    if (code !== null && code !== '00')
      throw new OpenDataUnavailable('building-register', `resultCode ${code}`);
    return asList(pick(json, 'response', 'body', 'items', 'item'));
  };
  return {
    areas(query) {
      return areaCache.getOrLoad(`${query.bjdCode}|${query.saleAddr}`, async () => {
        const units = new Map<
          string,
          { dong: string | null; unit: string | null; own: number; common: number }
        >();
        for (const item of await call('getBrExposPubuseAreaInfo', query)) {
          const area = asNumber(pick(item, 'area'));
          if (area === null) continue;
          const dong = asText(pick(item, 'dongNm'));
          const unit = asText(pick(item, 'hoNm'));
          const key = `${dong ?? ''}|${unit ?? ''}`;
          const entry = units.get(key) ?? { dong, unit, own: 0, common: 0 };
          // exposPubuseGbCd: 1 전유, 2 공용.
          if (asText(pick(item, 'exposPubuseGbCd')) === '1') entry.own += area;
          else entry.common += area;
          units.set(key, entry);
        }
        const list: RoomArea[] = [...units.values()]
          .filter((u) => u.own > 0)
          .map((u) => ({
            dong: u.dong,
            unit: u.unit,
            dedicatedArea: round2(u.own),
            supplyArea: u.common > 0 ? round2(u.own + u.common) : null,
            actualArea: null,
            landArea: null,
          }));
        return { list, source: 'REGISTER' };
      });
    },
    approvalDate(query) {
      return dateCache.getOrLoad(`${query.bjdCode}|${query.saleAddr}`, async () => {
        const dates = (await call('getBrTitleInfo', query))
          .map((item) => asText(pick(item, 'useAprDay')))
          .filter((d): d is string => d !== null && /^\d{8}$/.test(d))
          .sort();
        if (dates.length === 0) throw new OpenDataUnavailable('building-register', 'no 사용승인일');
        return { useApprovalDate: dates[0] as string, estimated: false, source: 'DATA_GO_KR' };
      });
    },
  };
}
