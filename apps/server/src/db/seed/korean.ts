/*
 * Josa (조사) for generated Korean: the particle after a word depends on whether its last syllable ends in a
 * consonant (받침). Digits and Latin letters are read the Korean way ('3' 삼, 'TV' 티비, 'L' 엘).
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINAL_COUNT = 28;
/** Index of ㄹ among the finals: '로' (not '으로') follows it. */
const FINAL_RIEUL = 8;

/** Digits whose Korean reading ends in a consonant (영, 일, 삼, 육, 칠, 팔). */
const CONSONANT_DIGITS = '013678';
/** Latin letters whose Korean reading ends in a consonant (엘, 엠, 엔, 알). */
const CONSONANT_LETTERS = 'lmnrLMNR';

function finalOf(word: string): 'none' | 'rieul' | 'other' {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % FINAL_COUNT;
    return final === 0 ? 'none' : final === FINAL_RIEUL ? 'rieul' : 'other';
  }
  if (CONSONANT_DIGITS.includes(last))
    return last === '1' || last === '7' || last === '8' ? 'rieul' : 'other';
  if (CONSONANT_LETTERS.includes(last)) return last === 'l' || last === 'L' ? 'rieul' : 'other';
  return 'none';
}

/** `word` with 이/가, 은/는, 을/를, 과/와, 이라/라 … : `withFinal` after a consonant, else `withoutFinal`. */
export const josa = (word: string, withFinal: string, withoutFinal: string): string =>
  word + (finalOf(word) === 'none' ? withoutFinal : withFinal);

/** `word` with 으로/로 ('로' also after ㄹ: 서울로, 1층으로). */
export const euro = (word: string): string => word + (finalOf(word) === 'other' ? '으로' : '로');

/** 'a, b와 c' style list: commas, and 와/과 before the last item. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  const last = items[items.length - 1]!;
  return `${head
    .slice(0, -1)
    .map((i) => `${i}, `)
    .join('')}${josa(head[head.length - 1]!, '과', '와')} ${last}`;
}
