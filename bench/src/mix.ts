import { PRICE_SCALES, scaleValues } from '@ansim/domain';
import type { RegionRow } from '../../apps/server/src/db/seed/regions.ts';

/** Which server call a request is: the search list (list + totalRow), the count, map region counts, suggestions. */
export type Op = 'list' | 'count' | 'map' | 'suggest';

export type Params = Record<string, string>;

export interface Kind {
  kind: string;
  op: Op;
  /** Query parameters of each request, in the fixed order the load cycles through. */
  queries: Params[];
  /** The `area.kind` every list response of this kind must report (how the server understood saleAddr). */
  expectArea?: string;
}

export const PATHS: Record<Op, string> = {
  list: '/api/search/sale/list',
  count: '/api/search/sale/list/count',
  map: '/common/search/main/map',
  suggest: '/common/search/addr/list',
};

export const pathOf = (op: Op, q: Params): string => `${PATHS[op]}?${new URLSearchParams(q).toString()}`;

/** Page 1 for most requests, page 2 for every fourth: an infinite-scroll list asks for the next page too. */
const paged = (qs: Params[]): Params[] =>
  qs.map((q, i) => ({ page: i % 4 === 3 ? '2' : '1', limit: '30', status: 'ACTIVE', ...q }));

const SEOUL_GU = [
  '강남구',
  '강동구',
  '강북구',
  '강서구',
  '관악구',
  '광진구',
  '구로구',
  '금천구',
  '노원구',
  '도봉구',
  '동대문구',
  '동작구',
  '마포구',
  '서대문구',
  '서초구',
  '성동구',
  '성북구',
  '송파구',
  '양천구',
  '영등포구',
  '용산구',
  '은평구',
  '종로구',
  '중구',
  '중랑구',
];
/** 시 with 구 (수원 expands to its four 구), a 구 of a city, and 인천's 구. */
const METRO_SIGUNGU = ['수원시', '성남시 분당구', '고양시', '용인시', '부천시', '연수구', '부평구', '화성시'];

const DONGS = [
  '역삼동',
  '서교동',
  '신림동',
  '봉천동',
  '상계동',
  '잠실동',
  '화곡동',
  '미아동',
  '망원동',
  '연남동',
  '성수동1가',
  '대치동',
  '구로동',
  '천호동',
  '불광동',
  '정자동',
  '송도동',
  '구월동',
  '영통동',
  '부평동',
  '주엽동',
  '강남구 논현동',
  '양천구 목동',
  '관악구 신림동',
];

const STATIONS = [
  '강남역',
  '홍대입구역',
  '수원역',
  '신림역',
  '잠실역',
  '사당역',
  '건대입구역',
  '신촌역',
  '역삼역',
  '선릉역',
  '왕십리역',
  '노원역',
  '범계역',
  '정자역',
  '야탑역',
  '판교역',
  '부평역',
  '구로디지털단지역',
  '신도림역',
  '고속터미널역',
];

const KEYWORDS = [
  'ㄱㄴ',
  '수원',
  '역삼',
  '강남',
  'ㅅㅇ',
  '홍대',
  '판교',
  '분당',
  '신림',
  'ㅈㅅ',
  '마포',
  '송도',
  '일산',
  '잠실',
  '성수',
  'ㅇㅅ',
  '연남',
  '광교',
  '부평',
  '1000',
];

/**
 * Deal type + price, market-wide and inside a 구. Bounds are stops of the filter's sliders (PRICE_SCALES),
 * as the web app sends them.
 */
const DEAL_PRICE: Params[] = [
  { types: 'MONTHLY', maxMonthlyPrice: '70' },
  { types: 'MONTHLY', maxMonthlyPrice: '50', maxMonthlyDepositPrice: '1000' },
  { types: 'MONTHLY', minMonthlyPrice: '50', maxMonthlyPrice: '100' },
  { types: 'RENT', minRentPrice: '9000', maxRentPrice: '25000' },
  { types: 'RENT', maxRentPrice: '15000' },
  { types: 'SALE', minSellPrice: '45000', maxSellPrice: '95000' },
  { types: 'SALE', maxSellPrice: '35000' },
  { types: 'RENT,MONTHLY', maxRentPrice: '25000', maxMonthlyPrice: '80' },
  { types: 'SALE', minSellPrice: '155000' },
  { types: 'MONTHLY', maxMonthlyDepositPrice: '500', maxMonthlyPrice: '60' },
];
const SCALE_OF: Record<string, keyof typeof PRICE_SCALES> = {
  minSellPrice: 'sell',
  maxSellPrice: 'sell',
  minRentPrice: 'rent',
  maxRentPrice: 'rent',
  minMonthlyDepositPrice: 'monthlyDeposit',
  maxMonthlyDepositPrice: 'monthlyDeposit',
  minMonthlyPrice: 'monthly',
  maxMonthlyPrice: 'monthly',
};
/** Every price bound of the mix must be a slider stop, as the web app sends: checked at start. */
function assertSliderStops(queries: Params[]): void {
  for (const q of queries) {
    for (const [key, value] of Object.entries(q)) {
      const scale = SCALE_OF[key];
      if (scale && !scaleValues(PRICE_SCALES[scale]).includes(Number(value)))
        throw new Error(`${key}=${value} is not a stop of the ${scale} slider`);
    }
  }
}
assertSliderStops(DEAL_PRICE);
const DEAL_PRICE_IN = [
  '관악구',
  '마포구',
  '강남구',
  '수원시',
  '부천시',
  '송파구',
  '연수구',
  '노원구',
  '성남시 분당구',
  '광진구',
];

/** Rooms + area + floor, market-wide and inside a 구 or 동. */
const ROOMS_AREA_FLOOR: Params[] = [
  { roomGroup: 'ROOM001', area: 'DEDICATED_AREA001', floor: 'FLOOR003' },
  { roomGroup: 'ROOM004', area: 'DEDICATED_AREA002', floor: 'FLOOR003,FLOOR004' },
  { roomGroup: 'ROOM005', area: 'DEDICATED_AREA003,DEDICATED_AREA004', floor: 'FLOOR005' },
  { roomGroup: 'ROOM001,ROOM002', area: 'DEDICATED_AREA001', floor: 'FLOOR002,FLOOR003' },
  { roomGroup: 'ROOM002', area: 'DEDICATED_AREA002', floor: 'FLOOR001' },
  { roomGroup: 'ROOM005', area: 'DEDICATED_AREA004', floor: 'FLOOR006' },
  { roomGroup: 'ROOM003', area: 'DEDICATED_AREA001,DEDICATED_AREA002', floor: 'FLOOR007' },
  { roomGroup: 'ROOM004,ROOM005', area: 'DEDICATED_AREA002,DEDICATED_AREA003', floor: 'FLOOR004,FLOOR005' },
  { roomGroup: 'ROOM001', area: 'DEDICATED_AREA001', floor: 'FLOOR002' },
  { roomGroup: 'ROOM004', area: 'DEDICATED_AREA002', floor: 'FLOOR003' },
];
const ROOMS_IN = [
  '관악구',
  '강서구',
  '마포구',
  '수원시',
  '역삼동',
  '송파구',
  '부평구',
  '신림동',
  '고양시',
  '동작구',
];

const round6 = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** A map viewport of about `deg` degrees of latitude around a point (longitude scaled for 37.5°N). */
const box = (lat: number, lng: number, deg: number): Params => ({
  southWestLat: round6(lat - deg / 2),
  southWestLng: round6(lng - deg * 0.625),
  northEastLat: round6(lat + deg / 2),
  northEastLng: round6(lng + deg * 0.625),
});

function centroid(regions: RegionRow[], level: 2 | 3, name: string): { lat: number; lng: number } {
  const [gu, dong] = level === 3 && name.includes(' ') ? name.split(' ') : [null, name];
  const row = regions.find(
    (r) =>
      r.level === level &&
      r.lat !== null &&
      r.lng !== null &&
      (level === 2
        ? (r.sigungu ?? '').replace(/\s/g, '') === name.replace(/\s/g, '')
        : r.eupmyeondong === dong && (!gu || (r.sigungu ?? '').startsWith(gu))),
  );
  if (!row || row.lat === null || row.lng === null) throw new Error(`no centroid for ${name}`);
  return { lat: row.lat, lng: row.lng };
}

/**
 * The fixed request mix: real region, 동 and station names, real listing numbers, and map viewports around
 * real centroids. Every list kind's count is inside the list response (pageInfo.totalRow); `count` drives
 * the separate count call over a slice of every filter kind.
 */
export function buildMix(regions: RegionRow[], saleNos: number[]): Kind[] {
  const seoulCentroids = SEOUL_GU.map((g) => centroid(regions, 2, g));
  const dongCentroids = DONGS.slice(0, 20).map((d) => centroid(regions, 3, d));

  const kinds: Kind[] = [
    {
      kind: 'region-gu',
      op: 'list',
      expectArea: 'sigungu',
      queries: paged([...SEOUL_GU, ...METRO_SIGUNGU].map((saleAddr) => ({ saleAddr }))),
    },
    {
      kind: 'region-dong',
      op: 'list',
      expectArea: 'dong',
      queries: paged(DONGS.map((saleAddr) => ({ saleAddr }))),
    },
    {
      kind: 'deal-price',
      op: 'list',
      queries: paged([
        ...DEAL_PRICE,
        ...DEAL_PRICE.map((q, i) => ({ ...q, saleAddr: DEAL_PRICE_IN[i] ?? '' })),
      ]),
    },
    {
      kind: 'rooms-area-floor',
      op: 'list',
      queries: paged([
        ...ROOMS_AREA_FLOOR,
        ...ROOMS_AREA_FLOOR.map((q, i) => ({ ...q, saleAddr: ROOMS_IN[i] ?? '' })),
      ]),
    },
    {
      kind: 'map-0.02deg',
      op: 'list',
      expectArea: 'all',
      queries: paged(dongCentroids.map((c) => box(c.lat, c.lng, 0.02))),
    },
    {
      kind: 'map-0.2deg',
      op: 'list',
      expectArea: 'all',
      queries: paged(seoulCentroids.slice(0, 20).map((c) => box(c.lat, c.lng, 0.2))),
    },
    {
      kind: 'station',
      op: 'list',
      expectArea: 'station',
      queries: paged(STATIONS.map((saleAddr) => ({ saleAddr }))),
    },
    {
      kind: 'listing-no',
      op: 'list',
      expectArea: 'saleNo',
      queries: saleNos.map((n) => ({ page: '1', limit: '30', status: 'ACTIVE', saleAddr: String(n) })),
    },
  ];

  // The count call over four requests of each filter kind.
  const countQueries = kinds.flatMap((k) =>
    k.queries.filter((_, i) => i % 5 === 0).map(({ page: _p, limit: _l, ...rest }) => rest),
  );
  kinds.push({ kind: 'count', op: 'count', queries: countQueries });

  kinds.push({
    kind: 'autocomplete',
    op: 'suggest',
    queries: KEYWORDS.map((keyword) => ({ keyword, limit: '10' })),
  });

  // Region bubbles at low zoom: 시도 over the whole metro area, 시군구 over ~0.5°, 동 over ~0.1°, some filtered.
  const metro = { southWestLat: '36.9', southWestLng: '126.3', northEastLat: '38.3', northEastLng: '127.9' };
  const mapQueries: Params[] = [
    { level: 'sido', ...metro },
    { level: 'sido', ...metro, types: 'MONTHLY', maxMonthlyPrice: '70' },
    ...seoulCentroids.slice(0, 6).map((c) => ({ level: 'sigungu', ...box(c.lat, c.lng, 0.5) })),
    ...seoulCentroids
      .slice(6, 8)
      .map((c) => ({ level: 'sigungu', ...box(c.lat, c.lng, 0.5), types: 'RENT', maxRentPrice: '35000' })),
    ...dongCentroids.slice(0, 8).map((c) => ({ level: 'dong', ...box(c.lat, c.lng, 0.1) })),
    ...dongCentroids
      .slice(8, 10)
      .map((c) => ({ level: 'dong', ...box(c.lat, c.lng, 0.1), roomGroup: 'ROOM001', floor: 'FLOOR003' })),
  ];
  assertSliderStops(mapQueries);
  kinds.push({
    kind: 'map-region-counts',
    op: 'map',
    queries: mapQueries.map((q) => ({ status: 'ACTIVE', ...q })),
  });
  return kinds;
}
