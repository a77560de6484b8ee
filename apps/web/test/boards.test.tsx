import type { BoardDetail, BoardList, TermsDocument } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';
import { findPageTitle, renderApp } from './helpers/render-app.tsx';

/*
 * The boards' screens (issue 16 §1): the browser cleans the server's HTML once more before it reaches the
 * page, notices list pinned first with 고정, the FAQ opens one answer at a time, and an empty board says
 * '내역이 없습니다.'.
 */

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

const DIRTY =
  '<h2>제1조</h2><script>window.hacked = true</script><p onclick="x()">약관 <strong>굵게</strong></p>' +
  '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">나쁜 링크</a>' +
  '<a href="https://example.com/t">좋은 링크</a>';

const terms = (contentHtml: string): TermsDocument => ({
  boardNo: 3,
  boardType: 'PRIVATE',
  title: '개인정보 처리방침',
  contentHtml,
  updatedAt: '2026-11-01T00:00:00.000Z',
  startDate: '2026-11-01',
});

const item = (overrides: Partial<BoardDetail>): BoardDetail => ({
  boardNo: 1,
  boardType: 'NOTICE',
  category: 'CATEGORY001',
  categoryName: '공지',
  title: '공지',
  isTop: false,
  viewCount: 0,
  boardStatus: 'ACTIVE',
  startDate: null,
  endDate: null,
  regDate: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  contentHtml: '<p>본문</p>',
  ...overrides,
});

const page = (list: BoardDetail[] | BoardList['list'], totalRow = list.length): BoardList => ({
  list,
  pageInfo: { page: 1, totalPage: Math.max(1, Math.ceil(totalRow / 10)), totalRow },
});

describe('board HTML', () => {
  it('never lets a script, a handler or a javascript: link that reached the browser into the page', async () => {
    mockFetch((request) => (pathOf(request.url) === '/api/board/type/PRIVATE' ? ok(terms(DIRTY)) : ok([])));
    renderApp('/myPage/terms/privacy');
    await findPageTitle('개인정보 처리방침');
    const article = await screen.findByRole('article', { name: '개인정보 처리방침' });
    expect(article.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(article.innerHTML).not.toContain('javascript:');
    expect(article.textContent).toContain('굵게');
    expect(within(article).getByText('시행일 26.11.01')).toBeTruthy();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  // happy-dom runs DOMPurify only in part (it drops some allowed tags and skips hooks); the journey
  // e2e/journeys/boards.test.ts checks the full rule set in Chromium.
  it('keeps the allowed markup of clean HTML', async () => {
    mockFetch((request) =>
      pathOf(request.url) === '/api/board/type/PRIVATE'
        ? ok(
            terms(
              '<h2>제1조</h2><p>약관 <strong>굵게</strong> <a href="https://example.com/t">좋은 링크</a></p>',
            ),
          )
        : ok([]),
    );
    renderApp('/myPage/terms/privacy');
    const article = await screen.findByRole('article', { name: '개인정보 처리방침' });
    expect(within(article).getByText('굵게').tagName).toBe('STRONG');
    const link = within(article).getByRole('link', { name: '좋은 링크' });
    expect(link.getAttribute('href')).toBe('https://example.com/t');
  });

  it("says '내역이 없습니다.' when no terms text is published", async () => {
    mockFetch((request) =>
      pathOf(request.url) === '/api/board/type/GPS'
        ? envelopeResponse({ code: -404, message: '내역이 없습니다.', entity: null }, { status: 404 })
        : ok([]),
    );
    renderApp('/myPage/terms/gps');
    expect(await screen.findByText('내역이 없습니다.')).toBeTruthy();
  });
});

describe('/myPage/notice', () => {
  it('lists the pinned notice first with 고정, and says 내역이 없습니다 for a search that finds nothing', async () => {
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname !== '/api/list') return ok([]);
      if (url.searchParams.get('searchText') === '없음') return ok(page([]));
      return ok(
        page([
          item({ boardNo: 5, title: '고정된 공지', isTop: true }),
          item({ boardNo: 6, title: '최근 공지', viewCount: 12 }),
        ]),
      );
    });
    renderApp('/myPage/notice');
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const links = within(list).getAllByRole('link');
    expect(links[0]!.textContent).toContain('고정');
    expect(links[0]!.getAttribute('href')).toBe('/myPage/notice/5');
    expect(links[1]!.textContent).not.toContain('고정');
    expect(links[1]!.textContent).toContain('조회 12');
    const listCall = requests.find((r) => pathOf(r.url) === '/api/list')!;
    expect(new URL(listCall.url, 'http://localhost').searchParams.get('limit')).toBe('10');
    expect(new URL(listCall.url, 'http://localhost').searchParams.get('boardType')).toBe('NOTICE');

    fireEvent.change(screen.getByRole('searchbox', { name: '공지사항 검색' }), { target: { value: '없음' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('내역이 없습니다.')).toBeTruthy();
  });
});

describe('/myPage/faq', () => {
  it('opens one answer at a time and marks it expanded', async () => {
    mockFetch((request) =>
      pathOf(request.url) === '/api/list'
        ? ok(
            page([
              item({
                boardNo: 1,
                boardType: 'FAQ',
                category: 'FAQ001',
                title: '질문 하나',
                contentHtml: '<p>답 하나</p>',
              }),
              item({
                boardNo: 2,
                boardType: 'FAQ',
                category: 'FAQ004',
                title: '질문 둘',
                contentHtml: '<p>답 둘</p>',
              }),
            ]),
          )
        : ok([]),
    );
    renderApp('/myPage/faq');
    const first = await screen.findByRole('button', { name: /질문 하나/ });
    const second = screen.getByRole('button', { name: /질문 둘/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('답 하나')).toBeTruthy();
    fireEvent.click(second);
    await waitFor(() => expect(first.getAttribute('aria-expanded')).toBe('false'));
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: '안전등급', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체', pressed: true })).toBeTruthy();
  });
});

describe('/myPage/notice paging', () => {
  it('loads the next 10 with 더 보기 and stops at the last page', async () => {
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => item({ boardNo: from + i, title: `공지 ${from + i}` }));
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname !== '/api/list') return ok([]);
      const pageNo = Number(url.searchParams.get('page'));
      return ok({
        list: pageNo === 1 ? rows(1, 10) : rows(11, 2),
        pageInfo: { page: pageNo, totalPage: 2, totalRow: 12 },
      });
    });
    renderApp('/myPage/notice');
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    const pages = requests
      .filter((r) => pathOf(r.url) === '/api/list')
      .map((r) => new URL(r.url, 'http://localhost').searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });
});
