import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SALE_FORM_MESSAGES } from '@ansim/domain';
import {
  SALE_SAVE_MESSAGES,
  type SaleDetail,
  type SaleFormEntity,
  type SaleSaveEntity,
} from '@ansim/domain/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gradeReviews,
  professionalProfiles,
  quotaBalances,
  saleCountArea,
  saleDocuments,
  saleImages,
  sales,
  uploads,
} from '../src/db/schema/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { createFilesService } from '../src/modules/files/service.ts';
import { createUploadsRepo } from '../src/modules/files/upload-repo.ts';
import { createUploadsService } from '../src/modules/files/upload-service.ts';
import { createImagesService } from '../src/modules/images/service.ts';
import { createSaleFormRepo } from '../src/modules/sales/form-repo.ts';
import { createSaleFormService } from '../src/modules/sales/form-service.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  type Caller,
  completeForm,
  type FormFiles,
  LOCATION,
  pdf,
  photo,
  sendSale,
  signIn,
  uploadId,
} from './sale-form-fixture.ts';

/*
 * POST /api/sale, PATCH /api/sale/modify/{saleNo} and GET /api/sale/form/{saleNo} (P8 items 7 and 10)
 * against a real database: every step's field comes back on the detail and on the form, a temporary save
 * continues to a published listing, only the owner modifies, bad input at each step is a 400 with the
 * schema's Korean message and no row, and a failure after the listing row leaves nothing behind.
 */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-sale-save-'));
let ctx: TestContext;
let owner: Caller;
let otherBroker: Caller;
let general: Caller;
let seed = 1;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  [owner, otherBroker, general] = await Promise.all([
    signIn(ctx.app, 'broker01'),
    signIn(ctx.app, 'broker02'),
    signIn(ctx.app, 'user01'),
  ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function newFiles(caller: Caller = owner): Promise<FormFiles> {
  return {
    main: await uploadId(ctx.app, caller, 'saleImage', await photo(seed++)),
    sub: [
      await uploadId(ctx.app, caller, 'saleImage', await photo(seed++)),
      await uploadId(ctx.app, caller, 'saleImage', await photo(seed++)),
    ],
    registerCopy: await uploadId(ctx.app, caller, 'saleDocument', pdf(), '등기부등본.pdf'),
    buildingRegister: await uploadId(ctx.app, caller, 'saleDocument', pdf(), '건축물대장.pdf'),
  };
}

async function detail(saleNo: number, caller: Caller = owner): Promise<SaleDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleNo}`, headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: SaleDetail }>().entity;
}

async function form(saleNo: number, caller: Caller = owner) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/sale/form/${saleNo}`,
    headers: caller.headers,
  });
  return { status: res.statusCode, body: res.json<{ message: string; entity: SaleFormEntity }>() };
}

const saleCount = async () =>
  (await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(sales))[0]?.n ?? 0;

function saved(res: { status: number; body: { entity: SaleSaveEntity | null } }): SaleSaveEntity {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!res.body.entity) throw new Error('no entity');
  return res.body.entity;
}

describe('POST /api/sale', () => {
  it('saves every step of a complete listing; the detail and the form show each field as entered', async () => {
    const files = await newFiles();
    const res = saved(await sendSale(ctx.app, owner, completeForm(files)));
    expect(res).toMatchObject({ status: 'ACTIVE', quotaExhausted: false, inReview: false });
    expect(res.remainingAdUnits).toBeGreaterThanOrEqual(0);

    const d = await detail(res.saleNo, general);
    expect(d).toMatchObject({
      status: 'ACTIVE',
      saleTypeCode: 'RENT',
      buildingType: 'VILLA',
      type: 'TYPE002',
      postalCode: LOCATION.postalCode,
      saleAddr: LOCATION.saleAddr,
      subwayNo: 222,
      lat: LOCATION.lat,
      lng: LOCATION.lng,
      rentPrice: 20_000,
      sellingPrice: null,
      isLoan: true,
      loanPrice: 3000,
      collateralSecurity: false,
      ownership: true,
      redevelop: true,
      safetyText: '선순위 채권이 없는 깨끗한 집입니다.',
      roomType: 'ROOM_TYPE005',
      roomGroup: 'ROOM004',
      entireFloor: 5,
      floor: 3,
      dedicatedArea1: 42.15,
      supplyArea1: 55.3,
      actualArea1: 45,
      landArea1: 20.55,
      direction: 'DERECTION003',
      toiletCount: 'TOILET002',
      applyDate: '2099-12-01',
      title: '역삼역 도보 7분 채광 좋은 투룸',
      etcText: '남향, 신축급 내부 수리.',
      isLoanRecommend: true,
      loanList: ['버팀목 전세자금대출'],
      isCertified: true,
      isPublicCost: true,
      isPrivateCost: true,
      costDesc: '공용 전기, 청소 포함',
      costDesc2: '가스는 사용량만큼',
      // 정액: 50,000 + 0 + 10,000 + 0 + 0 + 5,000 원 = 65,000 원, shown as 7만원.
      totalCost: 65_000,
      costPrice: 7,
      safetyGrade: 'RATE001',
    });
    expect(d.computedGrade).toMatchObject({
      rate: 'RATE001',
      ratio: 111.2,
      publicPrice: 18_000,
      seniorDebt: 0,
    });
    expect(d.costList.map((c) => c.code)).toEqual(['COST_ITEM001', 'COST_ITEM002']);
    expect(d.privateCostList.map((c) => c.code)).toEqual(['PRIVATE_COST001']);
    expect(d.costType).toMatchObject({
      type: 'COST_TYPE001',
      etcCode: 'ETC_CODE001',
      chargeType: 'CHARGE_TYPE001',
      publicCost: 50_000,
      electricity: null,
      electricityUse: true,
      water: 10_000,
      gasUse: true,
      isEtcCost: true,
      etcCost: 5000,
      etcCostText: '엘리베이터 유지비',
    });
    expect(d.heatList.map((c) => c.code)).toEqual(['HEAT001']);
    expect(d.acList.map((c) => c.code)).toEqual(['AC001', 'AC002']);
    expect(d.lifeList.map((c) => c.code)).toEqual(['LIFE001']);
    expect(d.securityList.map((c) => c.code)).toEqual(['SECURITY001']);
    expect(d.etcList.map((c) => c.code)).toEqual(['ETC001']);
    expect(d.saleImage).toHaveLength(3);
    expect(d.saleImage[0]?.isMain).toBe(true);
    expect(d.saleImage.map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    expect(d.mainImage).toContain(d.saleImage[0]?.storedFileName);
    expect(d.documents.map((x) => x.kind)).toEqual(['REGISTER_COPY', 'BUILDING_REGISTER']);
    expect(d.documents.every((x) => x.mime === 'application/pdf')).toBe(true);

    const f = await form(res.saleNo);
    expect(f.status).toBe(200);
    const steps = f.body.entity.steps;
    expect(steps.locationInfo).toEqual({ ...LOCATION });
    expect(steps.gradeInfo).toMatchObject({
      buildingType: 'VILLA',
      saleType: 'RENT',
      type: 'TYPE002',
      rentPrice: 20_000,
      isLoan: true,
      loanPrice: 3000,
      publicPrice: 18_000,
      safetyGrade: 'RATE001',
      saleRegisterCopyFile: files.registerCopy,
      saleBuildingRegisterFile: files.buildingRegister,
    });
    expect(steps.roomInfo).toEqual({
      roomType: 'ROOM_TYPE005',
      entireFloor: 5,
      floor: 3,
      dedicatedArea1: 42.15,
      supplyArea1: 55.3,
      actualArea1: 45,
      landArea1: 20.55,
      direction: 'DERECTION003',
      toiletCount: 'TOILET002',
      useApprovalDate: '20150301',
      applyDate: '2099-12-01',
    });
    expect(steps.extraInfo.costType).toMatchObject({
      publicCost: '50000',
      electricity: '',
      electricityUse: true,
    });
    expect(steps.extraInfo.costList).toEqual([{ code: 'COST_ITEM001' }, { code: 'COST_ITEM002' }]);
    expect(steps.extraInfo.acList).toEqual([{ code: 'AC001' }, { code: 'AC002' }]);
    expect(steps.detailInfo).toEqual({
      title: '역삼역 도보 7분 채광 좋은 투룸',
      etcText: '남향, 신축급 내부 수리.',
      saleMainImageFile: files.main,
      saleSubImageFile: files.sub,
      isLoanRecommend: true,
      loanList: ['버팀목 전세자금대출'],
      isCertified: true,
    });
    const held = new Map(f.body.entity.uploads.map((u) => [u.fileId, u]));
    expect([...held.keys()].sort()).toEqual(
      [files.main, ...files.sub, files.registerCopy, files.buildingRegister].sort(),
    );
    expect(held.get(files.main)?.previewUrl).toMatch(/^\/images\/sale\/[0-9a-f]+\/card\.webp$/);
    expect(held.get(files.registerCopy)).toMatchObject({ purpose: 'saleDocument', previewUrl: null });

    // The listing is in the market: the search finds it by its number.
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/sale/list?keyword=${res.saleNo}`,
    });
    expect(search.body).toContain(`"saleNo":${res.saleNo}`);
  });

  it('a temporary save needs only the address; continuing it to ACTIVE completes it and uses one unit', async () => {
    const activeBefore = await areaCount('ACTIVE');
    const stored = saved(
      await sendSale(ctx.app, owner, { status: 'STORAGE', ...LOCATION, roomType: 'ROOM_TYPE001' }),
    );
    expect(stored).toMatchObject({ status: 'STORAGE', quotaExhausted: false, remainingAdUnits: null });
    const [row] = await ctx.handle.db.select().from(sales).where(eq(sales.saleNo, stored.saleNo));
    expect(row).toMatchObject({ status: 'STORAGE', title: null, saleType: null, roomGroup: 'ROOM001' });
    // Not in the market, and no page of its own yet.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/sale/${stored.saleNo}`,
      headers: owner.headers,
    });
    expect(page.statusCode).toBe(404);
    // Drafts are not counted (migration 0019): the market's counts are unchanged.
    expect(await areaCount('STORAGE')).toBe(0);
    expect(await areaCount('ACTIVE')).toBe(activeBefore);
    const f = await form(stored.saleNo);
    expect(f.body.entity).toMatchObject({ status: 'STORAGE', steps: { gradeInfo: { saleType: null } } });

    const before = await balance(owner.userNo);
    const files = await newFiles();
    const done = saved(await sendSale(ctx.app, owner, completeForm(files), stored.saleNo));
    expect(done).toMatchObject({ saleNo: stored.saleNo, status: 'ACTIVE', remainingAdUnits: before - 1 });
    expect(await balance(owner.userNo)).toBe(before - 1);
    expect((await detail(stored.saleNo, general)).title).toBe('역삼역 도보 7분 채광 좋은 투룸');
    expect(await areaCount('ACTIVE')).toBe(activeBefore + 1);
  });

  it('a draft keeps a half-filled step (a deal without its price yet); publishing it asks for the price', async () => {
    const half = { ...LOCATION, saleType: 'RENT', buildingType: 'VILLA', isLoan: true, floor: 2 };
    const stored = saved(await sendSale(ctx.app, owner, { status: 'STORAGE', ...half }));
    expect(stored.status).toBe('STORAGE');
    const f = await form(stored.saleNo);
    expect(f.body.entity.steps.gradeInfo).toMatchObject({ saleType: 'RENT', rentPrice: null, isLoan: true });
    expect(f.body.entity.steps.roomInfo).toMatchObject({ floor: 2, entireFloor: null });
    const publish = await sendSale(ctx.app, owner, { status: 'ACTIVE', ...half }, stored.saleNo);
    expect(publish.status).toBe(400);
    const [row] = await ctx.handle.db.select().from(sales).where(eq(sales.saleNo, stored.saleNo));
    expect(row?.status).toBe('STORAGE');
  });

  it('a modify of a published listing keeps its status and unit, and replaces photos by id', async () => {
    const files = await newFiles();
    const first = saved(await sendSale(ctx.app, owner, completeForm(files)));
    const units = await balance(owner.userNo);
    const newPhoto = await uploadId(ctx.app, owner, 'saleImage', await photo(seed++));
    const changed = {
      ...completeForm(files),
      rentPrice: '19,500',
      // The second sub photo first, the first dropped, a new one added.
      saleSubImageFile: [files.sub[1], newPhoto],
    };
    const res = saved(await sendSale(ctx.app, owner, changed, first.saleNo));
    expect(res).toMatchObject({ status: 'ACTIVE', remainingAdUnits: null });
    expect(await balance(owner.userNo)).toBe(units);
    const d = await detail(first.saleNo);
    expect(d.rentPrice).toBe(19_500);
    const f = await form(first.saleNo);
    expect(f.body.entity.steps.detailInfo.saleSubImageFile).toEqual([files.sub[1], newPhoto]);
    // The dropped photo is let go: no listing holds it, so the sweep may take it after a day.
    const [dropped] = await ctx.handle.db.select().from(uploads).where(eq(uploads.uploadId, files.sub[0]!));
    expect(dropped?.saleNo).toBeNull();
    // A published listing cannot go back to a temporary save.
    const back = await sendSale(ctx.app, owner, { ...changed, status: 'STORAGE' }, first.saleNo);
    expect(back.status).toBe(400);
    expect(back.body.message).toContain(SALE_SAVE_MESSAGES.publishedStays);
  });

  it('gives a listing saved before uploads existed its photos and documents as uploads, to keep or reorder', async () => {
    const [demo] = await ctx.handle.db
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(
        sql`${sales.userNo} = ${owner.userNo} and ${sales.status} = 'ACTIVE'
          and exists (select 1 from ${saleDocuments} d where d.sale_no = ${sales.saleNo})
          and (select count(*) from ${saleImages} i where i.sale_no = ${sales.saleNo}) >= 3`,
      )
      .limit(1);
    if (!demo) throw new Error('no demo listing with photos and documents');
    const images = await ctx.handle.db
      .select()
      .from(saleImages)
      .where(eq(saleImages.saleNo, demo.saleNo))
      .orderBy(saleImages.sortOrder);
    const f = await form(demo.saleNo);
    expect(f.status).toBe(200);
    const { steps, uploads: held } = f.body.entity;
    expect(held.filter((u) => u.purpose === 'saleImage')).toHaveLength(images.length);
    expect(steps.detailInfo.saleMainImageFile).not.toBeNull();
    expect(steps.gradeInfo.saleRegisterCopyFile ?? steps.gradeInfo.saleBuildingRegisterFile).not.toBeNull();
    // Asking again makes no second set.
    expect((await form(demo.saleNo)).body.entity.uploads.map((u) => u.fileId).sort()).toEqual(
      held.map((u) => u.fileId).sort(),
    );

    const subs = [...steps.detailInfo.saleSubImageFile].reverse();
    const modify = {
      status: 'ACTIVE',
      ...steps.locationInfo,
      ...steps.gradeInfo,
      ...steps.roomInfo,
      ...steps.extraInfo,
      ...steps.detailInfo,
      // Demo facts the steps would not accept as they are: a past move-in date, a grade without a reason.
      applyDate: null,
      useApprovalDate: null,
      safetyGrade: 'RATE005',
      saleSubImageFile: subs,
    };
    saved(await sendSale(ctx.app, owner, modify, demo.saleNo));
    const after = await ctx.handle.db
      .select()
      .from(saleImages)
      .where(eq(saleImages.saleNo, demo.saleNo))
      .orderBy(saleImages.sortOrder);
    const mainKey = images.find((i) => i.isMain)?.imageKey ?? images[0]?.imageKey;
    expect(after.map((i) => i.imageKey)).toEqual([
      mainKey,
      ...images
        .filter((i) => i.imageKey !== mainKey)
        .map((i) => i.imageKey)
        .reverse(),
    ]);
    expect(
      await ctx.handle.db.select().from(saleDocuments).where(eq(saleDocuments.saleNo, demo.saleNo)),
    ).not.toEqual([]);
  });

  it('only the owner modifies or reads the form; other brokers 403, users 403, an unknown listing 404', async () => {
    const stored = saved(await sendSale(ctx.app, owner, { status: 'STORAGE', ...LOCATION }));
    const theirs = await sendSale(
      ctx.app,
      otherBroker,
      { status: 'STORAGE', ...LOCATION, title: '남의 매물' },
      stored.saleNo,
    );
    expect(theirs.status).toBe(403);
    expect((await form(stored.saleNo, otherBroker)).status).toBe(403);
    const [row] = await ctx.handle.db.select().from(sales).where(eq(sales.saleNo, stored.saleNo));
    expect(row?.title).toBeNull();

    const generalSave = await sendSale(ctx.app, general, { status: 'STORAGE', ...LOCATION });
    expect(generalSave.status).toBe(403);
    expect((await form(stored.saleNo, general)).status).toBe(403);
    const visitor = await sendSale(ctx.app, { userNo: 0, headers: {} }, { status: 'STORAGE', ...LOCATION });
    expect(visitor.status).toBe(401);
    expect((await sendSale(ctx.app, owner, { status: 'STORAGE', ...LOCATION }, 99_999_999)).status).toBe(404);
  });

  it('refuses bad input at each step with the Korean message and saves nothing', async () => {
    const files = await newFiles();
    const base = completeForm(files);
    const cases: [string, Record<string, unknown>, string][] = [
      ['locationInfo', { saleAddr: '' }, SALE_FORM_MESSAGES.saleAddr],
      ['locationInfo', { bjdCode: '26110101' }, SALE_FORM_MESSAGES.saleAddr],
      [
        'service area',
        { bjdCode: '2611010100', saleAddr: '부산광역시 중구 중앙동' },
        SALE_FORM_MESSAGES.outsideServiceArea,
      ],
      ['gradeInfo', { rentPrice: '' }, SALE_FORM_MESSAGES.rentPrice],
      ['gradeInfo', { rentPrice: '1,000,000,000' }, SALE_FORM_MESSAGES.amountDigits],
      ['gradeInfo', { buildingType: 'CASTLE' }, SALE_FORM_MESSAGES.buildingType],
      ['gradeInfo', { loanPrice: '' }, SALE_FORM_MESSAGES.loanPrice],
      ['roomInfo', { floor: 6 }, SALE_FORM_MESSAGES.floorAboveTotal],
      ['roomInfo', { dedicatedArea1: '' }, SALE_FORM_MESSAGES.dedicatedArea],
      ['roomInfo', { applyDate: '2001-01-01' }, SALE_FORM_MESSAGES.applyDate],
      ['extraInfo', { heatList: [{ code: 'HEAT999' }] }, '선택할 수 없는 옵션입니다.'],
      [
        'extraInfo',
        { buildingType: 'APARTMENT', costType: { ...base.costType, publicCost: '' } },
        '공용 관리비를 입력해주세요.',
      ],
      ['detailInfo', { title: '' }, SALE_FORM_MESSAGES.title],
      ['detailInfo', { saleMainImageFile: null }, SALE_FORM_MESSAGES.mainImage],
      [
        'detailInfo',
        { loanList: Array.from({ length: 11 }, (_, i) => `대출 ${i}`) },
        SALE_FORM_MESSAGES.loanListTooMany,
      ],
      ['status', { status: 'DONE' }, '저장 상태'],
    ];
    const before = await saleCount();
    for (const [step, change, message] of cases) {
      const res = await sendSale(ctx.app, owner, { ...base, ...change });
      expect(res.status, `${step} ${JSON.stringify(change)}`).toBe(400);
      expect(res.body.message, step).toContain(message);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/sale',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="sale"\r\n\r\n{not json\r\n--x--\r\n',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ message: string }>().message).toContain(SALE_SAVE_MESSAGES.notJson);
    expect(await saleCount()).toBe(before);
    // None of the uploads was taken.
    const rows = await ctx.handle.db
      .select()
      .from(uploads)
      .where(inArray(uploads.uploadId, [files.main, ...files.sub]));
    expect(rows.every((r) => r.saleNo === null)).toBe(true);
  });

  it('refuses another broker’s upload, or a photo in a document’s place, after the listing row: nothing stays', async () => {
    const mine = await newFiles();
    const theirs = await uploadId(ctx.app, otherBroker, 'saleImage', await photo(seed++));
    const before = await saleCount();
    const imagesBefore = (await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(saleImages))[0]
      ?.n;

    const stolen = await sendSale(ctx.app, owner, {
      ...completeForm(mine),
      saleSubImageFile: [mine.sub[0], theirs],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(`saleSubImageFile.1: ${SALE_SAVE_MESSAGES.uploadNotFound}`);

    const swapped = await sendSale(ctx.app, owner, {
      ...completeForm(mine),
      saleRegisterCopyFile: mine.sub[1],
      saleSubImageFile: [mine.sub[0]],
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toContain(SALE_SAVE_MESSAGES.uploadWrongPurpose);

    expect(await saleCount()).toBe(before);
    expect((await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(saleImages))[0]?.n).toBe(
      imagesBefore,
    );
    const held = await ctx.handle.db
      .select()
      .from(uploads)
      .where(inArray(uploads.uploadId, [mine.main, ...mine.sub, mine.registerCopy, theirs]));
    expect(held.every((r) => r.saleNo === null)).toBe(true);
  });

  it('a failure after the listing and its rows are written rolls everything back, the unit included', async () => {
    const files = await newFiles();
    const store = diskFileStore(filesDir);
    const images = createImagesService({ store });
    const filesService = createFilesService({
      repo: createFilesRepo(ctx.handle.db),
      store,
      linkSecret: 'x'.repeat(32),
    });
    const uploadsService = createUploadsService({
      db: ctx.handle.db,
      repo: createUploadsRepo(ctx.handle.db),
      files: filesService,
      images,
    });
    let written: number | null = null;
    const failing = createSaleFormService({
      db: ctx.handle.db,
      repo: createSaleFormRepo(ctx.handle.db),
      uploads: uploadsService,
      afterListingWrite: async (saleNo) => {
        written = saleNo;
        throw new Error('disk full');
      },
    });
    const units = await balance(owner.userNo);
    const caller = { userNo: owner.userNo, userType: 'BROKER' as const, sessionId: 'test' };
    await expect(
      failing.save(caller as Parameters<typeof failing.save>[0], JSON.stringify(completeForm(files))),
    ).rejects.toThrow('disk full');
    expect(written).not.toBeNull();
    expect(
      await ctx.handle.db
        .select()
        .from(sales)
        .where(eq(sales.saleNo, written ?? 0)),
    ).toEqual([]);
    expect(
      await ctx.handle.db
        .select()
        .from(saleImages)
        .where(eq(saleImages.saleNo, written ?? 0)),
    ).toEqual([]);
    expect(
      await ctx.handle.db
        .select()
        .from(saleDocuments)
        .where(eq(saleDocuments.saleNo, written ?? 0)),
    ).toEqual([]);
    expect(await balance(owner.userNo)).toBe(units);
    const held = await ctx.handle.db
      .select()
      .from(uploads)
      .where(
        inArray(uploads.uploadId, [files.main, ...files.sub, files.registerCopy, files.buildingRegister]),
      );
    expect(held.every((r) => r.saleNo === null)).toBe(true);
  });

  it('a broker whose business is suspended or closed cannot register', async () => {
    await ctx.handle.db
      .update(professionalProfiles)
      .set({ businessStatus: 'CLOSED' })
      .where(eq(professionalProfiles.userNo, otherBroker.userNo));
    const res = await sendSale(ctx.app, otherBroker, { status: 'STORAGE', ...LOCATION });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SALE_SAVE_MESSAGES.businessClosed);
    await ctx.handle.db
      .update(professionalProfiles)
      .set({ businessStatus: null })
      .where(eq(professionalProfiles.userNo, otherBroker.userNo));
  });
});

describe('grade estimate and the review queue', () => {
  const estimate = (body: Record<string, unknown>, caller: Caller = owner) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sale/grade/estimate',
      headers: caller.headers,
      payload: body,
    });
  const jeonse = {
    bjdCode: LOCATION.bjdCode,
    saleType: 'RENT',
    buildingType: 'VILLA',
    rentPrice: 22_680,
    isLoan: false,
    collateralSecurity: false,
    ownership: true,
    illegalBuilding: false,
    taxArrears: false,
    publicPrice: 18_000,
  };

  it('a 전세 at 126% without senior rights is RATE001; past 155% RATE005', async () => {
    const at126 = await estimate(jeonse);
    expect(at126.statusCode, at126.body).toBe(200);
    expect(at126.json().entity).toMatchObject({ rate: 'RATE001', ratio: 126, assessable: true });
    const over = await estimate({ ...jeonse, rentPrice: 28_000 });
    expect(over.json().entity).toMatchObject({ rate: 'RATE005' });
    expect(over.json().entity.reasons.join(' ')).toContain('155%');
    // A senior mortgage takes the grade-1 line away.
    const mortgaged = await estimate({
      ...jeonse,
      rentPrice: 18_000,
      collateralSecurity: true,
      collateralSecurityPrice: 1000,
    });
    expect(mortgaged.json().entity.rate).not.toBe('RATE001');
    expect((await estimate({ ...jeonse, rentPrice: -1 })).statusCode).toBe(400);
    expect((await estimate(jeonse, general)).statusCode).toBe(403);
  });

  it('a grade better than computed needs the broker’s reason, and then waits for the operator', async () => {
    const files = await newFiles();
    const risky = { ...completeForm(files), rentPrice: '28,000', safetyGrade: 'RATE002', safetyText: '' };
    const refused = await sendSale(ctx.app, owner, risky);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`safetyText: ${SALE_FORM_MESSAGES.safetyTextWhyBetter}`);

    const res = saved(
      await sendSale(ctx.app, owner, { ...risky, safetyText: '임대인이 잔금일에 근저당을 말소합니다.' }),
    );
    expect(res).toMatchObject({ status: 'ACTIVE', inReview: true });
    const reviews = await ctx.handle.db
      .select()
      .from(gradeReviews)
      .where(eq(gradeReviews.saleNo, res.saleNo));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ brokerRate: 'RATE002', computedRate: 'RATE005', state: 'OPEN' });

    // Saving again keeps one open review; a grade no better than computed withdraws it.
    saved(await sendSale(ctx.app, owner, { ...risky, safetyText: '다시 저장' }, res.saleNo));
    expect(
      await ctx.handle.db.select().from(gradeReviews).where(eq(gradeReviews.saleNo, res.saleNo)),
    ).toHaveLength(1);
    const honest = saved(await sendSale(ctx.app, owner, { ...risky, safetyGrade: 'RATE005' }, res.saleNo));
    expect(honest.inReview).toBe(false);
    const [after] = await ctx.handle.db
      .select()
      .from(gradeReviews)
      .where(eq(gradeReviews.saleNo, res.saleNo));
    expect(after?.state).toBe('WITHDRAWN');
  });
});

/** The pre-aggregated count of 역삼동 listings of a status (sale_count_area, its 동 rows). */
async function areaCount(status: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ n: sql<number>`coalesce(sum(${saleCountArea.n}), 0)::int` })
    .from(saleCountArea)
    .where(
      sql`${saleCountArea.status} = ${status} and ${saleCountArea.regionCode} = ${LOCATION.bjdCode.slice(0, 8)}`,
    );
  return row?.n ?? 0;
}

async function balance(userNo: number): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ balance: quotaBalances.balance })
    .from(quotaBalances)
    .where(eq(quotaBalances.userNo, userNo));
  return row?.balance ?? 0;
}
