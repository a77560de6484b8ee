import { kstDay } from '@ansim/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { listingImageStorageKey } from '../src/platform/images/variants.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { multipart } from './multipart.ts';
import { addressSource } from './sms-codes.ts';

/*
 * The console's content (issue 17 §5): boards written through the editor's calls are stored sanitized and
 * reach the public lists; popups keep their schedule; a version's force flag reaches /api/version and
 * /common/intro at once; common codes are renamed, and deleted only when nothing uses them. Every write
 * leaves one audit row in its own transaction, and a refused write leaves none.
 */

let ctx: TestContext;
const from = addressSource(47);
const PASSWORD = 'ansim2580!';
const tokens: Record<string, string> = {};

interface Envelope<T = unknown> {
  code: number;
  message: string;
  entity: T;
}

async function signIn(id: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: PASSWORD },
    remoteAddress: from(),
  });
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call<T = unknown>(method: Method, url: string, payload?: unknown, who = 'admin01') {
  const res = await ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: tokens[who] ?? '' } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: from(),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function auditRows(action: string, targetId: string) {
  const result = await ctx.handle.db.execute(
    `select action, target_id as "targetId", before, after from audit_log where action = '${action}' and target_id = '${targetId}'`,
  );
  return (result as unknown as { rows: { before: unknown; after: unknown }[] }).rows;
}

async function scalar<T>(query: string): Promise<T> {
  const result = await ctx.handle.db.execute(query);
  return Object.values((result as unknown as { rows: Record<string, T>[] }).rows[0] ?? {})[0] as T;
}

const notice = (over: Record<string, unknown> = {}) => ({
  boardType: 'NOTICE',
  category: 'CATEGORY001',
  title: '콘솔에서 쓴 공지',
  contentHtml: '<p>안내드립니다.</p>',
  boardStatus: 'ACTIVE',
  isTop: false,
  startDate: null,
  endDate: null,
  ...over,
});

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => kstDay(new Date(Date.now() + days * DAY));

beforeAll(async () => {
  ctx = await createTestApp();
  for (const id of ['admin01', 'user01', 'broker01', 'lawyer01']) tokens[id] = await signIn(id);
});
afterAll(async () => {
  await ctx?.close();
});

describe('who may call', () => {
  const calls: [Method, string][] = [
    ['GET', '/api/admin/boards'],
    ['POST', '/api/admin/boards'],
    ['PUT', '/api/admin/boards/1'],
    ['DELETE', '/api/admin/boards/1'],
    ['GET', '/api/admin/banners'],
    ['POST', '/api/admin/banners'],
    ['POST', '/api/admin/banners/image'],
    ['GET', '/api/admin/versions'],
    ['PATCH', '/api/admin/versions/1/force'],
    ['GET', '/api/admin/codes?groupCode=VISIT'],
    ['PUT', '/api/admin/codes/VISIT/VISIT001'],
    ['DELETE', '/api/admin/codes/VISIT/VISIT001'],
  ];
  it('refuses a visitor (401) and a member, broker and lawyer (403)', async () => {
    for (const [method, url] of calls) {
      expect(
        (await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, '')).status,
      ).toBe(401);
      for (const who of ['user01', 'broker01', 'lawyer01']) {
        const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, who);
        expect(res.status, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('boards', () => {
  it('stores the editor HTML sanitized, and audits the create with a hash of the body', async () => {
    const created = await call<{ boardNo: number }>(
      'POST',
      '/api/admin/boards',
      notice({
        title: '스크립트 시험',
        contentHtml:
          '<p onclick="alert(1)">안녕<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
          '<a href="javascript:alert(3)">링크</a><blockquote>인용</blockquote><strong>굵게</strong>',
      }),
    );
    expect(created.status).toBe(200);
    const { boardNo } = created.body.entity;
    const stored = await scalar<string>(`select content_html from boards where board_no = ${boardNo}`);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(stored).toContain('<strong>굵게</strong>');
    expect(stored).toContain('<blockquote>인용</blockquote>');
    const [row] = await auditRows('board.create', String(boardNo));
    expect(row?.after).toMatchObject({ title: '스크립트 시험', boardType: 'NOTICE' });
    expect((row?.after as { contentSha256?: string } | undefined)?.contentSha256).toMatch(/^[0-9a-f]{16}$/);

    const updated = await call(
      'PUT',
      `/api/admin/boards/${boardNo}`,
      notice({
        title: '스크립트 시험 수정',
        contentHtml: '<h2 onmouseover="x()">제목</h2><p>본문</p>',
      }),
    );
    expect(updated.status).toBe(200);
    const detail = await call<{ contentHtml: string; title: string }>('GET', `/api/admin/boards/${boardNo}`);
    expect(detail.body.entity.contentHtml).toBe('<h2>제목</h2><p>본문</p>');
    const [edit] = await auditRows('board.update', String(boardNo));
    expect(edit?.before).toMatchObject({ title: '스크립트 시험' });
    expect(edit?.after).toMatchObject({ title: '스크립트 시험 수정' });
  });

  it('a notice edited in the console shows in the public notice list, a hidden one does not', async () => {
    const { body } = await call<{ boardNo: number }>(
      'POST',
      '/api/admin/boards',
      notice({ title: '공개 공지 원본' }),
    );
    const boardNo = body.entity.boardNo;
    await call('PUT', `/api/admin/boards/${boardNo}`, notice({ title: '공개 공지 수정본' }));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/list?boardType=NOTICE&limit=10' });
    const titles = list.json<Envelope<{ list: { title: string }[] }>>().entity.list.map((b) => b.title);
    expect(titles).toContain('공개 공지 수정본');
    expect(titles).not.toContain('공개 공지 원본');

    await call(
      'PUT',
      `/api/admin/boards/${boardNo}`,
      notice({ title: '공개 공지 수정본', boardStatus: 'HIDDEN' }),
    );
    const after = await ctx.app.inject({ method: 'GET', url: '/api/list?boardType=NOTICE&limit=10' });
    expect(
      after.json<Envelope<{ list: { title: string }[] }>>().entity.list.map((b) => b.title),
    ).not.toContain('공개 공지 수정본');
    // The console still lists it, with its status.
    const admin = await call<{ list: { boardNo: number; boardStatus: string }[] }>(
      'GET',
      '/api/admin/boards?boardType=NOTICE&boardStatus=HIDDEN&limit=100',
    );
    expect(admin.body.entity.list.find((b) => b.boardNo === boardNo)?.boardStatus).toBe('HIDDEN');
  });

  it('lists every type, searches titles literally and sorts by a column', async () => {
    const faq = await call<{ list: { boardType: string }[]; pageInfo: { totalRow: number } }>(
      'GET',
      '/api/admin/boards?boardType=FAQ&sort=title&order=asc',
    );
    expect(faq.status).toBe(200);
    expect(faq.body.entity.list.every((b) => b.boardType === 'FAQ')).toBe(true);
    expect(faq.body.entity.pageInfo.totalRow).toBeGreaterThan(0);
    const none = await call<{ list: unknown[] }>('GET', '/api/admin/boards?q=%25%25%25');
    expect(none.body.entity.list).toEqual([]);
  });

  it('soft-deletes: gone from both lists, 404 after, one audit row', async () => {
    const { body } = await call<{ boardNo: number }>(
      'POST',
      '/api/admin/boards',
      notice({ title: '지울 공지' }),
    );
    const boardNo = body.entity.boardNo;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('DELETE', `/api/admin/boards/${boardNo}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(19);
    expect(await auditRows('board.delete', String(boardNo))).toHaveLength(1);
    expect((await call('GET', `/api/admin/boards/${boardNo}`)).status).toBe(404);
    expect(await scalar<string>(`select board_status from boards where board_no = ${boardNo}`)).toBe(
      'DELETE',
    );
  });

  it('refuses bad input in Korean (400) and unknown boards (404) without an audit row', async () => {
    const before = await scalar<number>(`select count(*)::int from audit_log where action like 'board.%'`);
    const long = await call('POST', '/api/admin/boards', notice({ title: '가'.repeat(201) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/제목/);
    const huge = await call('POST', '/api/admin/boards', notice({ contentHtml: 'a'.repeat(100_001) }));
    expect(huge.status).toBe(400);
    const badType = await call('POST', '/api/admin/boards', notice({ boardType: 'BLOG' }));
    expect(badType.status).toBe(400);
    const range = await call(
      'POST',
      '/api/admin/boards',
      notice({ startDate: '2026-12-10', endDate: '2026-12-01' }),
    );
    expect(range.status).toBe(400);
    expect(range.body.message).toContain('시작일은 종료일보다 늦을 수 없습니다.');
    // A body that is only a script is empty after cleaning, which is allowed; a title of spaces is not.
    const blank = await call('POST', '/api/admin/boards', notice({ title: '   ' }));
    expect(blank.status).toBe(400);
    expect((await call('PUT', '/api/admin/boards/99999999', notice())).status).toBe(404);
    expect((await call('DELETE', '/api/admin/boards/99999999')).status).toBe(404);
    const after = await scalar<number>(`select count(*)::int from audit_log where action like 'board.%'`);
    expect(after).toBe(before);
  });
});

describe('banners', () => {
  const banner = (over: Record<string, unknown> = {}) => ({
    title: '콘솔 팝업',
    imageUrl: null,
    contentText: '이번 주 점검 안내',
    boardType: null,
    link: null,
    linkType: false,
    startDate: dayFromNow(0),
    endDate: dayFromNow(3),
    isActive: true,
    sort: 5,
    ...over,
  });
  const showing = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/banner/detail' }))
      .json<Envelope<{ title: string }[]>>()
      .entity.map((b) => b.title);

  it('refuses a start after the end, and needs an image or a text', async () => {
    const before = await scalar<number>(`select count(*)::int from audit_log where action like 'banner.%'`);
    const reversed = await call(
      'POST',
      '/api/admin/banners',
      banner({ startDate: dayFromNow(5), endDate: dayFromNow(1) }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('시작일은 종료일보다 늦을 수 없습니다.');
    const empty = await call('POST', '/api/admin/banners', banner({ contentText: '' }));
    expect(empty.status).toBe(400);
    const badDay = await call('POST', '/api/admin/banners', banner({ startDate: '2026-13-40' }));
    expect(badDay.status).toBe(400);
    const noticeWithout = await call(
      'POST',
      '/api/admin/banners',
      banner({ boardType: 'NOTICE', link: '99999999' }),
    );
    expect(noticeWithout.status).toBe(400);
    const script = await call('POST', '/api/admin/banners', banner({ link: 'javascript:alert(1)' }));
    expect(script.status).toBe(400);
    expect(await scalar<number>(`select count(*)::int from audit_log where action like 'banner.%'`)).toBe(
      before,
    );
  });

  it('a current popup shows at once; a future one is listed as 예정 and not shown yet', async () => {
    const now = await call<{ bannerNo: number }>(
      'POST',
      '/api/admin/banners',
      banner({ title: '지금 팝업' }),
    );
    expect(now.status).toBe(200);
    const later = await call<{ bannerNo: number }>(
      'POST',
      '/api/admin/banners',
      banner({ title: '다음 주 팝업', startDate: dayFromNow(7), endDate: dayFromNow(9) }),
    );
    expect(later.status).toBe(200);
    const titles = await showing();
    expect(titles).toContain('지금 팝업');
    expect(titles).not.toContain('다음 주 팝업');
    const list = await call<{ list: { bannerNo: number; state: string; endDate: string | null }[] }>(
      'GET',
      '/api/admin/banners?limit=100',
    );
    const byNo = new Map(list.body.entity.list.map((b) => [b.bannerNo, b]));
    expect(byNo.get(now.body.entity.bannerNo)?.state).toBe('SHOWING');
    expect(byNo.get(now.body.entity.bannerNo)?.endDate).toBe(dayFromNow(3));
    expect(byNo.get(later.body.entity.bannerNo)?.state).toBe('SCHEDULED');
    expect(await auditRows('banner.create', String(later.body.entity.bannerNo))).toHaveLength(1);

    // Switched off: gone from the popup, 사용 안 함 in the console; then deleted.
    const off = await call(
      'PUT',
      `/api/admin/banners/${now.body.entity.bannerNo}`,
      banner({ title: '지금 팝업', isActive: false }),
    );
    expect(off.status).toBe(200);
    expect(await showing()).not.toContain('지금 팝업');
    const [edit] = await auditRows('banner.update', String(now.body.entity.bannerNo));
    expect(edit?.before).toMatchObject({ isActive: true });
    expect(edit?.after).toMatchObject({ isActive: false });
    expect((await call('DELETE', `/api/admin/banners/${now.body.entity.bannerNo}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/banners/${now.body.entity.bannerNo}`)).status).toBe(404);
    expect(await auditRows('banner.delete', String(now.body.entity.bannerNo))).toHaveLength(1);
  });

  it('uploads a picture through the photo pipeline and serves it', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = multipart({}, [{ field: 'file', name: 'popup.png', type: 'image/png', data: png }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/banners/image',
      headers: { ...form.headers, authorization: tokens.admin01 ?? '' },
      payload: form.payload,
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json<Envelope<{ imageUrl: string }>>().entity;
    expect(imageUrl).toMatch(/^\/images\/sale\/[0-9a-f]+\/detail\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    const saved = await call(
      'POST',
      '/api/admin/banners',
      banner({ title: '그림 팝업', imageUrl, contentText: null }),
    );
    expect(saved.status).toBe(200);
    // The file sweep keeps a photo a popup names, though no listing holds it.
    const key = /\/images\/sale\/([0-9a-f]+)\//.exec(imageUrl)?.[1] ?? '';
    const stored = listingImageStorageKey(key, 'detail.webp');
    const kept = await createFilesRepo(ctx.handle.db).referencedKeys([stored]);
    expect(kept.has(stored)).toBe(true);

    const text = multipart({}, [
      { field: 'file', name: 'x.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/banners/image',
      headers: { ...text.headers, authorization: tokens.admin01 ?? '' },
      payload: text.payload,
      remoteAddress: from(),
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('app versions', () => {
  const versionOf = async (platform: string, appVersion?: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/version?devicePlatformType=${platform}${appVersion ? `&appVersion=${appVersion}` : ''}`,
      })
    ).json<Envelope<{ version: string; isForce: boolean }>>().entity;

  it('a new release and its force flag show in /api/version and /common/intro at once', async () => {
    const created = await call<{ appVersionNo: number; isForce: boolean }>('POST', '/api/admin/versions', {
      platform: 'ANDROID',
      version: '1.3.0',
      isForce: false,
      note: '콘솔 시험',
    });
    expect(created.status).toBe(200);
    expect(await versionOf('ANDROID', '1.2.0')).toMatchObject({ version: '1.3.0', isForce: false });

    const forced = await call<{ isForce: boolean }>(
      'PATCH',
      `/api/admin/versions/${created.body.entity.appVersionNo}/force`,
      { isForce: true },
    );
    expect(forced.body.entity.isForce).toBe(true);
    expect(await versionOf('ANDROID', '1.2.0')).toMatchObject({ version: '1.3.0', isForce: true });
    const intro = await ctx.app.inject({
      method: 'POST',
      url: '/common/intro',
      payload: { device: { os: 'Android 15', appVersion: '1.2.0' }, userNo: null },
    });
    expect(
      intro.json<Envelope<{ version: { isForce: boolean; version: string } }>>().entity.version,
    ).toMatchObject({
      version: '1.3.0',
      isForce: true,
    });
    const [row] = await auditRows('version.update', String(created.body.entity.appVersionNo));
    expect(row?.before).toMatchObject({ isForce: false });
    expect(row?.after).toMatchObject({ isForce: true });
  });

  it('the same version twice at once: one row, the rest 409, one audit row', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/admin/versions', { platform: 'IOS', version: '7.7.7', isForce: false }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.body.message).toBe('이미 등록된 버전입니다.');
    expect(
      await scalar<number>(
        `select count(*)::int from audit_log where action = 'version.create' and after->>'version' = '7.7.7'`,
      ),
    ).toBe(1);
  });

  it('refuses a bad version text and an unknown row', async () => {
    expect((await call('POST', '/api/admin/versions', { platform: 'IOS', version: '1.x' })).status).toBe(400);
    expect((await call('POST', '/api/admin/versions', { platform: 'MAC', version: '1.0' })).status).toBe(400);
    expect((await call('PATCH', '/api/admin/versions/99999999/force', { isForce: true })).status).toBe(404);
  });
});

describe('common codes', () => {
  it('renames a code: /common/codeList answers the new name, the audit row has both', async () => {
    const res = await call('PUT', '/api/admin/codes/VISIT/VISIT003', {
      codeName: 'SNS (인스타그램 등)',
      description: '콘솔에서 고친 설명',
    });
    expect(res.status).toBe(200);
    const codes = (await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=VISIT' })).json<
      Envelope<{ code: string; codeName: string; description: string | null }[]>
    >().entity;
    expect(codes.find((c) => c.code === 'VISIT003')).toMatchObject({
      codeName: 'SNS (인스타그램 등)',
      description: '콘솔에서 고친 설명',
    });
    const [row] = await auditRows('code.update', 'VISIT:VISIT003');
    expect(row?.before).toMatchObject({ codeName: 'SNS' });
    expect(row?.after).toMatchObject({ codeName: 'SNS (인스타그램 등)' });
  });

  it('refuses to delete a code data uses (409) and a code the service names, without an audit row', async () => {
    const used = await scalar<string>(`select code from sale_options where group_code = 'HEAT' limit 1`);
    expect(used).toBeTruthy();
    const list = await call<{ code: string; inUse: boolean }[]>('GET', '/api/admin/codes?groupCode=HEAT');
    expect(list.body.entity.find((c) => c.code === used)?.inUse).toBe(true);
    const refused = await call('DELETE', `/api/admin/codes/HEAT/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('사용 중인 코드는 삭제할 수 없습니다.');
    expect((await call('DELETE', '/api/admin/codes/SALE_STATUS/ACTIVE')).status).toBe(409);
    expect(await auditRows('code.delete', `HEAT:${used}`)).toHaveLength(0);
    expect(await auditRows('code.delete', 'SALE_STATUS:ACTIVE')).toHaveLength(0);
  });

  it('deletes an unused code once (20 at once: one 200), gone from /common/codeList', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('DELETE', '/api/admin/codes/VISIT/VISIT006')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(19);
    expect(await auditRows('code.delete', 'VISIT:VISIT006')).toHaveLength(1);
    const codes = (await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=VISIT' })).json<
      Envelope<{ code: string }[]>
    >().entity;
    expect(codes.map((c) => c.code)).not.toContain('VISIT006');
    const admin = await call<{ code: string }[]>('GET', '/api/admin/codes?groupCode=VISIT');
    expect(admin.body.entity.map((c) => c.code)).not.toContain('VISIT006');
  });

  it('the start-up seed keeps the operator’s name and does not bring a deleted code back', async () => {
    await seed(ctx.handle.db, { demo: true });
    const codes = (await ctx.app.inject({ method: 'GET', url: '/common/codeList?groupCode=VISIT' })).json<
      Envelope<{ code: string; codeName: string }[]>
    >().entity;
    expect(codes.find((c) => c.code === 'VISIT003')?.codeName).toBe('SNS (인스타그램 등)');
    expect(codes.map((c) => c.code)).not.toContain('VISIT006');
  });

  it('refuses bad groups, codes and names', async () => {
    expect((await call('GET', '/api/admin/codes?groupCode=NOPE')).status).toBe(400);
    expect((await call('PUT', '/api/admin/codes/VISIT/VISIT001', { codeName: '' })).status).toBe(400);
    expect(
      (await call('PUT', '/api/admin/codes/VISIT/VISIT001', { codeName: '가'.repeat(101) })).status,
    ).toBe(400);
    expect((await call('PUT', '/api/admin/codes/VISIT/NOPE999', { codeName: '없음' })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/codes/VISIT/bad-code!')).status).toBe(400);
  });
});
