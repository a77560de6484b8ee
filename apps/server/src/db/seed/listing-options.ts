import { type BuildingType, NONE_OPTION_CODES, type OptionGroup } from '@ansim/domain';
import { type Rng, weighted } from './random.ts';

/*
 * The room options of a demo listing (sale_options), as a broker of each building type ticks them: one
 * heating type; appliances, security and building features that fit the type (a one-room comes 풀옵션, an
 * apartment has its lift and car park). A group with nothing ticked gets its '없음' code, always alone
 * (packages/domain/src/options.ts).
 */

export interface OptionRow {
  groupCode: 'HEAT' | OptionGroup;
  code: string;
}

export interface OptionFacts {
  buildingType: BuildingType;
  floor: number;
  entireFloor: number;
  /** Built in the last three years: such a building has a lift and a car park more often. */
  isNew: boolean;
}

type Weighted = [string, number][];

const HEAT: Record<BuildingType, Weighted> = {
  APARTMENT: [
    ['HEAT001', 0.45],
    ['HEAT002', 0.1],
    ['HEAT003', 0.45],
  ],
  OFFICETELS: [
    ['HEAT001', 0.75],
    ['HEAT002', 0.15],
    ['HEAT003', 0.1],
  ],
  VILLA: [
    ['HEAT001', 0.98],
    ['HEAT002', 0.02],
  ],
  ONE_ROOM: [
    ['HEAT001', 0.97],
    ['HEAT002', 0.03],
  ],
};

/** Air conditioning: each entry a set of codes with its share (an empty set is '없음'). */
const AC: Record<BuildingType, [string[], number][]> = {
  APARTMENT: [
    [['AC004'], 0.35],
    [['AC001', 'AC002'], 0.2],
    [['AC001'], 0.15],
    [[], 0.3],
  ],
  OFFICETELS: [
    [['AC004'], 0.4],
    [['AC001'], 0.55],
    [[], 0.05],
  ],
  VILLA: [
    [['AC001'], 0.55],
    [['AC002'], 0.05],
    [[], 0.4],
  ],
  ONE_ROOM: [
    [['AC001'], 0.85],
    [['AC004'], 0.05],
    [[], 0.1],
  ],
};

/** Appliances and furniture: codes always ticked, then codes each with its own chance. */
const LIFE: Record<BuildingType, { always: string[]; maybe: [string, number][] }> = {
  APARTMENT: {
    always: ['LIFE005', 'LIFE016'],
    maybe: [
      ['LIFE004', 0.4],
      ['LIFE006', 0.25],
      ['LIFE008', 0.2],
      ['LIFE012', 0.5],
      ['LIFE014', 0.3],
    ],
  },
  OFFICETELS: {
    always: ['LIFE001', 'LIFE002', 'LIFE005', 'LIFE006', 'LIFE016'],
    maybe: [
      ['LIFE003', 0.15],
      ['LIFE007', 0.7],
      ['LIFE012', 0.8],
      ['LIFE014', 0.3],
      ['LIFE015', 0.3],
    ],
  },
  VILLA: {
    always: ['LIFE005', 'LIFE016'],
    maybe: [
      ['LIFE001', 0.15],
      ['LIFE002', 0.15],
      ['LIFE004', 0.5],
      ['LIFE012', 0.3],
      ['LIFE014', 0.1],
    ],
  },
  ONE_ROOM: {
    // 풀옵션: fridge, washer, hob, sink, shoe cabinet …
    always: ['LIFE001', 'LIFE002', 'LIFE005', 'LIFE016'],
    maybe: [
      ['LIFE004', 0.7],
      ['LIFE007', 0.6],
      ['LIFE009', 0.5],
      ['LIFE010', 0.5],
      ['LIFE011', 0.5],
      ['LIFE013', 0.2],
      ['LIFE015', 0.25],
    ],
  },
};

const SECURITY: Record<BuildingType, [string, number][]> = {
  APARTMENT: [
    ['SECURITY001', 1],
    ['SECURITY002', 0.9],
    ['SECURITY003', 0.7],
    ['SECURITY004', 0.3],
    ['SECURITY005', 0.2],
    ['SECURITY006', 0.9],
    ['SECURITY008', 0.8],
  ],
  OFFICETELS: [
    ['SECURITY001', 1],
    ['SECURITY002', 0.95],
    ['SECURITY003', 0.7],
    ['SECURITY005', 0.5],
    ['SECURITY006', 0.9],
    ['SECURITY008', 0.4],
  ],
  VILLA: [
    ['SECURITY001', 0.7],
    ['SECURITY002', 0.6],
    ['SECURITY004', 0.4],
    ['SECURITY006', 0.9],
    ['SECURITY007', 0.35],
  ],
  ONE_ROOM: [
    ['SECURITY001', 0.8],
    ['SECURITY002', 0.7],
    ['SECURITY003', 0.3],
    ['SECURITY006', 0.95],
    ['SECURITY007', 0.5],
  ],
};

/** 엘리베이터, 주차, 베란다, 무인 택배함, 반려동물, by building type (the lift and terrace are decided apart). */
const ETC_CHANCES: Record<BuildingType, { ETC002: number; ETC003: number; ETC004: number; ETC005: number }> =
  {
    APARTMENT: { ETC002: 1, ETC003: 0.7, ETC004: 0.6, ETC005: 0.3 },
    OFFICETELS: { ETC002: 0.7, ETC003: 0.05, ETC004: 0.8, ETC005: 0.15 },
    VILLA: { ETC002: 0.6, ETC003: 0.5, ETC004: 0.2, ETC005: 0.25 },
    ONE_ROOM: { ETC002: 0.3, ETC003: 0.1, ETC004: 0.3, ETC005: 0.25 },
  };

/** True when the building has a lift: always for apartments and officetels, for taller small buildings often. */
export function hasElevator(facts: OptionFacts, rng: Rng): boolean {
  if (facts.buildingType === 'APARTMENT' || facts.buildingType === 'OFFICETELS') return true;
  if (facts.entireFloor >= 5) return rng.chance(facts.isNew ? 0.9 : 0.5);
  return facts.isNew && facts.entireFloor >= 4 && rng.chance(0.5);
}

/** The option rows of one listing: HEAT exactly one, each other group its codes or its '없음' alone. */
export function optionsFor(facts: OptionFacts, elevator: boolean, rng: Rng): OptionRow[] {
  const type = facts.buildingType;
  const groups: Record<OptionGroup, string[]> = { AC: [], LIFE: [], SECURITY: [], ETC: [] };
  groups.AC = weighted(rng, AC[type]);
  groups.LIFE = [...LIFE[type].always, ...LIFE[type].maybe.filter(([, p]) => rng.chance(p)).map(([c]) => c)];
  // A one-room without a gas hob has an induction one: 풀옵션 always cooks.
  if (type === 'ONE_ROOM' && !groups.LIFE.includes('LIFE004')) groups.LIFE.push('LIFE006');
  groups.SECURITY = SECURITY[type].filter(([, p]) => rng.chance(p)).map(([c]) => c);
  const etc = ETC_CHANCES[type];
  if (elevator) groups.ETC.push('ETC001');
  if (rng.chance(facts.isNew ? Math.min(1, etc.ETC002 + 0.2) : etc.ETC002)) groups.ETC.push('ETC002');
  if (facts.floor !== 0 && rng.chance(etc.ETC003)) groups.ETC.push('ETC003');
  if (rng.chance(etc.ETC004)) groups.ETC.push('ETC004');
  if (rng.chance(etc.ETC005)) groups.ETC.push('ETC005');
  const topFloor = facts.floor === 101 || (facts.floor === facts.entireFloor && type !== 'APARTMENT');
  if (topFloor && rng.chance(0.4)) groups.ETC.push('ETC006');

  const rows: OptionRow[] = [{ groupCode: 'HEAT', code: weighted(rng, HEAT[type]) }];
  for (const group of Object.keys(groups) as OptionGroup[]) {
    const codes = groups[group];
    if (codes.length === 0) rows.push({ groupCode: group, code: NONE_OPTION_CODES[group] });
    else for (const code of [...codes].sort()) rows.push({ groupCode: group, code });
  }
  return rows;
}
