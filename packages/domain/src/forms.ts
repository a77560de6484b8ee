import { stripCommas } from './format.ts';

/* Shaping a listing form before upload (product.md §B4). */

type Compacted<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/** Uploaded forms drop empty strings, null and undefined but keep booleans (false included) and zeros. */
export const compactForm = <T extends Record<string, unknown>>(form: T): Compacted<T> =>
  Object.fromEntries(
    Object.entries(form).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as Compacted<T>;

/** The price fields of a listing, sent without thousands separators. */
export const PRICE_FIELDS = [
  'sellingPrice',
  'rentPrice',
  'deposit',
  'monthlyPrice',
  'loanPrice',
  'collateralSecurityPrice',
  'costPrice',
  'totalCost',
] as const;

export const stripPriceCommas = <T extends Record<string, unknown>>(form: T): T => {
  const copy: Record<string, unknown> = { ...form };
  for (const field of PRICE_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = stripCommas(value);
  }
  return copy as T;
};

/** Loan list entries with empty text are removed before saving. */
export const cleanLoanList = (loans: readonly (string | null | undefined)[]): string[] =>
  loans.map((l) => (l ?? '').trim()).filter((l) => l !== '');

/** List fields other than loanList and landList travel as code objects: ['LIFE001'] → [{ code: 'LIFE001' }]. */
export const toCodeObjects = (codes: readonly string[]): { code: string }[] =>
  codes.map((code) => ({ code }));
