import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promotionPdfFileName } from '@ansim/domain';
import { ERRORS, type PromotionConsentInput, promotionConsentSchema } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { promotionConsents, sales, storedFiles } from '../src/db/schema/index.ts';
import { createConsentsRepo } from '../src/modules/consents/repo.ts';
import { purgeExpiredConsents } from '../src/modules/consents/retention.ts';
import { createConsentsService } from '../src/modules/consents/service.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { createFilesService } from '../src/modules/files/service.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

/**
 * The 매물홍보확인서 (spec 02 §3, §9): an A4 PDF in Korean with the font embedded, under its dated Korean
 * name; kept with the listing by its owner only, as a private file the sweeper keeps; its personal data
 * wiped one year after it was given, and nothing younger touched.
 */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-consent-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const FORM = {
  newSaleAddr: '서울특별시 강남구 테헤란로 152 101동 1203호',
  type: 'MONTHLY',
  price: '1,000',
  monthlyPrice: '55',
  ownerName: '김소유',
  relationship: 2,
  promotionName: '이의뢰',
  company: '안심공인중개사사무소',
  phone: '010-1234-5678',
  regDate: '2026-11-24',
} satisfies PromotionConsentInput;

async function signIn(id: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: 'ansim2580!' },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

const pdfOf = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/sale/consent/pdf', headers, payload });
const save = (saleNo: number, payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/sale/${saleNo}/consent`, headers, payload });

async function pageText(data: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), disableFontFace: true }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

async function listingOf(userNo: number): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ saleNo: sales.saleNo })
    .from(sales)
    .where(eq(sales.userNo, userNo))
    .limit(1);
  if (!row) throw new Error(`user ${userNo} has no listing`);
  return row.saleNo;
}

const consentCount = () =>
  ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionConsents)
    .then((rows) => rows[0]?.n ?? 0);

/** Every file under FILES_DIR, as storage keys. */
const storedOnDisk = (): string[] =>
  (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );

describe('POST /api/sale/consent/pdf', () => {
  it('answers an A4 PDF in Korean, the font embedded, named 매물홍보확인서-{date}.pdf', async () => {
    const broker = await signIn('broker01');
    const res = await pdfOf({ ...FORM, saleNo: 100123 }, broker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    const name = promotionPdfFileName(new Date());
    expect(name).toMatch(/^매물홍보확인서-\d{8}\.pdf$/);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(disposition).toMatch(/^attachment;/);

    const bytes = res.rawPayload;
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // The Korean font travels inside the file (a TrueType subset), so no viewer needs one of its own.
    const embedded = document.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(embedded.length).toBeGreaterThanOrEqual(1);

    const text = await pageText(bytes);
    for (const words of [
      '매물번호 100123',
      '사진 촬영·게시 동의서',
      '서울특별시 강남구 테헤란로 152 101동 1203호',
      '보증금 1,000만원 / 월세 55만원',
      '김소유',
      '이의뢰',
      '세입자',
      '010-1234-5678',
      '안심공인중개사사무소',
      '사진 촬영 및 게시 동의',
      '개인정보 수집·이용 동의',
      '제공일로부터 1년',
      '2026년 11월 24일',
      '(서명 또는 인)',
    ]) {
      expect(text).toContain(words);
    }
    // The title is set letter-spaced; its letters are there in order.
    expect(text.replaceAll(' ', '')).toContain('매물홍보확인서');
    // Only the chosen relationship is printed, not the whole option list.
    expect(text).not.toContain('직접 입력');
  });

  it('prints a typed relationship for 직접 입력, and the sale price for 매매', async () => {
    const broker = await signIn('broker01');
    const res = await pdfOf(
      {
        ...FORM,
        type: 'SALE',
        price: '35000',
        monthlyPrice: '',
        relationship: 99,
        relationshipText: '소유자의 배우자',
      },
      broker.headers,
    );
    expect(res.statusCode).toBe(200);
    const text = await pageText(res.rawPayload);
    expect(text).toContain('소유자의 배우자');
    expect(text).toContain('매매가 3억 5,000만원');
    expect(text).not.toContain('월세');
    expect(text).toContain('매물 등록 전 작성');
  });

  it('refuses bad input with 400 naming the field in Korean, and never sends a PDF', async () => {
    const broker = await signIn('broker01');
    const cases: [object, string][] = [
      [{ ...FORM, relationship: 99 }, 'relationshipText: 의뢰인과 소유자의 관계를 직접 입력해주세요.'],
      [{ ...FORM, relationship: 5 }, 'relationship: 의뢰인과 소유자의 관계를 선택해주세요.'],
      [{ ...FORM, ownerName: '  ' }, 'ownerName: 소유자 성명을 입력해주세요.'],
      [{ ...FORM, ownerName: '가'.repeat(31) }, 'ownerName: 소유자 성명은 30자 이내로 입력해주세요.'],
      [{ ...FORM, phone: '12345' }, 'phone: 연락처를 정확히 입력해주세요.'],
      [{ ...FORM, monthlyPrice: '' }, 'monthlyPrice: 월세를 입력해주세요.'],
      [{ ...FORM, price: '1234567890' }, 'price: 금액은 9자리 이하의 숫자로 입력해주세요.'],
      [{ ...FORM, regDate: '2026-02-30' }, 'regDate: 작성일을 정확히 입력해주세요. (예: 2026-01-31)'],
      [{ ...FORM, type: 'LEASE' }, 'type: 거래 유형을 선택해주세요.'],
      [
        { ...FORM, promotionName: 'a\u0000b' },
        'promotionName: 의뢰인 성명은 사용할 수 없는 문자(NUL)를 포함할 수 없습니다.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await pdfOf(payload, broker.headers);
      expect(res.statusCode, message).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: ERRORS.VALIDATION.code, message });
    }
  });

  it('is for brokers only', async () => {
    expect((await pdfOf(FORM)).statusCode).toBe(401);
    const user = await signIn('user01');
    const res = await pdfOf(FORM, user.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ERRORS.FORBIDDEN.code });
  });
});

describe('POST /api/sale/:saleNo/consent', () => {
  it("keeps the form and its PDF with the owner's listing, as a private file the sweeper keeps", async () => {
    const owner = await signIn('broker01');
    const saleNo = await listingOf(owner.userNo);
    const res = await save(saleNo, { ...FORM, relationship: 1, relationshipText: '남는 글' }, owner.headers);
    expect(res.statusCode).toBe(200);
    const { consentNo, fileId } = res.json<{ entity: { consentNo: number; fileId: string } }>().entity;

    const row = await ctx.handle.db
      .select()
      .from(promotionConsents)
      .where(eq(promotionConsents.consentNo, consentNo))
      .then((rows) => rows[0]);
    expect(row).toMatchObject({
      saleNo,
      userNo: owner.userNo,
      dealType: 'MONTHLY',
      price: 1000,
      monthlyPrice: 55,
      ownerName: '김소유',
      relationship: 1,
      // A text typed before choosing 본인 is not kept.
      relationshipText: null,
      promotionName: '이의뢰',
      phone: '010-1234-5678',
      regDate: '2026-11-24',
      fileId,
      purgedAt: null,
    });

    const [file] = await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId));
    expect(file).toMatchObject({
      ownerUserNo: owner.userNo,
      kind: 'PROMOTION_CONSENT',
      mime: 'application/pdf',
    });
    if (!file) throw new Error('no stored file');
    expect(storedOnDisk()).toContain(file.storageKey);
    const kept = await createFilesRepo(ctx.handle.db).referencedKeys([file.storageKey]);
    expect(kept.has(file.storageKey)).toBe(true);

    // The owner reads it back as a private file; another broker cannot.
    const back = await ctx.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: owner.headers });
    expect(back.statusCode).toBe(200);
    const document = await PDFDocument.load(back.rawPayload);
    expect(document.getPageCount()).toBe(1);
    const other = await signIn('broker02');
    const refused = await ctx.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: other.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses another broker (403) and an unknown listing (404), keeping nothing', async () => {
    const owner = await signIn('broker01');
    const saleNo = await listingOf(owner.userNo);
    const other = await signIn('broker02');
    const [rowsBefore, filesBefore] = [await consentCount(), storedOnDisk().length];

    const refused = await save(saleNo, FORM, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERRORS.FORBIDDEN.code });
    const unknown = await save(2_000_000_000, FORM, owner.headers);
    expect(unknown.statusCode).toBe(404);
    const visitor = await save(saleNo, FORM, {});
    expect(visitor.statusCode).toBe(401);
    const mismatch = await save(saleNo, { ...FORM, saleNo: saleNo + 1 }, owner.headers);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toBe(
      'saleNo: 매물번호가 주소의 매물번호와 다릅니다.',
    );
    const invalid = await save(saleNo, { ...FORM, phone: '' }, owner.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toBe('phone: 의뢰인 연락처를 입력해주세요.');

    expect(await consentCount()).toBe(rowsBefore);
    expect(storedOnDisk().length).toBe(filesBefore);
  });
});

describe('a save that fails half-way', () => {
  it('keeps no consent, no stored-file row and no file', async () => {
    const owner = await signIn('broker01');
    const saleNo = await listingOf(owner.userNo);
    const repo = createConsentsRepo(ctx.handle.db);
    const files = createFilesService({
      repo: createFilesRepo(ctx.handle.db),
      store: diskFileStore(filesDir),
      linkSecret: TEST_JWT_SECRET,
    });
    // The consent row fails after the PDF was written and its stored-file row inserted.
    const failing = createConsentsService({
      db: ctx.handle.db,
      repo: {
        ...repo,
        insert: async () => {
          throw new Error('the database went away');
        },
      },
      files,
    });
    const consentFiles = () =>
      ctx.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(eq(storedFiles.kind, 'PROMOTION_CONSENT'))
        .then((rows) => rows[0]?.n ?? 0);
    const before = [await consentCount(), await consentFiles(), storedOnDisk().length];
    const caller = { userNo: owner.userNo, userType: 'BROKER' as const, sessionId: 'test' };
    await expect(failing.save(caller, saleNo, promotionConsentSchema.parse(FORM))).rejects.toThrow(
      'the database went away',
    );
    expect([await consentCount(), await consentFiles(), storedOnDisk().length]).toEqual(before);
  });
});

describe('purgeExpiredConsents', () => {
  it('wipes the personal data and the PDF of consents over a year old, and nothing younger', async () => {
    const owner = await signIn('broker01');
    const saleNo = await listingOf(owner.userNo);
    const saved = async (form: object) => {
      const res = await save(saleNo, form, owner.headers);
      expect(res.statusCode).toBe(200);
      return res.json<{ entity: { consentNo: number; fileId: string } }>().entity;
    };
    const old = await saved({ ...FORM, relationship: 99, relationshipText: '관리인' });
    const young = await saved({ ...FORM, ownerName: '박젊음', relationship: 99, relationshipText: '대리인' });

    const now = new Date();
    const twoYearsLater = new Date(now);
    twoYearsLater.setUTCFullYear(now.getUTCFullYear() + 2);
    // `young` was given 18 months after `old`: at the purge it is six months old.
    const eighteenMonthsLater = new Date(now);
    eighteenMonthsLater.setUTCMonth(now.getUTCMonth() + 18);
    await ctx.handle.db
      .update(promotionConsents)
      .set({ givenAt: eighteenMonthsLater })
      .where(eq(promotionConsents.consentNo, young.consentNo));
    const keyOf = async (fileId: string) => {
      const [file] = await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId));
      if (!file) throw new Error('no stored file');
      return file.storageKey;
    };
    const [oldKey, youngKey] = [await keyOf(old.fileId), await keyOf(young.fileId)];

    const store = diskFileStore(filesDir);
    // Nothing is due today.
    const today = await purgeExpiredConsents(ctx.handle.db, store, now);
    expect(today.purged).toBe(0);
    expect(storedOnDisk()).toContain(oldKey);

    const report = await purgeExpiredConsents(ctx.handle.db, store, twoYearsLater);
    expect(report.purged).toBeGreaterThanOrEqual(1);

    const byNo = (consentNo: number) =>
      ctx.handle.db
        .select()
        .from(promotionConsents)
        .where(eq(promotionConsents.consentNo, consentNo))
        .then((rows) => rows[0]);
    expect(await byNo(old.consentNo)).toMatchObject({
      ownerName: null,
      promotionName: null,
      phone: null,
      relationshipText: null,
      fileId: null,
      // What is not personal stays: the listing still shows that, and when, a consent was given.
      saleNo,
      newSaleAddr: FORM.newSaleAddr,
      company: FORM.company,
      relationship: 99,
    });
    expect((await byNo(old.consentNo))?.purgedAt).toEqual(twoYearsLater);
    expect(await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.fileId, old.fileId))).toEqual(
      [],
    );
    expect(storedOnDisk()).not.toContain(oldKey);
    expect((await createFilesRepo(ctx.handle.db).referencedKeys([oldKey])).has(oldKey)).toBe(false);

    // The younger consent keeps everything.
    expect(await byNo(young.consentNo)).toMatchObject({
      ownerName: '박젊음',
      promotionName: '이의뢰',
      phone: '010-1234-5678',
      relationshipText: '대리인',
      fileId: young.fileId,
      purgedAt: null,
    });
    expect(storedOnDisk()).toContain(youngKey);

    // Idempotent: a second run finds nothing more to do.
    const again = await purgeExpiredConsents(ctx.handle.db, store, twoYearsLater);
    expect(again).toEqual({ purged: 0, filesRemoved: 0 });
    const stillPersonal = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionConsents)
      .where(and(sql`${promotionConsents.purgedAt} is null`, sql`${promotionConsents.givenAt} <= ${now}`));
    expect(stillPersonal[0]?.n).toBe(0);
  });

  it('a purged row cannot hold personal data again (the database refuses a half-purged row)', async () => {
    const owner = await signIn('broker01');
    const [purged] = await ctx.handle.db
      .select({ consentNo: promotionConsents.consentNo })
      .from(promotionConsents)
      .where(and(eq(promotionConsents.userNo, owner.userNo), sql`${promotionConsents.purgedAt} is not null`))
      .limit(1);
    if (!purged) throw new Error('no purged consent');
    await expect(
      ctx.handle.db
        .update(promotionConsents)
        .set({ phone: '010-0000-0000' })
        .where(eq(promotionConsents.consentNo, purged.consentNo)),
    ).rejects.toThrow();
  });

  it('runs on its own in a server started with purgeConsents, and stops with it', async () => {
    const owner = await signIn('broker01');
    const saleNo = await listingOf(owner.userNo);
    const res = await save(saleNo, { ...FORM, ownerName: '한오래' }, owner.headers);
    const { consentNo } = res.json<{ entity: { consentNo: number } }>().entity;
    const longAgo = new Date();
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - 2);
    await ctx.handle.db
      .update(promotionConsents)
      .set({ givenAt: longAgo })
      .where(eq(promotionConsents.consentNo, consentNo));

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    const app = await buildApp({
      config,
      jwtSecret: TEST_JWT_SECRET,
      db: ctx.handle.db,
      purgeConsents: true,
    });
    await app.ready();
    await vi.waitFor(
      async () => {
        const [row] = await ctx.handle.db
          .select({ ownerName: promotionConsents.ownerName })
          .from(promotionConsents)
          .where(eq(promotionConsents.consentNo, consentNo));
        expect(row?.ownerName).toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    await app.close();
  });
});
