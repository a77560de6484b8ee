import { AREA_CODES, FLOOR_CODES, PRICE_SCALES, scaleValues } from '@ansim/domain';

/**
 * The filter bands a listing falls in, as SQL the database evaluates in generated columns. They are what the
 * pre-aggregated counts (sale_count_*) are keyed by, and they come from the domain's own tables, so a
 * filter, a band and a count can never disagree.
 */
const PYEONG_PER_SQM = 0.3025;

/** Lower bounds (㎡, inclusive) of DEDICATED_AREA001..007, to two decimals like the list filter. */
export const AREA_BAND_LOWER_SQM = AREA_CODES.map(
  (a) => Math.floor((a.minPyeong / PYEONG_PER_SQM) * 100) / 100,
);

/** Price stops of each slider, ascending. A price's band is the number of stops strictly below it. */
export const PRICE_STOPS = {
  sell: scaleValues(PRICE_SCALES.sell),
  rent: scaleValues(PRICE_SCALES.rent),
  monthlyDeposit: scaleValues(PRICE_SCALES.monthlyDeposit),
  monthly: scaleValues(PRICE_SCALES.monthly),
} as const;

/*
 * A price's band is #{stops < price} + #{stops ≤ price} (computed in SQL below): even between stops, odd on
 * a stop. Then inclusive bounds on stop k read exactly: price ≤ stop k ⟺ band ≤ 2k+1, and
 * price ≥ stop k ⟺ band ≥ 2k+1.
 */

/** The band limit of a bound on stop k (2k+1), or null when the bound is not a stop (counted directly). */
export const boundBand = (value: number, stops: readonly number[]): number | null => {
  const i = stops.indexOf(value);
  return i < 0 ? null : 2 * i + 1;
};

const intArray = (xs: readonly number[]) => `array[${xs.join(',')}]::int[]`;
/** SQL of priceBand for an integer column: width_bucket counts the thresholds ≤ its operand. */
const bandSql = (column: string, stops: readonly number[]) =>
  `(width_bucket(${column} - 1, ${intArray(stops)}) + width_bucket(${column}, ${intArray(stops)}))`;

/** The area_band values of the chosen DEDICATED_AREA codes: band i + 1 is AREA_CODES[i]. */
export const areaBandsOf = (codes: readonly string[]): number[] =>
  AREA_CODES.flatMap((a, i) => (codes.includes(a.code) ? [i + 1] : []));

/** The floor_band values of the chosen FLOOR codes: band i + 1 is FLOOR_CODES[i]. */
export const floorBandsOf = (codes: readonly string[]): number[] =>
  FLOOR_CODES.flatMap((f, i) => (codes.includes(f.code) ? [i + 1] : []));

export const AREA_BAND_SQL = `width_bucket(dedicated_area, array[${AREA_BAND_LOWER_SQM.join(',')}]::numeric[])`;

export const FLOOR_BAND_SQL = `case ${FLOOR_CODES.map(
  (f, i) => `when floor between ${f.minFloor ?? 0} and ${f.maxFloor ?? 101} then ${i + 1}`,
).join(' ')} else 0 end`;

/** SALE by 매매가, RENT by 전세금, MONTHLY by 보증금 (its 월세 is the second band). */
export const PRICE_BAND_SQL = `case sale_type
  when 'SALE' then ${bandSql('selling_price', PRICE_STOPS.sell)}
  when 'RENT' then ${bandSql('rent_price', PRICE_STOPS.rent)}
  else ${bandSql('deposit', PRICE_STOPS.monthlyDeposit)} end`;

export const PRICE_BAND2_SQL = `case when sale_type = 'MONTHLY' then ${bandSql('monthly_price', PRICE_STOPS.monthly)} else 0 end`;

/**
 * Map cells: 0.005° of latitude × 0.00625° of longitude, about 550 m square at 37.5°N. A listing's cell keys
 * the box index (longitude cells, then latitude) and the cell counts that answer wide map boxes.
 */
export const CELLS_PER_DEGREE = { lat: 200, lng: 160 } as const;

export const LAT_CELL_SQL = `floor(lat * ${CELLS_PER_DEGREE.lat})::smallint`;
export const LNG_CELL_SQL = `floor(lng * ${CELLS_PER_DEGREE.lng})::smallint`;

/**
 * Fine cells: a quarter of a map cell a side (0.00125° × 0.0015625°, about 140 m). They count the cells a
 * station's circle or a street box's edge crosses (sale_count_fine_cell), so that only the fine cells the
 * edge itself crosses are counted listing by listing. ×4 is exact in binary, so floor(lat × 800) / 4
 * floors to floor(lat × 200): a fine cell lies in exactly one map cell. Integers, as 127° × 640 is past
 * smallint.
 */
export const FINE_PER_CELL = 4;
export const FINE_CELLS_PER_DEGREE = {
  lat: CELLS_PER_DEGREE.lat * FINE_PER_CELL,
  lng: CELLS_PER_DEGREE.lng * FINE_PER_CELL,
} as const;
