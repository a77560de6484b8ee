import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuildingType } from '@ansim/domain';
import { parse } from 'csv-parse/sync';

/** One real sale of Seoul 2022–2023 (shared/data/seoul-sale-transactions-2022-2023.csv). */
export interface Transaction {
  bjdCode: string;
  sigungu: string;
  dong: string;
  /** As the file has it, with its 지번 in brackets when the building had no name of its own. */
  buildingName: string;
  /** YYYYMMDD. */
  contractDate: string;
  /** 만원. */
  price: number;
  /** 전용면적 ㎡. */
  area: number;
  floor: number | null;
  buildYear: number | null;
  use: TransactionUse;
}

export const TRANSACTION_USES = ['아파트', '연립다세대', '오피스텔', '단독다가구'] as const;
export type TransactionUse = (typeof TRANSACTION_USES)[number];

/** The 실거래 file's building use for each of our building types. */
export const USE_OF_BUILDING: Record<BuildingType, TransactionUse> = {
  APARTMENT: '아파트',
  VILLA: '연립다세대',
  OFFICETELS: '오피스텔',
  ONE_ROOM: '단독다가구',
};

export const TRANSACTIONS_PERIOD = '2022–2023';

interface Row {
  bjd_code: string;
  sigungu: string;
  dong: string;
  building_name: string;
  contract_date: string;
  price_manwon: string;
  area_m2: string;
  floor: string;
  build_year: string;
  building_use: string;
}

const intOrNull = (s: string): number | null => (/^-?\d+$/.test(s.trim()) ? Number(s) : null);

const TRANSACTIONS_FILE = 'seoul-sale-transactions-2022-2023.csv';

/**
 * The shipped open data files (copies of shared/data): the seed reads them to make demo listings, the
 * offline drivers read the 실거래 file as data. Only the files are shared, never the seed's code. From
 * src/ they sit in db/seed/data; the bundle (scripts/build.mjs) copies them to data/ beside main.js.
 */
export const OPEN_DATA_FILES_DIR = ((): string => {
  const [bundled, source] = ['./data', '../../db/seed/data'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return bundled && fs.existsSync(`${bundled}/${TRANSACTIONS_FILE}`) ? bundled : (source as string);
})();

export function readTransactions(dir = OPEN_DATA_FILES_DIR): Transaction[] {
  const csv = fs.readFileSync(`${dir}/${TRANSACTIONS_FILE}`, 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Row[];
  const out: Transaction[] = [];
  for (const r of rows) {
    const price = Number(r.price_manwon);
    const area = Number(r.area_m2);
    const use = r.building_use as TransactionUse;
    if (!/^\d{10}$/.test(r.bjd_code) || !(price > 0) || !(area > 0) || !TRANSACTION_USES.includes(use))
      continue;
    out.push({
      bjdCode: r.bjd_code,
      sigungu: r.sigungu,
      dong: r.dong,
      buildingName: r.building_name,
      contractDate: r.contract_date,
      price,
      area,
      floor: intOrNull(r.floor),
      buildYear: intOrNull(r.build_year),
      use,
    });
  }
  return out;
}

export const median = (xs: readonly number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** The building's own name: '경남아너스빌(1356-0)' → '경남아너스빌'; '(740-31)' → ''. */
export const plainBuildingName = (name: string): string => name.replace(/\([^)]*\)\s*$/, '').trim();

/** The 지번 the file keeps in brackets: '경남아너스빌(1356-0)' → '1356', '(740-31)' → '740-31'. */
export function bracketJibun(name: string): string | null {
  const m = /\((\d+)(?:-(\d+))?\)\s*$/.exec(name);
  if (!m) return null;
  return m[2] && m[2] !== '0' ? `${m[1]}-${m[2]}` : (m[1] as string);
}

/** Loaded on first use and kept: the file is 22,722 rows (about 3 MB) and never changes while running. */
let loaded: Transaction[] | null = null;
export const transactions = (): Transaction[] => {
  loaded ??= readTransactions();
  return loaded;
};
