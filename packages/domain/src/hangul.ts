/**
 * Korean initial-consonant (초성) search: 'ㄱㄴ' finds 강남, 'ㄱㄴㄱ' finds 강남구, '강ㄴ' finds 강남.
 * A typed complete syllable must match exactly; a typed initial consonant matches any syllable that starts
 * with it.
 */
const INITIALS = [
  'ㄱ',
  'ㄲ',
  'ㄴ',
  'ㄷ',
  'ㄸ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅃ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅉ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
const SYLLABLE_START = 0xac00;
const SYLLABLE_END = 0xd7a3;

export const isInitialConsonant = (ch: string): boolean => INITIALS.includes(ch);

/** The initial consonant of a Hangul syllable, or the character itself. */
export const initialOf = (ch: string): string => {
  const code = ch.charCodeAt(0);
  if (code < SYLLABLE_START || code > SYLLABLE_END) return ch;
  return INITIALS[Math.floor((code - SYLLABLE_START) / 588)] ?? ch;
};

/** '강남구' → 'ㄱㄴㄱ'. */
export const initialsOf = (text: string): string => [...text].map(initialOf).join('');

const charMatches = (typed: string, actual: string): boolean =>
  typed === actual || (isInitialConsonant(typed) && initialOf(actual) === typed);

/** Where `query` matches inside `name` (character by character, initials allowed), or -1. */
export const matchIndex = (name: string, query: string): number => {
  const n = [...name];
  const q = [...query.replace(/\s+/g, '')];
  if (q.length === 0) return -1;
  const letters = n.filter((c) => c !== ' ');
  outer: for (let start = 0; start + q.length <= letters.length; start++) {
    for (let i = 0; i < q.length; i++) {
      if (!charMatches(q[i] as string, letters[start + i] as string)) continue outer;
    }
    return start;
  }
  return -1;
};

export const matchesHangul = (name: string, query: string): boolean => matchIndex(name, query) >= 0;
