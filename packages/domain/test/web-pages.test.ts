import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  HOME_TITLE,
  matchWebPage,
  type SaleSummary,
  saleDetailMeta,
  searchListTitle,
  WEB_PAGES,
} from '../src/web-pages.ts';

const sale: SaleSummary = {
  area: '마포구 합정동',
  buildingType: 'OFFICETELS',
  saleType: 'MONTHLY',
  deposit: 1000,
  monthlyPrice: 65,
  title: '합정역 오피스텔',
  floor: 0,
  dedicatedArea: 23.14,
  grade: 5,
};

describe('page titles', () => {
  it('writes the page before the site, and the home title for a page without one', () => {
    expect(documentTitle('공지사항')).toBe('공지사항 | 안심방');
    expect(documentTitle(null)).toBe(HOME_TITLE);
    expect(documentTitle('')).toBe(HOME_TITLE);
  });

  it('names the searched area as the search header does', () => {
    expect(searchListTitle(' 역삼동 ')).toBe('역삼동 매물');
    expect(searchListTitle('  ')).toBe('매물 목록');
    expect(searchListTitle(null)).toBe('매물 목록');
  });
});

describe('a listing’s title and description', () => {
  it('read as the card does: place, building, the price line and the grade tag', () => {
    expect(saleDetailMeta(sale)).toEqual({
      title: '마포구 합정동 오피스텔 월세 1,000/65 · 5등급 매우 불안',
      description:
        '합정역 오피스텔. 마포구 합정동 오피스텔 월세 1,000/65 · 전세사기 안전등급 5등급 매우 불안 · ' +
        '전용 23.14㎡ · 반지하. 안심방에서 안전등급과 매물 정보를 확인하세요.',
    });
  });

  it('leave out what the listing does not have', () => {
    const { title, description } = saleDetailMeta({ ...sale, grade: null, dedicatedArea: 0 });
    expect(title).toBe('마포구 합정동 오피스텔 월세 1,000/65');
    expect(description).not.toContain('매우 불안');
    expect(description).not.toContain('전용');
  });
});

describe('matchWebPage', () => {
  it('returns the page and its decoded parameters', () => {
    expect(matchWebPage('/signUp/%EB%B3%80%ED%98%B8%EC%82%AC')).toMatchObject({
      page: { pattern: '/signUp/:userType' },
      params: { userType: '변호사' },
    });
    expect(matchWebPage('/salesManagement/salesDetail/100001?from=share')).toMatchObject({
      params: { salesNo: '100001' },
    });
  });

  it('knows the home at / and no page for a broken escape or an extra segment', () => {
    expect(matchWebPage('/')?.page.canonical).toBe('/main');
    expect(matchWebPage('/signUp/%E0%A4%A')).toBeNull();
    expect(matchWebPage('/wishList/extra')).toBeNull();
  });

  it('gives every page a title or the home title, a description, and one entry per pattern', () => {
    expect(new Set(WEB_PAGES.map((page) => page.pattern)).size).toBe(WEB_PAGES.length);
    for (const page of WEB_PAGES) expect(page.description.length, page.pattern).toBeGreaterThan(10);
  });
});
