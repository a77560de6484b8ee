import {
  type BuildingType,
  computeSafetyGrade,
  displaySigungu,
  levelToRate,
  listingImageUrl,
  type SafetyGradeResult,
  type SafetyLevel,
  type SaleType,
} from '@ansim/domain';
import type { sales } from '../schema/index.ts';
import { labelOf } from './code-labels.ts';
import { type DemoImage, demoImagesFor } from './demo-images.ts';
import {
  createStationLocator,
  loanListFor,
  MULTI_UNIT_HOUSE,
  type NearStation,
  type UnitFacts,
  unitFactsOf,
  useTypeOf,
} from './listing-facts.ts';
import { type CostTypeValues, feeFor } from './listing-fees.ts';
import { hasElevator, type OptionRow, optionsFor } from './listing-options.ts';
import { createDescriptionWriter, safetyTextOf } from './listing-texts.ts';
import type { PriceIndex } from './market.ts';
import { createRng, type Rng, weighted } from './random.ts';
import type { RegionRow, StationRow } from './regions.ts';

export type NewSale = typeof sales.$inferInsert;

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

/** The room type within its group; a 3-room flat of 100 ㎡ or more may have four rooms. */
const roomTypeOf = (roomGroup: string, area: number, rng: Rng): string => {
  switch (roomGroup) {
    case 'ROOM001':
      return rng.chance(0.5) ? 'ROOM_TYPE001' : 'ROOM_TYPE002';
    case 'ROOM002':
      return 'ROOM_TYPE003';
    case 'ROOM003':
      return 'ROOM_TYPE004';
    case 'ROOM004':
      return 'ROOM_TYPE005';
    default:
      return area >= 100 && rng.chance(0.5) ? 'ROOM_TYPE007' : 'ROOM_TYPE006';
  }
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

export type DocumentKind = 'REGISTER_COPY' | 'BUILDING_REGISTER';

/** A demo listing: its row of `sales` and the rows that hang off it (without the sale number yet). */
export interface GeneratedListing {
  sale: NewSale;
  options: OptionRow[];
  costType: CostTypeValues;
  costItems: { groupCode: 'COST_ITEM' | 'PRIVATE_COST'; code: string }[];
  /** Main photo first. */
  images: DemoImage[];
  /** Registry documents with the id their stored file gets; empty for most listings. */
  documents: { kind: DocumentKind; fileId: string }[];
}

export interface GenerateOptions {
  /**
   * `unique-in-dong` (the demo market): each listing's own description and safety note, no sentence twice
   * within a 동. `pooled` (a benchmark's million): the first TEXT_POOL_SIZE listings' texts are written and
   * the rest reuse them in turn — the rows are as long as real ones, the generation stays cheap, and a
   * pooled text may describe another listing (a benchmark measures sizes and speeds, not words).
   */
  texts: 'unique-in-dong' | 'pooled';
}

export const TEXT_POOL_SIZE = 1024;

/** Share of listings whose broker attached the registry documents. */
const DOCUMENT_SHARE = 1 / 3;
/** Share of listings whose broker's grade differs from what the figures support (by one level). */
const GRADE_DISAGREEMENT_SHARE = 0.03;

/** A version-4 UUID from the seed's random source, so the demo's file ids are the same on every machine. */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(rng.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The grade the broker entered. Mostly what the figures support; a few brokers are one level off — more
 * often hopeful than cautious — which is what the detail page's computed grade beside it is for.
 */
function brokerGradeOf(computed: SafetyGradeResult, rng: Rng): SafetyLevel {
  if (!rng.chance(GRADE_DISAGREEMENT_SHARE)) return computed.grade;
  const level = rng.chance(2 / 3) ? computed.grade - 1 : computed.grade + 1;
  return Math.min(5, Math.max(1, level)) as SafetyLevel;
}

const NOUNS: Record<BuildingType, (u: UnitFacts, roomType: string) => string[]> = {
  APARTMENT: () => ['아파트', '대단지 아파트', '학세권 아파트'],
  VILLA: (u) => ['빌라', u.rooms === 2 ? '투룸 빌라' : u.rooms >= 3 ? '쓰리룸 빌라' : '빌라'],
  OFFICETELS: (u) => ['오피스텔', u.rooms === 2 ? '투룸 오피스텔' : '원룸형 오피스텔'],
  ONE_ROOM: (_u, roomType) =>
    ({
      ROOM_TYPE001: ['원룸', '오픈형 원룸'],
      ROOM_TYPE002: ['분리형 원룸'],
      ROOM_TYPE003: ['1.5룸'],
      ROOM_TYPE004: ['복층 원룸'],
    })[roomType] ?? ['원룸'],
};

/** 남향, 남동향, 남서향. */
const SOUTHERLY = new Set(['DERECTION001', 'DERECTION002', 'DERECTION003']);

/** A title whose every word is true of the listing: '역세권' near a station, '풀옵션' with the appliances. */
function titleOf(
  l: {
    buildingType: BuildingType;
    roomType: string;
    area: number;
    floor: number;
    dongName: string;
    near: NearStation | null;
    unit: UnitFacts;
    options: ReadonlySet<string>;
  },
  rng: Rng,
): string {
  const { unit, options } = l;
  const features = ['조용한'];
  if (l.near && l.near.walkMinutes <= 10) features.push('역세권');
  if (unit.direction === 'DERECTION001') features.push('남향');
  if (SOUTHERLY.has(unit.direction) && l.floor >= 2 && l.floor !== 101) features.push('채광 좋은');
  if (options.has('LIFE001') && options.has('LIFE002') && !options.has('AC005')) features.push('풀옵션');
  if (unit.isNew) features.push('신축', '신축'); // twice: a new building is what its broker leads with
  if (unit.renovation) features.push('리모델링');
  if (options.has('ETC002') && l.buildingType !== 'APARTMENT') features.push('주차 가능');
  if (options.has('ETC001') && (l.buildingType === 'VILLA' || l.buildingType === 'ONE_ROOM'))
    features.push('엘리베이터 있는');
  if (unit.rooms >= 2 && l.area >= 50) features.push('넓은 거실');
  if (options.has('ETC005')) features.push('반려동물 가능');
  const noun = rng.pick(NOUNS[l.buildingType](unit, l.roomType));
  const feature = rng.pick(features.filter((f) => !noun.includes(f)));
  const title =
    l.near && l.near.walkMinutes <= 15
      ? `${l.near.station.name}역 도보 ${l.near.walkMinutes}분 ${feature} ${noun}`
      : `${l.dongName} ${feature} ${noun}`;
  return title.slice(0, 100);
}

/**
 * Listings across Seoul, Gyeonggi and Incheon around real 동 centroids (spread ±700 m, about a 동's size),
 * priced from the real market by 동 and building type, with a public price, senior debt and title facts
 * that vary the way they do in practice and the safety grade the domain rules give them. Each listing is
 * complete: options, management fee, photos, description and, for some, registry documents. Deterministic
 * for a seed and `now` (dates are relative to it: registration up to 60 days before, move-in up to 90 after).
 */
export function generateListings(
  ctx: ListingContext,
  count: number,
  seed: number,
  now = new Date(),
  options: GenerateOptions = { texts: 'unique-in-dong' },
): GeneratedListing[] {
  const rng = createRng(seed);
  const pooled = options.texts === 'pooled';
  const describe = createDescriptionWriter(rng, { uniqueInDong: !pooled });
  const textPool: { etcText: string; safetyText: string }[] = [];
  const stationNear = createStationLocator(ctx.stations);
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
  const out: GeneratedListing[] = [];
  for (let i = 0; i < count; i++) {
    const sido = weighted(rng, SIDO_WEIGHTS);
    const dong = pickDong(sido);
    const dongName = dong.eupmyeondong ?? '';
    const buildingType = weighted(rng, TYPE_WEIGHTS);
    const saleType = weighted(rng, DEAL_WEIGHTS[buildingType]);
    const area = rng.pick(AREAS[buildingType]);
    const roomGroup = roomGroupOf(buildingType, area, rng);
    const roomType = roomTypeOf(roomGroup, area, rng);
    const lat = (dong.lat ?? 37.5) + (rng.next() - 0.5) * 0.012;
    const lng = (dong.lng ?? 127) + (rng.next() - 0.5) * 0.015;

    const perSqm = ctx.prices.perSqm(dong.code.slice(0, 8), dong.sido, dong.sigungu ?? '', buildingType);
    const market = roundTo(perSqm * area * rng.noise(0.18), buildingType === 'APARTMENT' ? 500 : 100);
    // 공시가격 runs at ~60–72% of market; 전세가율 is high for villas, lower for apartments.
    const publicPrice = roundTo(market * (0.6 + rng.next() * 0.12), 10);
    const jeonseRatio = { APARTMENT: 0.55, VILLA: 0.82, OFFICETELS: 0.8, ONE_ROOM: 0.72 }[buildingType];
    const jeonse = roundTo(market * jeonseRatio * rng.noise(0.1), 100);
    const useType = useTypeOf(buildingType, rng);
    // A mortgage loan and its 근저당, whose 채권최고액 (120% of the loan, as banks set it) is the senior debt.
    const hasMortgage = rng.chance(buildingType === 'APARTMENT' ? 0.35 : 0.45);
    const loanPrice = hasMortgage ? roundTo((publicPrice * (0.1 + rng.next() * 0.6)) / 1.2, 100) : null;
    const seniorDebt = loanPrice === null ? 0 : (loanPrice * 6) / 5;

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
    const depositAtRisk = saleType === 'RENT' ? jeonse : saleType === 'MONTHLY' ? (deposit ?? 0) : 0;

    const isIllegalBuilding =
      (buildingType === 'VILLA' && rng.chance(0.04)) || (buildingType === 'ONE_ROOM' && rng.chance(0.02));
    const ownership = !rng.chance(0.01);
    const taxArrears = rng.chance(0.02);
    // The grade from the listing's own columns, exactly as the detail page computes it beside the broker's.
    const grade = computeSafetyGrade({
      saleType,
      deposit: depositAtRisk,
      seniorDebt,
      publicPrice,
      monthlyPrice,
      buildingType,
      isIllegalBuilding,
      isMultiUnitHouse: useType === MULTI_UNIT_HOUSE,
      landOwnerSameAsBuilding: ownership,
      hasSeniorRights: hasMortgage,
      hasTaxArrears: taxArrears,
      sido: dong.sido,
      sigungu: displaySigungu(dong.sigungu ?? ''),
      dong: dong.eupmyeondong,
    });
    const brokerLevel = brokerGradeOf(grade, rng);

    const entireFloor =
      buildingType === 'APARTMENT'
        ? rng.int(10, 35)
        : buildingType === 'OFFICETELS'
          ? rng.int(8, 20)
          : rng.int(3, 5);
    let floor = rng.int(1, entireFloor);
    if ((buildingType === 'VILLA' || buildingType === 'ONE_ROOM') && rng.chance(0.05)) floor = 0;
    if ((buildingType === 'VILLA' || buildingType === 'ONE_ROOM') && rng.chance(0.03)) floor = 101;

    const unit = unitFactsOf({ buildingType, area, roomType, useType }, now, rng);
    const optionFacts = { buildingType, floor, entireFloor, isNew: unit.isNew };
    const elevator = hasElevator(optionFacts, rng);
    const options = optionsFor(optionFacts, elevator, rng);
    const optionCodes = new Set(options.map((o) => o.code));
    const heat = options[0]!.code;
    const fee = feeFor(
      {
        buildingType,
        supplyArea: unit.supplyArea,
        heat,
        elevator,
        guard: optionCodes.has('SECURITY008'),
        isNew: unit.isNew,
      },
      rng,
    );
    const near = stationNear(lat, lng);
    const loanList = loanListFor(
      {
        saleType,
        amount: sellingPrice ?? rentPrice ?? deposit ?? 0,
        monthlyPrice,
        dedicatedArea: area,
        guaranteeable: grade.grade <= 2 && !isIllegalBuilding && ownership,
      },
      rng,
    );

    const title = titleOf(
      { buildingType, roomType, area, floor, dongName, near, unit, options: optionCodes },
      rng,
    );
    const pooledTexts = pooled && textPool.length === TEXT_POOL_SIZE ? textPool[i % TEXT_POOL_SIZE]! : null;
    const etcText =
      pooledTexts?.etcText ??
      describe({
        dongCode: dong.code.slice(0, 8),
        dongName,
        buildingType,
        roomType,
        rooms: unit.rooms,
        toilets: unit.toilets,
        dedicatedArea: area,
        floor,
        entireFloor,
        direction: labelOf('DERECTION', unit.direction),
        station: near
          ? { name: near.station.name, line: near.station.line, walkMinutes: near.walkMinutes }
          : null,
        options: optionCodes,
        builtYear: unit.builtYear,
        currentYear: now.getUTCFullYear(),
        renovation: unit.renovation,
        applyDate: unit.applyDate,
        loanList,
      });
    const safetyText =
      pooledTexts?.safetyText ??
      safetyTextOf(
        {
          saleType,
          grade,
          publicPrice,
          collateral: seniorDebt,
          deposit: depositAtRisk,
          isMultiUnitHouse: useType === MULTI_UNIT_HOUSE,
          isIllegalBuilding,
          hasTaxArrears: taxArrears,
          ownership,
        },
        rng,
      );
    if (pooled && !pooledTexts) textPool.push({ etcText, safetyText });
    const images = demoImagesFor(buildingType, (n) => Math.floor(rng.next() * n));
    const documents: GeneratedListing['documents'] = [];
    if (rng.chance(DOCUMENT_SHARE)) {
      documents.push({ kind: 'REGISTER_COPY', fileId: uuidFrom(rng) });
      if (rng.chance(0.7)) documents.push({ kind: 'BUILDING_REGISTER', fileId: uuidFrom(rng) });
    }

    const building = `${rng.pick(BUILDING_NAMES)}${buildingType === 'APARTMENT' ? '아파트' : buildingType === 'OFFICETELS' ? '오피스텔' : '빌'}`;
    const lot = `${rng.int(1, 980)}${rng.chance(0.6) ? `-${rng.int(1, 60)}` : ''}`;
    const sigunguName = displaySigungu(dong.sigungu ?? '');
    const status = rng.chance(0.94) ? 'ACTIVE' : rng.pick(['DONE', 'STOP']);
    const isLawyer = brokerLevel <= 2 && rng.chance(0.35);
    const isConfirm = isLawyer ? (rng.chance(0.8) ? 'CONFIRM' : 'WAIT') : null;
    // A lawyer who confirmed the listing, or the operator on a check, set the grade the figures support.
    const corrected = brokerLevel !== grade.grade && (isConfirm === 'CONFIRM' || rng.chance(0.3));
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 60 * 86_400_000));
    // Confirmed by the broker within the last 14 days (issue 18 §3), spread by position rather than drawn
    // from rng, so every other generated value stays as it was; never before the registration.
    const confirmedAgo = ((i * 5 + 3) % 14) * 86_400_000 + ((i * 7) % 24) * 3_600_000;
    const confirmedAt = new Date(Math.max(createdAt.getTime(), now.getTime() - confirmedAgo));

    out.push({
      sale: {
        userNo: rng.pick(ctx.ownerNos),
        status,
        saleType,
        buildingType,
        useType,
        sellingPrice,
        rentPrice,
        deposit,
        monthlyPrice,
        ...fee.sale,
        isLoan: hasMortgage,
        loanPrice,
        collateralSecurity: hasMortgage,
        collateralSecurityPrice: hasMortgage ? seniorDebt : null,
        ownership,
        illegalBuilding: isIllegalBuilding,
        taxArrears,
        safetyText,
        roomType,
        roomGroup,
        floor,
        entireFloor,
        dedicatedArea: area,
        supplyArea: unit.supplyArea,
        actualArea: unit.actualArea,
        landArea: unit.landArea,
        direction: unit.direction,
        toiletCount: unit.toiletCount,
        applyDate: unit.applyDate,
        isLoanRecommend: loanList.length > 0,
        loanList,
        isCertified: rng.chance(0.7),
        saleAddr: `${dong.sido} ${sigunguName} ${dongName} ${lot} ${building}`,
        dong: `${rng.int(1, 5)}동`,
        unit: `${floor === 0 ? 'B' : ''}${floor === 101 ? '옥탑' : `${Math.max(floor, 1)}0${rng.int(1, 4)}`}호`,
        bjdCode: dong.code,
        sidoCode: dong.code.slice(0, 2),
        sigunguCode: dong.code.slice(0, 5),
        dongCode: dong.code.slice(0, 8),
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        subwayNo: near?.station.subwayNo ?? null,
        title,
        etcText,
        safetyGrade: levelToRate(brokerLevel),
        changeSafetyGrade: corrected ? grade.rate : null,
        publicPrice,
        seniorDebt,
        redevelop: buildingType === 'VILLA' && unit.builtYear <= now.getUTCFullYear() - 20 && rng.chance(0.2),
        isLawyer,
        isConfirm,
        isBaro: status === 'ACTIVE' && brokerLevel === 1 && grade.grade === 1 && rng.chance(0.035),
        mainImage: images[0] ? listingImageUrl(images[0].key, 'card') : null,
        createdAt,
        updatedAt: createdAt,
        confirmedAt,
      },
      options,
      costType: fee.costType,
      costItems: [
        ...fee.costItems.map((code) => ({ groupCode: 'COST_ITEM' as const, code })),
        ...fee.privateCosts.map((code) => ({ groupCode: 'PRIVATE_COST' as const, code })),
      ],
      images,
      documents,
    });
  }
  return out;
}
