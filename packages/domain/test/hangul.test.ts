import { describe, expect, it } from 'vitest';
import { initialsOf, matchesHangul, matchIndex } from '../src/index.ts';

describe('초성 search', () => {
  it('reads the initial consonants of a name', () => {
    expect(initialsOf('강남구')).toBe('ㄱㄴㄱ');
    expect(initialsOf('역삼1동')).toBe('ㅇㅅ1ㄷ');
  });

  it('matches initials, whole syllables and a mix of both', () => {
    expect(matchesHangul('강남', 'ㄱㄴ')).toBe(true);
    expect(matchesHangul('강남구', '강ㄴ')).toBe(true);
    expect(matchesHangul('강남구', '강남')).toBe(true);
    expect(matchesHangul('서울특별시 강남구', 'ㄱㄴㄱ')).toBe(true);
  });

  it('does not match a different syllable with the same initial', () => {
    expect(matchesHangul('강남', '강내')).toBe(false);
    expect(matchesHangul('강남', 'ㄴㄱ')).toBe(false);
    expect(matchesHangul('강남', '')).toBe(false);
  });

  it('prefers a match at the start (index 0) over one inside', () => {
    expect(matchIndex('강남구', 'ㄱㄴ')).toBe(0);
    expect(matchIndex('신논현', 'ㄴㅎ')).toBe(1);
  });
});
