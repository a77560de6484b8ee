import { KST_OFFSET_MS } from './format.ts';

/* The promotion confirmation and photo consent form (spec 02 §3, §9). */

/** Registrant relation options of the promotion consent form (product.md §B3); 99 asks for free text. */
export const PROMOTION_RELATIONSHIPS = [
  { value: 1, label: '본인' },
  { value: 2, label: '세입자' },
  { value: 3, label: '직원' },
  { value: 4, label: '대표' },
  { value: 99, label: '직접 입력' },
] as const;

/** The promotion confirmation PDF's file name (product.md §B9), dated YYYYMMDD on the Korean calendar. */
export const promotionPdfFileName = (date: Date): string => {
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  const ymd = `${kst.getUTCFullYear()}${String(kst.getUTCMonth() + 1).padStart(2, '0')}${String(kst.getUTCDate()).padStart(2, '0')}`;
  return `매물홍보확인서-${ymd}.pdf`;
};
