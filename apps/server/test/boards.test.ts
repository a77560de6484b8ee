import { FAQ_CATEGORIES, kstDay } from '@ansim/domain';
import {
  BOARD_MESSAGES,
  type BoardDetail,
  type BoardList,
  ERRORS,
  type TermsDocument,
} from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '../src/db/schema/index.ts';
import { createBoardsRepo } from '../src/modules/boards/repo.ts';
import { createBoardsService } from '../src/modules/boards/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Boards (issue 16 §1, §6; spec 02 §3, §7; spec 01 §9): the list's paging, search and filters, what a member
 * must never see (other types, hidden and out-of-date rows), pinned notices first, a view counted once per
 * call also under parallel calls, terms HTML cleaned on write and on read, and the Korean refusals.
 */

let ctx: TestContext;
let adminAuth: string;

const DAY = 24 * 60 * 60 * 1000;
const today = () => kstDay(new Date());
const dayFrom = (days: number) => kstDay(new Date(Date.now() + days * DAY));

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

async function call<T>(method: 'GET' | 'PATCH', url: string, authorization?: string) {
  const res = await ctx.app.inject({
    method,
    url,
    ...(method === 'PATCH' ? { payload: {} } : {}),
    headers: authorization ? { authorization } : {},
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

const list = (query: string, authorization?: string) =>
  call<BoardList>('GET', `/api/list?${query}`, authorization);

type NewBoard = Partial<typeof boards.$inferInsert> & { title: string };
async function addBoard(row: NewBoard): Promise<number> {
  const [inserted] = await ctx.handle.db
    .insert(boards)
    .values({ boardType: 'NOTICE', contentHtml: '<p>본문</p>', contentText: '본문', ...row })
    .returning({ boardNo: boards.boardNo });
  return inserted!.boardNo;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: 'admin01', password: 'ansim2580!' },
  });
  adminAuth = login.headers.authorization as string;
  expect(adminAuth).toMatch(/^Bearer /);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/list', () => {
  it('pages a type by 10 with pageInfo, and refuses a larger limit in Korean', async () => {
    const token = '페이지토큰';
    for (let i = 1; i <= 12; i++) {
      await addBoard({ title: `${token} 공지 ${i}`, createdAt: new Date(Date.now() - (20 - i) * DAY) });
    }
    const first = await list(`boardType=NOTICE&searchText=${encodeURIComponent(token)}`);
    expect(first.status).toBe(200);
    expect(first.body.entity.list).toHaveLength(10);
    expect(first.body.entity.pageInfo).toEqual({ page: 1, totalPage: 2, totalRow: 12 });
    // Newest first.
    expect(first.body.entity.list[0]!.title).toBe(`${token} 공지 12`);
    const second = await list(`boardType=NOTICE&searchText=${encodeURIComponent(token)}&page=2`);
    expect(second.body.entity.list.map((b) => b.title)).toEqual([`${token} 공지 2`, `${token} 공지 1`]);
    // No row on two pages.
    const seen = [...first.body.entity.list, ...second.body.entity.list].map((b) => b.boardNo);
    expect(new Set(seen).size).toBe(12);

    const tooMany = await list('boardType=NOTICE&limit=11');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit: limit는 1~10 사이의 숫자로 입력해주세요.');
  });

  it('lists only published rows of the type asked for: never another type, hidden or out-of-date rows', async () => {
    const token = '가시성토큰';
    const shown = [
      await addBoard({ title: `${token} 게시 중` }),
      await addBoard({ title: `${token} 오늘까지`, startDate: dayFrom(-3), endDate: today() }),
    ];
    const hidden = await addBoard({ title: `${token} 숨김`, boardStatus: 'HIDDEN' });
    const deleted = await addBoard({ title: `${token} 삭제`, boardStatus: 'DELETE' });
    const expired = await addBoard({ title: `${token} 지난 글`, endDate: dayFrom(-1) });
    const scheduled = await addBoard({ title: `${token} 예약 글`, startDate: dayFrom(1) });
    const otherType = await addBoard({ title: `${token} FAQ`, boardType: 'FAQ', category: 'FAQ001' });

    const q = `boardType=NOTICE&searchText=${encodeURIComponent(token)}`;
    const visitor = await list(q);
    expect(visitor.body.entity.list.map((b) => b.boardNo).sort()).toEqual(shown.sort());
    expect(visitor.body.entity.pageInfo.totalRow).toBe(2);
    // Asking for hidden rows changes nothing for a member.
    const asked = await list(`${q}&boardStatus=HIDDEN`);
    expect(asked.body.entity.list.map((b) => b.boardNo).sort()).toEqual(shown.sort());

    // The operator sees every row but deleted ones, and may filter by status.
    const operator = await list(q, adminAuth);
    const operatorNos = operator.body.entity.list.map((b) => b.boardNo);
    expect(operatorNos).toEqual(expect.arrayContaining([...shown, hidden, expired, scheduled]));
    expect(operatorNos).not.toContain(deleted);
    expect(operatorNos).not.toContain(otherType);
    const onlyHidden = await list(`${q}&boardStatus=HIDDEN`, adminAuth);
    expect(onlyHidden.body.entity.list.map((b) => b.boardNo)).toEqual([hidden]);
  });

  it('puts pinned notices first, then the newest', async () => {
    const token = '고정토큰';
    const old = await addBoard({
      title: `${token} 오래된 고정`,
      isTop: true,
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    const newest = await addBoard({ title: `${token} 최신` });
    const middle = await addBoard({ title: `${token} 중간`, createdAt: new Date(Date.now() - DAY) });
    const res = await list(`boardType=NOTICE&searchText=${encodeURIComponent(token)}`);
    expect(res.body.entity.list.map((b) => b.boardNo)).toEqual([old, newest, middle]);
    expect(res.body.entity.list[0]!.isTop).toBe(true);

    const pinnedOnly = await list(`boardType=NOTICE&isTop=Y&searchText=${encodeURIComponent(token)}`);
    expect(pinnedOnly.body.entity.list.map((b) => b.boardNo)).toEqual([old]);
    const unpinned = await list(`boardType=NOTICE&isTop=N&searchText=${encodeURIComponent(token)}`);
    expect(unpinned.body.entity.list.map((b) => b.boardNo)).toEqual([newest, middle]);
  });

  it('searches the title, the text of the body or both, never the markup, and literally', async () => {
    const a = await addBoard({
      title: '검색범위 제목에만 사과',
      contentHtml: '<p>본문 내용</p>',
      contentText: '본문 내용',
    });
    const b = await addBoard({
      title: '검색범위 두 번째',
      contentHtml: '<p><strong>사과</strong> 본문</p>',
      contentText: '사과 본문',
    });
    const nos = async (query: string) =>
      (await list(`boardType=NOTICE&${query}`)).body.entity.list.map((r) => r.boardNo).sort();
    expect(await nos(`searchType=title&searchText=${encodeURIComponent('사과')}`)).toEqual([a]);
    expect(await nos(`searchType=content&searchText=${encodeURIComponent('사과')}`)).toEqual([b]);
    expect(await nos(`searchText=${encodeURIComponent('사과')}`)).toEqual([a, b].sort());
    // Tag names are not text.
    expect(await nos(`searchType=content&searchText=strong`)).toEqual([]);
    // % and _ are letters, not wildcards.
    expect(await nos(`searchText=${encodeURIComponent('검색%범위')}`)).toEqual([]);
    expect(await nos(`searchText=${encodeURIComponent('검색범위_')}`)).toEqual([]);

    const badType = await list('searchType=body&searchText=x');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(`searchType: ${BOARD_MESSAGES.badSearchType}`);
    const long = await list(`searchText=${'가'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`searchText: ${BOARD_MESSAGES.searchTooLong}`);
  });

  it('filters by FAQ category and registration dates, and gives the FAQ its answers', async () => {
    // The seeded ten; an earlier test added one more, its title marked with its token.
    const faq = await list('boardType=FAQ');
    expect(faq.body.entity.pageInfo.totalRow).toBe(11);
    const seeded = faq.body.entity.list.filter((b) => !b.title.includes('토큰'));
    expect(seeded).toHaveLength(10);
    expect(new Set(seeded.map((b) => b.category))).toEqual(new Set(FAQ_CATEGORIES.map((c) => c.code)));
    for (const item of seeded) {
      expect(item.contentHtml?.length ?? 0).toBeGreaterThan(20);
      expect(item.categoryName).toBe(FAQ_CATEGORIES.find((c) => c.code === item.category)?.label);
    }
    const accounts = await list('boardType=FAQ&category=FAQ001');
    expect(accounts.body.entity.list.map((b) => b.category)).toEqual(['FAQ001', 'FAQ001', 'FAQ001']);
    // Notices leave the body out.
    const notices = await list('boardType=NOTICE');
    expect(notices.body.entity.list.every((b) => b.contentHtml === null)).toBe(true);

    const token = '기간토큰';
    const inRange = await addBoard({ title: `${token} 안`, createdAt: new Date('2026-03-10T03:00:00Z') });
    await addBoard({ title: `${token} 밖`, createdAt: new Date('2026-04-01T03:00:00Z') });
    // 2026-02-28 23:30 in Seoul is 02-28 there, outside a range from 03-01.
    await addBoard({ title: `${token} 경계`, createdAt: new Date('2026-02-28T14:30:00Z') });
    const ranged = await list(
      `boardType=NOTICE&startDate=2026-03-01&endDate=2026-03-31&searchText=${encodeURIComponent(token)}`,
    );
    expect(ranged.body.entity.list.map((b) => b.boardNo)).toEqual([inRange]);

    for (const [query, message] of [
      ['boardType=BLOG', BOARD_MESSAGES.badType],
      ['category=FAQ999', BOARD_MESSAGES.badCategory],
      ['startDate=2026-02-30', BOARD_MESSAGES.badDate],
      ['startDate=2026-03-02&endDate=2026-03-01', BOARD_MESSAGES.badRange],
      ['isTop=maybe', BOARD_MESSAGES.badIsTop],
      ['boardStatus=GONE', BOARD_MESSAGES.badStatus],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(ERRORS.VALIDATION.code);
      expect(res.body.message, query).toContain(message);
    }
  });
});

describe('PATCH /api/board/{boardNo}', () => {
  it('counts one view per call, parallel calls counted exactly', async () => {
    const boardNo = await addBoard({ title: '조회수 세기' });
    const first = await call<BoardDetail>('PATCH', `/api/board/${boardNo}`);
    expect(first.status).toBe(200);
    expect(first.body.entity).toMatchObject({ boardNo, title: '조회수 세기', viewCount: 1 });
    expect(first.body.entity.contentHtml).toBe('<p>본문</p>');

    const results = await Promise.all(
      Array.from({ length: 25 }, () => call<BoardDetail>('PATCH', `/api/board/${boardNo}`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Every call saw a count of its own.
    expect(new Set(results.map((r) => r.body.entity.viewCount)).size).toBe(25);
    const [row] = await ctx.handle.db.select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(row!.viewCount).toBe(26);
  });

  it('answers 404 in Korean for an unknown, hidden or deleted board; the operator previews a hidden one uncounted', async () => {
    const missing = await call('PATCH', '/api/board/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: ERRORS.NOT_FOUND.code,
      message: '게시글을 찾을 수 없습니다.',
    });

    const hidden = await addBoard({ title: '숨긴 글', boardStatus: 'HIDDEN' });
    const expired = await addBoard({ title: '지난 글', endDate: dayFrom(-1) });
    for (const boardNo of [hidden, expired]) {
      const res = await call('PATCH', `/api/board/${boardNo}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(BOARD_MESSAGES.notFound);
    }
    const preview = await call<BoardDetail>('PATCH', `/api/board/${hidden}`, adminAuth);
    expect(preview.status).toBe(200);
    expect(preview.body.entity).toMatchObject({ boardNo: hidden, boardStatus: 'HIDDEN', viewCount: 0 });
    const [row] = await ctx.handle.db.select().from(boards).where(eq(boards.boardNo, hidden));
    expect(row!.viewCount).toBe(0);

    const bad = await call('PATCH', '/api/board/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`boardNo: ${BOARD_MESSAGES.badBoardNo}`);
  });
});

describe('PATCH /api/board/type/{boardType}', () => {
  it('answers the seeded terms in force, PIPA retention of the consent form included', async () => {
    for (const [type, title] of [
      ['SERVICE', '서비스 이용약관'],
      ['PRIVATE', '개인정보 처리방침'],
      ['GPS', '위치기반서비스 이용약관'],
      ['POLICY', '운영정책'],
    ] as const) {
      const res = await call<TermsDocument>('PATCH', `/api/board/type/${type}`);
      expect(res.status, type).toBe(200);
      expect(res.body.entity).toMatchObject({ boardType: type, title, startDate: '2026-11-01' });
    }
    const privacy = await call<TermsDocument>('PATCH', '/api/board/type/PRIVATE');
    expect(privacy.body.entity.contentHtml).toContain('제공일로부터 1년 동안 보관한 뒤 지체 없이 파기');
  });

  it('cleans the HTML on read: a script and an onerror are gone, an allowed strong stays', async () => {
    // Written past the editor's sanitizer, as an old or tampered row would be.
    const dirty =
      '<h2>제1조</h2><script>alert(1)</script><p onclick="x()">약관 <strong>굵게</strong></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">나쁜 링크</a>' +
      '<a href="https://example.com/a">좋은 링크</a><iframe src="https://evil.example"></iframe>' +
      '<p style="color:red">색</p>';
    await addBoard({ boardType: 'GPS', title: '위치 약관 개정', contentHtml: dirty, startDate: today() });
    const res = await call<TermsDocument>('PATCH', '/api/board/type/GPS');
    expect(res.body.entity.title).toBe('위치 약관 개정');
    const html = res.body.entity.contentHtml;
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|<img|javascript:|<iframe|style=/i);
    expect(html).toContain('<strong>굵게</strong>');
    expect(html).toContain('<h2>제1조</h2>');
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">좋은 링크</a>',
    );
    expect(html).toContain('<a>나쁜 링크</a>');
  });

  it('cleans the HTML on write: the operator service stores only what may be shown', async () => {
    const service = createBoardsService({ db: ctx.handle.db, repo: createBoardsRepo(ctx.handle.db) });
    const admin = { userNo: 1, userType: 'ADMIN' as const, sessionId: 'test' };
    const boardNo = await service.save(admin, null, {
      boardType: 'NOTICE',
      category: 'CATEGORY001',
      title: '  저장 시 정리  ',
      contentHtml: '<p>안녕<script>steal()</script><img src=x onerror=alert(1)> <em>하세요</em></p>',
      boardStatus: 'ACTIVE',
      isTop: false,
      startDate: null,
      endDate: null,
    });
    const [row] = await ctx.handle.db.select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(row).toMatchObject({
      title: '저장 시 정리',
      contentHtml: '<p>안녕 <em>하세요</em></p>',
      contentText: '안녕 하세요',
    });
    const member = { userNo: 2, userType: 'GENERAL' as const, sessionId: 'test' };
    await expect(
      service.save(member, boardNo, {
        boardType: 'NOTICE',
        category: null,
        title: 'x',
        contentHtml: '',
        boardStatus: 'ACTIVE',
        isTop: false,
        startDate: null,
        endDate: null,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an unknown or non-terms type with 400 in Korean, and says 내역이 없습니다 when none is published', async () => {
    for (const type of ['FOO', 'NOTICE', 'FAQ']) {
      const res = await call('PATCH', `/api/board/type/${type}`);
      expect(res.status, type).toBe(400);
      expect(res.body).toMatchObject({
        code: ERRORS.VALIDATION.code,
        message: `boardType: ${BOARD_MESSAGES.badTermsType}`,
      });
    }
    const none = await call('PATCH', '/api/board/type/TERMS');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('내역이 없습니다.');
  });
});
