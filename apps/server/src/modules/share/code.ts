import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^8 ≈ 2.2 × 10^14 codes: guessing one that exists takes about as long as there are listings to find. */
export const SHORT_CODE_LENGTH = 8;
/** Bytes at or above 248 (4 × 62) are dropped, so that every character is equally likely (no modulo bias). */
const UNBIASED_LIMIT = 248;

/** A share link's code: 8 base62 characters from the system's cryptographic random source. */
export function newShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += BASE62[byte % 62];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}
