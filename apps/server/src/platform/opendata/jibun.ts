/** The 지번 of an address: 산 or not, 본번 and 부번 (0 when none). */
export interface Jibun {
  mountain: boolean;
  bun: number;
  ji: number;
}

/**
 * The 지번 of a jibun address ('서울특별시 강북구 미아동 1356-3 경남아너스빌' → 1356, 3): the first word after
 * the 동/리 that is a number or number-number, '산' allowed before it. Null for a road address or none.
 */
export function parseJibun(saleAddr: string): Jibun | null {
  const words = saleAddr.trim().split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    let word = words[i] as string;
    let mountain = false;
    if (word === '산' && i + 1 < words.length) {
      mountain = true;
      word = words[i + 1] as string;
    } else if (/^산\d/.test(word)) {
      mountain = true;
      word = word.slice(1);
    }
    const m = /^(\d{1,4})(?:-(\d{1,4}))?(번지)?$/.exec(word);
    if (!m) continue;
    const previous = words[i - 1] ?? '';
    if (!/[동리가]$/.test(previous) && previous !== '산') continue;
    return { mountain, bun: Number(m[1]), ji: m[2] ? Number(m[2]) : 0 };
  }
  return null;
}

/** PNU (필지고유번호, 19 digits): 법정동 code, 1 for land or 2 for 산, 본번 and 부번 in four digits each. */
export const pnuOf = (bjdCode: string, j: Jibun): string =>
  `${bjdCode}${j.mountain ? '2' : '1'}${String(j.bun).padStart(4, '0')}${String(j.ji).padStart(4, '0')}`;
