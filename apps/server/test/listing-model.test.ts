import { codesOf } from '@ansim/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saleCostItems,
  saleCostTypes,
  saleImages,
  saleOptions,
  sales,
  shortLinks,
  users,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The listing model's rules live in the database (decision 015): codes from their groups, amounts of at
 * most 9 digits and not negative, one main photo, one fee row and one share link per listing. Each rule is
 * tried with a value it must take and one it must refuse, so a dropped constraint fails here.
 */

let ctx: TestContext;
let saleNo: number;
let template: typeof sales.$inferInsert;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker01'));
  const [row] = await db.select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
  if (!broker || !row) throw new Error('the demo seed has no broker or listing');
  const {
    saleNo: _no,
    createdAt: _at,
    updatedAt: _up,
    areaBand,
    floorBand,
    priceBand,
    priceBand2,
    latCell,
    lngCell,
    ...copy
  } = row;
  template = { ...copy, userNo: broker.userNo };
  const [inserted] = await db.insert(sales).values(template).returning({ saleNo: sales.saleNo });
  if (!inserted) throw new Error('no listing inserted');
  saleNo = inserted.saleNo;
});
afterAll(async () => {
  await ctx.close();
});

/** Inserts a listing like the template with some columns changed; resolves to the error, if any. */
const tryListing = (over: Partial<typeof sales.$inferInsert>) =>
  ctx.handle.db
    .insert(sales)
    .values({ ...template, ...over })
    .then(
      () => null,
      (error: unknown) => error,
    );

const refused = async (attempt: Promise<unknown>) => {
  const outcome = await attempt.then(
    () => 'stored',
    () => 'refused',
  );
  expect(outcome).toBe('refused');
};

describe('listing columns', () => {
  it('takes every code of the direction, toilet, use and room-type groups and nothing else', async () => {
    for (const { code } of codesOf('DERECTION')) expect(await tryListing({ direction: code })).toBeNull();
    for (const { code } of codesOf('TOILET')) expect(await tryListing({ toiletCount: code })).toBeNull();
    for (const { code } of codesOf('TYPE')) expect(await tryListing({ useType: code })).toBeNull();
    for (const { code } of codesOf('ROOM_TYPE')) expect(await tryListing({ roomType: code })).toBeNull();
    expect(await tryListing({ direction: 'DERECTION009' })).not.toBeNull();
    expect(await tryListing({ direction: 'TOILET001' })).not.toBeNull();
    expect(await tryListing({ toiletCount: '2개' })).not.toBeNull();
    expect(await tryListing({ useType: 'TYPE008' })).not.toBeNull();
    expect(await tryListing({ roomType: 'ROOM001' })).not.toBeNull();
  });

  it('keeps amounts between 0 and 9 digits', async () => {
    expect(await tryListing({ loanPrice: 999_999_999, collateralSecurityPrice: 0 })).toBeNull();
    expect(await tryListing({ loanPrice: 1_000_000_000 })).not.toBeNull();
    expect(await tryListing({ collateralSecurityPrice: -1 })).not.toBeNull();
    expect(await tryListing({ totalCost: 1_000_000_000 })).not.toBeNull();
    expect(await tryListing({ costPrice: -5 })).not.toBeNull();
  });

  it('holds at most ten loan products', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `대출 상품 ${i + 1}`);
    expect(await tryListing({ loanList: ten })).toBeNull();
    expect(await tryListing({ loanList: [...ten, '하나 더'] })).not.toBeNull();
  });
});

describe('option and fee item rows', () => {
  it('take a code of their own group and refuse another group’s or an unknown one', async () => {
    const db = ctx.handle.db;
    await db.insert(saleOptions).values([
      { saleNo, groupCode: 'HEAT', code: 'HEAT001' },
      { saleNo, groupCode: 'LIFE', code: 'LIFE001' },
    ]);
    await refused(db.insert(saleOptions).values({ saleNo, groupCode: 'LIFE', code: 'SECURITY001' }));
    await refused(db.insert(saleOptions).values({ saleNo, groupCode: 'LIFE', code: 'LIFE999' }));
    await refused(db.insert(saleOptions).values({ saleNo, groupCode: 'RATE', code: 'RATE001' }));
    await refused(db.insert(saleOptions).values({ saleNo, groupCode: 'HEAT', code: 'HEAT001' }));
    await db.insert(saleCostItems).values([
      { saleNo, groupCode: 'COST_ITEM', code: 'COST_ITEM001' },
      { saleNo, groupCode: 'PRIVATE_COST', code: 'PRIVATE_COST001' },
    ]);
    await refused(
      db.insert(saleCostItems).values({ saleNo, groupCode: 'PRIVATE_COST', code: 'COST_ITEM002' }),
    );
    const rows = await db.select().from(saleOptions).where(eq(saleOptions.saleNo, saleNo));
    expect(rows.map((r) => r.code).sort()).toEqual(['HEAT001', 'LIFE001']);
  });
});

describe('fee row', () => {
  it('is one per listing, with its codes and 9-digit amounts checked', async () => {
    const db = ctx.handle.db;
    const fee = { saleNo, type: 'COST_TYPE001', chargeType: 'CHARGE_TYPE001', publicCost: 70_000, gas: 0 };
    await db.insert(saleCostTypes).values(fee);
    await refused(db.insert(saleCostTypes).values(fee));
    const [other] = await db.insert(sales).values(template).returning({ saleNo: sales.saleNo });
    const otherNo = other!.saleNo;
    await refused(db.insert(saleCostTypes).values({ ...fee, saleNo: otherNo, type: 'COST_TYPE004' }));
    await refused(db.insert(saleCostTypes).values({ ...fee, saleNo: otherNo, publicCost: 1_000_000_000 }));
    await refused(db.insert(saleCostTypes).values({ ...fee, saleNo: otherNo, water: -1 }));
    await refused(
      db.insert(saleCostTypes).values({ ...fee, saleNo: otherNo, reasonType: 'REASON_COST_TYPE006' }),
    );
  });
});

describe('photos', () => {
  it('have at most one main photo and one photo per position', async () => {
    const db = ctx.handle.db;
    const photo = { saleNo, imageKey: 'a'.repeat(32), width: 800, height: 600 };
    await db.insert(saleImages).values([
      { ...photo, isMain: true, sortOrder: 0 },
      { ...photo, isMain: false, sortOrder: 1 },
    ]);
    await refused(db.insert(saleImages).values({ ...photo, isMain: true, sortOrder: 2 }));
    await refused(db.insert(saleImages).values({ ...photo, isMain: false, sortOrder: 1 }));
    await db.insert(saleImages).values({ ...photo, isMain: false, sortOrder: 2 });
    const rows = await db.select().from(saleImages).where(eq(saleImages.saleNo, saleNo));
    expect(rows.filter((r) => r.isMain)).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });
});

describe('share links', () => {
  it('are one per listing with a code of 6–12 letters and digits', async () => {
    const db = ctx.handle.db;
    await db.insert(shortLinks).values({ code: 'Ab3dE9xY', saleNo });
    await refused(db.insert(shortLinks).values({ code: 'Zz9yX8wV', saleNo }));
    const [other] = await db.insert(sales).values(template).returning({ saleNo: sales.saleNo });
    await refused(db.insert(shortLinks).values({ code: 'ab/../cd', saleNo: other!.saleNo }));
    await refused(db.insert(shortLinks).values({ code: 'abc', saleNo: other!.saleNo }));
  });
});
