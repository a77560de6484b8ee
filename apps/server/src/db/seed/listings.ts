import { type BuildingType, computeSafetyGrade, displaySigungu, type SaleType } from '@ansim/domain';
import type { sales } from '../schema/index.ts';
import type { PriceIndex } from './market.ts';
import type { RegionRow, StationRow } from './regions.ts';

export type NewSale = typeof sales.$inferInsert;

/** Small, fast, seedable PRNG (mulberry32): the same seed gives the same demo market on every machine. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    /** Roughly normal around 1 with the given spread (sum of uniforms). */
    noise: (spread: number) => 1 + ((next() + next() + next()) / 3 - 0.5) * 2 * spread,
  };
}
export type Rng = ReturnType<typeof createRng>;

/** Share of listings per 시도 and of building and deal types, close to what Korean platforms show. */
const SIDO_WEIGHTS: [string, number][] = [
  ['서울특별시', 0.5],
  ['경기도', 0.37],
  ['인천광역시', 0.13],
];
const TYPE_WEIGHTS: [BuildingType, number][] = [
  ['VILLA', 0.34],
  ['ONE_ROOM', 0.26],
  ['APARTMENT', 0.24],
  ['OFFICETELS', 0.16],
];
const DEAL_WEIGHTS: Record<BuildingType, [SaleType, number][]> = {
  APARTMENT: [
    ['SALE', 0.45],
    ['RENT', 0.35],
    ['MONTHLY', 0.2],
  ],
  VILLA: [
    ['SALE', 0.25],
    ['RENT', 0.4],
    ['MONTHLY', 0.35],
  ],
  OFFICETELS: [
    ['SALE', 0.15],
    ['RENT', 0.3],
    ['MONTHLY', 0.55],
  ],
  ONE_ROOM: [
    ['SALE', 0.03],
    ['RENT', 0.22],
    ['MONTHLY', 0.75],
  ],
};

const weighted = <T>(rng: Rng, table: [T, number][]): T => {
  let r = rng.next();
  for (const [value, w] of table) {
    r -= w;
    if (r <= 0) return value;
  }
  return table[table.length - 1]![0];
};

/** Exclusive areas (㎡) typical of each building type. */
const AREAS: Record<BuildingType, number[]> = {
  APARTMENT: [39.6, 49.9, 59.9, 59.9, 74.8, 84.9, 84.9, 84.9, 101.9, 114.7, 134.8],
  VILLA: [29.8, 36.4, 42.1, 46.5, 49.6, 55.2, 59.4, 64.8],
  OFFICETELS: [19.8, 23.1, 26.4, 29.7, 33.1, 39.6, 46.2, 59.4],
  ONE_ROOM: [16.5, 18.2, 19.8, 21.5, 23.1, 26.4, 29.7, 33.1],
};

const roomGroupOf = (type: BuildingType, area: number, rng: Rng): string => {
  if (type === 'ONE_ROOM') return area < 24 ? 'ROOM001' : rng.chance(0.5) ? 'ROOM002' : 'ROOM003';
  if (type === 'OFFICETELS') return area < 30 ? 'ROOM001' : area < 40 ? 'ROOM002' : 'ROOM004';
  if (area < 40) return 'ROOM002';
  if (area < 60) return 'ROOM004';
  return 'ROOM005';
};

const ROOM_TYPE_OF: Record<string, string[]> = {
  ROOM001: ['ROOM_TYPE001', 'ROOM_TYPE002'],
  ROOM002: ['ROOM_TYPE003'],
  ROOM003: ['ROOM_TYPE004'],
  ROOM004: ['ROOM_TYPE005'],
  ROOM005: ['ROOM_TYPE006', 'ROOM_TYPE007'],
};

const FEATURES = [
  '채광 좋은',
  '남향',
  '풀옵션',
  '신축',
  '리모델링',
  '조용한',
  '역세권',
  '주차 가능',
  '엘리베이터 있는',
  '넓은 거실',
];
const NOUNS: Record<BuildingType, string[]> = {
  APARTMENT: ['아파트', '단지 내 로열층', '대단지 아파트', '학세권 아파트'],
  VILLA: ['빌라', '투룸 빌라', '쓰리룸 빌라', '신축 빌라'],
  OFFICETELS: ['오피스텔', '복층 오피스텔', '역세권 오피스텔'],
  ONE_ROOM: ['원룸', '분리형 원룸', '복층 원룸'],
};
const BUILDING_NAMES = [
  '그린',
  '해오름',
  '한빛',
  '푸른솔',
  '미래',
  '스카이',
  '행복',
  '솔빛',
  '청솔',
  '라움',
  '더샵',
  '힐스',
  '센트럴',
  '리버뷰',
];

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export interface ListingContext {
  regions: RegionRow[];
  stations: StationRow[];
  prices: PriceIndex;
  ownerNos: number[];
}

/** Nearest station within ~1.2 km (flat-earth distance is plenty at this scale). */
function nearestStation(
  stations: StationRow[],
  lat: number,
  lng: number,
): { station: StationRow; meters: number } | null {
  let best: StationRow | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  const kx = 88_800; // metres per degree of longitude near 37.5°N
  const ky = 111_000;
  for (const s of stations) {
    const d = Math.hypot((s.lng - lng) * kx, (s.lat - lat) * ky);
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return best && bestD <= 1200 ? { station: best, meters: Math.round(bestD) } : null;
}

/**
 * Listings across Seoul, Gyeonggi and Incheon around real 동 centroids (spread ±700 m, about a 동's size), priced from the real
 * market by 동 and building type, with the safety grade computed by the domain rules from a public price
 * and senior debt that vary the way they do in practice.
 */
export function generateListings(
  ctx: ListingContext,
  count: number,
  seed: number,
  now = new Date(),
): NewSale[] {
  const rng = createRng(seed);
  const dongsBySido = new Map<string, RegionRow[]>();
  for (const r of ctx.regions) {
    if (r.level !== 3 || r.lat === null || r.lng === null || !r.sigungu) continue;
    const list = dongsBySido.get(r.sido) ?? [];
    list.push(r);
    dongsBySido.set(r.sido, list);
  }
  // Within Seoul, 동 are drawn by their real number of sales (plus one, so quiet 동 still appear); the other
  // two 시도 have no transaction file and are drawn evenly.
  const cumulative = new Map<string, { rows: RegionRow[]; sums: number[]; total: number }>();
  for (const [sido, rows] of dongsBySido) {
    let total = 0;
    const sums = rows.map((r) => {
      total += sido === '서울특별시' ? ctx.prices.activity(r.code.slice(0, 8)) + 1 : 1;
      return total;
    });
    cumulative.set(sido, { rows, sums, total });
  }
  const pickDong = (sido: string): RegionRow => {
    const c = cumulative.get(sido)!;
    const target = rng.next() * c.total;
    let lo = 0;
    let hi = c.sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((c.sums[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return c.rows[lo] as RegionRow;
  };
  const out: NewSale[] = [];
  for (let i = 0; i < count; i++) {
    const sido = weighted(rng, SIDO_WEIGHTS);
    const dong = pickDong(sido);
    const buildingType = weighted(rng, TYPE_WEIGHTS);
    const saleType = weighted(rng, DEAL_WEIGHTS[buildingType]);
    const area = rng.pick(AREAS[buildingType]);
    const roomGroup = roomGroupOf(buildingType, area, rng);
    const lat = (dong.lat ?? 37.5) + (rng.next() - 0.5) * 0.012;
    const lng = (dong.lng ?? 127) + (rng.next() - 0.5) * 0.015;

    const perSqm = ctx.prices.perSqm(dong.code.slice(0, 8), dong.sido, dong.sigungu ?? '', buildingType);
    const market = roundTo(perSqm * area * rng.noise(0.18), buildingType === 'APARTMENT' ? 500 : 100);
    // 공시가격 runs at ~60–72% of market; 전세가율 is high for villas, lower for apartments.
    const publicPrice = roundTo(market * (0.6 + rng.next() * 0.12), 10);
    const jeonseRatio = { APARTMENT: 0.55, VILLA: 0.82, OFFICETELS: 0.8, ONE_ROOM: 0.72 }[buildingType];
    const jeonse = roundTo(market * jeonseRatio * rng.noise(0.1), 100);
    const hasMortgage = rng.chance(buildingType === 'APARTMENT' ? 0.35 : 0.45);
    const seniorDebt = hasMortgage ? roundTo(publicPrice * (0.1 + rng.next() * 0.6), 100) : 0;

    let sellingPrice: number | null = null;
    let rentPrice: number | null = null;
    let deposit: number | null = null;
    let monthlyPrice: number | null = null;
    if (saleType === 'SALE') sellingPrice = market;
    else if (saleType === 'RENT') rentPrice = jeonse;
    else {
      deposit = roundTo(
        Math.min(jeonse * 0.5, rng.pick([300, 500, 1000, 1000, 2000, 3000, 5000, 10000])),
        100,
      );
      // 전월세 전환율 ~5.5%: the part of the jeonse not held as deposit, as monthly rent.
      monthlyPrice = Math.max(20, Math.round((((jeonse - deposit) * 0.055) / 12) * rng.noise(0.1)));
    }

    const grade = computeSafetyGrade({
      saleType,
      deposit: saleType === 'RENT' ? jeonse : saleType === 'MONTHLY' ? (deposit ?? 0) : 0,
      seniorDebt,
      publicPrice,
      monthlyPrice,
      buildingType,
      isIllegalBuilding: buildingType === 'VILLA' && rng.chance(0.04),
      isMultiUnitHouse: buildingType === 'ONE_ROOM' && rng.chance(0.3),
      landOwnerSameAsBuilding: !rng.chance(0.01),
      hasSeniorRights: hasMortgage,
      hasTaxArrears: rng.chance(0.02),
      sido: dong.sido,
      sigungu: dong.sigungu ?? '',
      dong: dong.eupmyeondong,
    });

    const entireFloor =
      buildingType === 'APARTMENT'
        ? rng.int(10, 35)
        : buildingType === 'OFFICETELS'
          ? rng.int(8, 20)
          : rng.int(3, 5);
    let floor = rng.int(1, entireFloor);
    if ((buildingType === 'VILLA' || buildingType === 'ONE_ROOM') && rng.chance(0.05)) floor = 0;
    if ((buildingType === 'VILLA' || buildingType === 'ONE_ROOM') && rng.chance(0.03)) floor = 101;

    const near = nearestStation(ctx.stations, lat, lng);
    const feature = rng.pick(FEATURES);
    const noun = rng.pick(NOUNS[buildingType]);
    const title = near
      ? `${near.station.name}역 도보 ${Math.max(1, Math.round(near.meters / 70))}분 ${feature} ${noun}`
      : `${dong.eupmyeondong} ${feature} ${noun}`;
    const building = `${rng.pick(BUILDING_NAMES)}${buildingType === 'APARTMENT' ? '아파트' : buildingType === 'OFFICETELS' ? '오피스텔' : '빌'}`;
    const lot = `${rng.int(1, 980)}${rng.chance(0.6) ? `-${rng.int(1, 60)}` : ''}`;
    const sigunguName = displaySigungu(dong.sigungu ?? '');
    const isLawyer = grade.grade <= 2 && rng.chance(0.35);
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 60 * 86_400_000));

    out.push({
      userNo: rng.pick(ctx.ownerNos),
      status: rng.chance(0.94) ? 'ACTIVE' : rng.pick(['DONE', 'STOP']),
      saleType,
      buildingType,
      sellingPrice,
      rentPrice,
      deposit,
      monthlyPrice,
      costPrice: buildingType === 'APARTMENT' ? rng.int(15, 35) : rng.int(5, 15),
      roomType: rng.pick(ROOM_TYPE_OF[roomGroup] ?? ['ROOM_TYPE001']),
      roomGroup,
      floor,
      entireFloor,
      dedicatedArea: area,
      supplyArea: Math.round(area * (buildingType === 'APARTMENT' ? 1.32 : 1.18) * 100) / 100,
      actualArea: area,
      saleAddr: `${dong.sido} ${sigunguName} ${dong.eupmyeondong} ${lot} ${building}`,
      dong: `${rng.int(1, 5)}동`,
      unit: `${floor === 0 ? 'B' : ''}${floor === 101 ? '옥탑' : `${Math.max(floor, 1)}0${rng.int(1, 4)}`}호`,
      bjdCode: dong.code,
      sidoCode: dong.code.slice(0, 2),
      sigunguCode: dong.code.slice(0, 5),
      dongCode: dong.code.slice(0, 8),
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      subwayNo: near?.station.subwayNo ?? null,
      title: title.slice(0, 100),
      etcText: null,
      safetyGrade: grade.rate,
      changeSafetyGrade: rng.chance(0.05) ? grade.rate : null,
      publicPrice,
      seniorDebt,
      redevelop: buildingType === 'VILLA' && rng.chance(0.08),
      isLawyer,
      isConfirm: isLawyer ? (rng.chance(0.8) ? 'CONFIRM' : 'WAIT') : null,
      isBaro: grade.grade === 1 && rng.chance(0.5),
      mainImage: `/images/sale/${buildingType.toLowerCase()}-${rng.int(1, 6)}.svg`,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return out;
}
