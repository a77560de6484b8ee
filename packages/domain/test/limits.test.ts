import { describe, expect, it } from 'vitest';
import {
  canFetchPage,
  EMPTY_SEARCH_MESSAGES,
  INITIAL_TOTAL_PAGE,
  inquiryTextSchema,
  isMobileWidth,
  isServedSido,
  LOADING_MESSAGES,
  LOGIN_REQUIRED_CONFIRM,
  lawyerCommentSchema,
  MESSAGES,
  normalizeSido,
  PAGE_SIZES,
  remainingProxyQuota,
  reportTextSchema,
  SEARCH_LIMIT_CAP,
  SERVED_SIDO,
  safetyTextSchema,
  TIMINGS,
  textCounter,
  totalPages,
  UNSAVED_CHANGES_CONFIRM,
  validateText,
} from '../src/index.ts';

describe('text limits', () => {
  it('needs 20 to 500 characters in a safety comment', () => {
    expect(validateText('safetyComment', 'ㄱ'.repeat(19))).toEqual({
      ok: false,
      message: '내용을 20자 이상 입력해주세요.',
    });
    expect(validateText('safetyComment', 'ㄱ'.repeat(20))).toEqual({ ok: true });
    expect(validateText('safetyComment', 'ㄱ'.repeat(500)).ok).toBe(true);
    expect(validateText('safetyComment', 'ㄱ'.repeat(501)).ok).toBe(false);
  });

  it('needs 5 to 100 characters in a report', () => {
    expect(validateText('report', '신고내용')).toEqual({
      ok: false,
      message: '내용을 5자 이상 입력해주세요.',
    });
    expect(validateText('report', '허위 매물')).toEqual({ ok: true });
    expect(validateText('report', 'a'.repeat(100)).ok).toBe(true);
    expect(validateText('report', 'a'.repeat(101)).ok).toBe(false);
  });

  it('needs 5 to 500 characters in a lawyer comment', () => {
    expect(validateText('lawyerComment', '1234')).toEqual({
      ok: false,
      message: '내용을 5자 이상 입력해주세요.',
    });
    expect(validateText('lawyerComment', 'a'.repeat(500)).ok).toBe(true);
    expect(validateText('lawyerComment', 'a'.repeat(501)).ok).toBe(false);
  });

  it('needs 5 to 100 characters of free inquiry text', () => {
    expect(validateText('inquiry', '기타문의')).toEqual({ ok: false, message: '5글자 이상 입력해주세요.' });
    expect(validateText('inquiry', '기타 문의')).toEqual({ ok: true });
    expect(validateText('inquiry', 'a'.repeat(101)).ok).toBe(false);
  });

  it('limits fee texts to 50 characters', () => {
    expect(validateText('feeText', 'a'.repeat(50)).ok).toBe(true);
    expect(validateText('feeText', 'a'.repeat(51)).ok).toBe(false);
  });

  it('does not count surrounding spaces and counts an emoji once', () => {
    expect(validateText('report', '   abcd   ').ok).toBe(false);
    expect(validateText('report', '😀😀😀😀😀').ok).toBe(true);
    expect(textCounter('inquiry', '안녕하세요')).toBe('5/100');
  });

  it('offers zod schemas with the same messages', () => {
    expect(safetyTextSchema.safeParse('짧음').error?.issues[0]?.message).toBe(
      '내용을 20자 이상 입력해주세요.',
    );
    expect(reportTextSchema.safeParse('허위 매물입니다').success).toBe(true);
    expect(lawyerCommentSchema.safeParse('').success).toBe(false);
    expect(inquiryTextSchema.safeParse('abc').error?.issues[0]?.message).toBe('5글자 이상 입력해주세요.');
  });
});

describe('constants', () => {
  it('uses the page sizes, cap and timings of the specs', () => {
    expect(PAGE_SIZES).toEqual({ search: 30, comment: 30, board: 10, approval: 10 });
    expect(SEARCH_LIMIT_CAP).toBeGreaterThan(0);
    expect(TIMINGS.scrollThrottle).toBe(300);
    expect(TIMINGS.commentSubmitDebounce).toBe(500);
    expect(TIMINGS.spinnerHideDelay).toBe(100);
    expect(TIMINGS.mainPopupHide).toBe(86_400_000);
  });

  it('fetches while the page is at most the total, assuming two pages at first', () => {
    expect(INITIAL_TOTAL_PAGE).toBe(2);
    expect(canFetchPage(2, INITIAL_TOTAL_PAGE)).toBe(true);
    expect(canFetchPage(3, INITIAL_TOTAL_PAGE)).toBe(false);
  });

  it('counts pages one way for every list: none for no rows, a last short page, one page for "all"', () => {
    expect(totalPages(0, 30)).toBe(0);
    expect(totalPages(1, 30)).toBe(1);
    expect(totalPages(30, 30)).toBe(1);
    expect(totalPages(31, 30)).toBe(2);
    expect(totalPages(45, 30)).toBe(2);
    expect(totalPages(12, -1)).toBe(1);
    expect(totalPages(0, -1)).toBe(0);
    expect(canFetchPage(1, totalPages(0, 30))).toBe(false);
  });

  it('says what each spinner waits for', () => {
    expect(LOADING_MESSAGES).toEqual({
      default: '불러오는 중입니다.',
      grade: '등급 산정을 위해 매물 정보를 불러오는 중입니다. 5~10초 정도 소요됩니다.',
      download: '다운로드 중입니다. 5~10초 정도 소요됩니다.',
    });
  });

  it('treats a viewport under 1000 px as mobile', () => {
    expect(isMobileWidth(999)).toBe(true);
    expect(isMobileWidth(1000)).toBe(false);
  });

  it('serves only Seoul, Gyeonggi and Incheon, however the province is written', () => {
    expect(SERVED_SIDO).toEqual(['서울특별시', '경기도', '인천광역시']);
    expect(isServedSido('서울')).toBe(true);
    expect(isServedSido('인천시')).toBe(true);
    expect(isServedSido('부산광역시')).toBe(false);
    expect(normalizeSido('경기')).toBe('경기도');
  });

  it('reads Object.prototype names as plain words, not as aliases', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(normalizeSido(word)).toBe(word);
      expect(isServedSido(word)).toBe(false);
    }
  });

  it('counts the remaining proxy requests', () => {
    expect(remainingProxyQuota(5, 2)).toBe(3);
    expect(remainingProxyQuota(2, 2)).toBe(0);
  });
});

describe('fixed texts', () => {
  it('keeps the catalogue wording exactly', () => {
    expect(EMPTY_SEARCH_MESSAGES).toEqual({
      title: '검색 내역이 없습니다. 다시 검색해 주세요.',
      region: '(현재는 서울/경기/인천 지역만 진행)',
    });
    expect(LOGIN_REQUIRED_CONFIRM).toBe('로그인 후 사용가능합니다.<br>로그인하시겠습니까?');
    expect(UNSAVED_CHANGES_CONFIRM).toBe('내용이 저장되지 않습니다. 이동하시겠습니까?');
    expect(MESSAGES).toMatchObject({
      socialLoginFailed: '로그인 실패.',
      emptyBoard: '내역이 없습니다.',
      commentExists: '이미 코멘트를 등록하였습니다.',
      commentSaved: '코멘트가 등록 되었습니다.',
      reportExists: '이미 신고하였습니다.',
      reportSaved: '신고 되었습니다.',
      noProxyQuota: '현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.',
      inquirySaved: '문의가 완료되었습니다.',
      forcedUpdate: '필수 업데이트가 있습니다. 업데이트 하시겠습니까?',
      optionalUpdate: '최신 업데이트가 있습니다. 업데이트 하시겠습니까?',
      gpsOff: '현재 위치 기능이 Off 되어있어 서비스 이용이 원활하지 않습니다. 위치 기능을 켜시겠습니까?',
    });
  });
});
