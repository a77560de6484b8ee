import fs from 'node:fs';
import type { BuildingType } from '@ansim/domain';
import { parse } from 'csv-parse/sync';
import { SEED_DATA_DIR } from './regions.ts';

/**
 * Price levels (만원 per ㎡ of exclusive area) by 법정동 and building type, from Seoul's real sale
 * transactions 2022–2023. Gyeonggi and Incheon have no transaction file here: their 시군구 are priced as a
 * share of Seoul's median, a rough reading of public price indices (KB 시세 2023) kept in one table below.
 */
export interface PriceIndex {
  /** 만원/㎡ for a 읍면동 (8-digit code prefix) and building type. */
  perSqm(dongCode: string, sido: string, sigungu: string, type: BuildingType): number;
  /** How many real sales the 동 saw in two years: where the market is busy, listings are many. */
  activity(dongCode: string): number;
}

const USE_OF: Record<BuildingType, string> = {
  APARTMENT: '아파트',
  VILLA: '연립다세대',
  OFFICETELS: '오피스텔',
  ONE_ROOM: '단독다가구',
};

/** Share of Seoul's median for each building type; 시군구 not listed take their 시도's default. */
const OUTSIDE_SEOUL_SHARE: Record<string, number> = {
  경기도: 0.42,
  인천광역시: 0.36,
  과천시: 1.0,
  성남시분당구: 0.9,
  성남시수정구: 0.55,
  성남시중원구: 0.5,
  하남시: 0.68,
  광명시: 0.66,
  용인시수지구: 0.62,
  안양시동안구: 0.62,
  수원시영통구: 0.52,
  의왕시: 0.52,
  고양시일산동구: 0.45,
  고양시덕양구: 0.48,
  화성시: 0.45,
  구리시: 0.52,
  군포시: 0.48,
  부천시: 0.44,
  김포시: 0.4,
  연수구: 0.46,
  서구: 0.38,
  연천군: 0.18,
  가평군: 0.22,
  양평군: 0.24,
  포천시: 0.22,
  동두천시: 0.2,
  여주시: 0.22,
  안성시: 0.24,
  강화군: 0.18,
  옹진군: 0.15,
};

interface Transaction {
  bjd_code: string;
  sigungu: string;
  price_manwon: string;
  area_m2: string;
  building_use: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.floor((s.length - 1) / 2)] as number);
};

export function readPriceIndex(dir = SEED_DATA_DIR): PriceIndex {
  const csv = fs.readFileSync(`${dir}/seoul-sale-transactions-2022-2023.csv`, 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Transaction[];
  const byDong = new Map<string, number[]>();
  const byGu = new Map<string, number[]>();
  const byUse = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const r of rows) {
    const ppm = Number(r.price_manwon) / Number(r.area_m2);
    if (!Number.isFinite(ppm) || ppm <= 0) continue;
    push(byDong, `${r.bjd_code.slice(0, 8)}|${r.building_use}`, ppm);
    push(byGu, `${r.sigungu}|${r.building_use}`, ppm);
    push(byUse, r.building_use, ppm);
  }
  const activity = new Map<string, number>();
  for (const r of rows) activity.set(r.bjd_code.slice(0, 8), (activity.get(r.bjd_code.slice(0, 8)) ?? 0) + 1);
  const cache = new Map<string, number>();
  const medianOf = (m: Map<string, number[]>, k: string, min: number) => {
    const key = `${k}#${min}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const list = m.get(k);
    const value = list && list.length >= min ? median(list) : Number.NaN;
    cache.set(key, value);
    return value;
  };
  return {
    activity: (dongCode) => activity.get(dongCode) ?? 0,
    perSqm(dongCode, sido, sigungu, type) {
      const use = USE_OF[type];
      const seoulMedian = medianOf(byUse, use, 1);
      if (sido === '서울특별시') {
        const dong = medianOf(byDong, `${dongCode}|${use}`, 5);
        if (Number.isFinite(dong)) return dong;
        const gu = medianOf(byGu, `${sigungu}|${use}`, 3);
        return Number.isFinite(gu) ? gu : seoulMedian;
      }
      const share = OUTSIDE_SEOUL_SHARE[sigungu] ?? OUTSIDE_SEOUL_SHARE[sido] ?? 0.35;
      return seoulMedian * share;
    },
  };
}
