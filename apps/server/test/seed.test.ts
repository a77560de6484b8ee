import {
  type BuildingType,
  COST_TYPE,
  codesOf,
  computeSafetyGrade,
  costTotal,
  displaySigungu,
  listingImageUrl,
  NONE_OPTION_CODES,
  type SaleType,
  validateCostType,
} from '@ansim/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  professionalProfiles,
  regions,
  saleCostItems,
  saleCostTypes,
  saleDocuments,
  saleImages,
  saleOptions,
  sales,
  storedFiles,
  subwayStations,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, seed } from '../src/db/seed/index.ts';
import { costTypeFormOf } from '../src/db/seed/listing-fees.ts';
import { sentencesOf } from '../src/db/seed/listing-texts.ts';
import { generateListings, TEXT_POOL_SIZE } from '../src/db/seed/listings.ts';
import { readPriceIndex } from '../src/db/seed/market.ts';
import { readRegions, readStations } from '../src/db/seed/regions.ts';
import { distanceMetres } from '../src/modules/sales/nearest-station.ts';
import { verifyPassword } from '../src/platform/password/argon2.ts';
import { openTestDb } from './helpers.ts';

let test: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  test = await openTestDb();
});
afterAll(async () => {
  await test.dispose();
});

describe('seed', () => {
  it('creates one active demo account per role with the documented password, hashed with argon2id', async () => {
    const rows = await test.handle.db.select().from(users);
    const demo = rows.filter((u) => DEMO_ACCOUNTS.some((a) => a.loginId === u.loginId));
    expect(demo.map((u) => [u.loginId, u.userType, u.status]).sort()).toEqual([
      ['admin01', 'ADMIN', 'ACTIVE'],
      ['broker01', 'BROKER', 'ACTIVE'],
      ['lawyer01', 'LAWYER', 'ACTIVE'],
      ['user01', 'GENERAL', 'ACTIVE'],
    ]);
    const broker = demo.find((u) => u.loginId === 'broker01');
    expect(broker?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(broker?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(broker?.passwordHash ?? '', 'ansim2580')).toBe(false);
  });

  it('is idempotent: a second run adds no accounts, regions, listings or offices', async () => {
    const profilesBefore = await test.handle.db.select().from(professionalProfiles);
    const report = await seed(test.handle.db, { demo: true });
    expect(report.demoAccounts).toBe(0);
    expect(report.regions).toBe(0);
    expect(report.demoListings).toBe(0);
    expect(await test.handle.db.select().from(users)).toHaveLength(11);
    expect(await test.handle.db.select().from(professionalProfiles)).toEqual(profilesBefore);
  });

  it('loads every 법정동 of the three regions with a centroid, derived for 시도 and 시군구', async () => {
    const all = await test.handle.db.select().from(regions);
    expect(all).toHaveLength(2995);
    expect(new Set(all.filter((r) => r.level === 1).map((r) => r.sido))).toEqual(
      new Set(['서울특별시', '인천광역시', '경기도']),
    );
    const missing = all.filter((r) => r.lat === null || r.lng === null);
    expect(missing.map((r) => r.fullName)).toEqual([]);
    const [gangnam] = await test.handle.db.select().from(regions).where(eq(regions.code, '1168000000'));
    expect(gangnam?.fullName).toBe('서울특별시 강남구');
    expect(gangnam?.lat).toBeGreaterThan(37.46);
    expect(gangnam?.lat).toBeLessThan(37.54);
  });

  it('writes a city with districts as two words', async () => {
    expect(displaySigungu('수원시장안구')).toBe('수원시 장안구');
    expect(displaySigungu('강남구')).toBe('강남구');
    const [row] = await test.handle.db.select().from(regions).where(eq(regions.code, '4111112900'));
    expect(row?.fullName).toBe('경기도 수원시 장안구 파장동');
  });
});

// ---------------------------------------------------------------------------------------------------------
// The demo market: every listing a full record (issue 11 item 2)

type Sale = typeof sales.$inferSelect;

const countBy = <T, K extends string | number>(xs: readonly T[], key: (x: T) => K) => {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  return out;
};

/** Sentences that occur in more than one place within a 동 (the rule the descriptions keep). */
function repeatedSentences(listings: readonly Pick<Sale, 'dongCode' | 'etcText'>[]): string[] {
  const repeated: string[] = [];
  for (const [dongCode, inDong] of countBy(listings, (l) => l.dongCode)) {
    const seen = new Set<string>();
    for (const l of inDong) {
      for (const sentence of sentencesOf(l.etcText ?? '')) {
        if (seen.has(sentence)) repeated.push(`${dongCode}: ${sentence}`);
        seen.add(sentence);
      }
    }
  }
  return repeated;
}

describe('the demo market', () => {
  let listings: Sale[];
  beforeAll(async () => {
    listings = await test.handle.db.select().from(sales).orderBy(sales.saleNo);
  });

  it('has every listing, with a value in every column a real listing fills', async () => {
    expect(listings).toHaveLength(DEMO_LISTINGS);
    const always = [
      'useType',
      'safetyText',
      'direction',
      'toiletCount',
      'supplyArea',
      'actualArea',
      'roomType',
      'entireFloor',
      'title',
      'etcText',
      'costDesc',
      'costDesc2',
      'mainImage',
      'publicPrice',
      'seniorDebt',
      'dong',
      'unit',
    ] as const;
    const missing = listings.flatMap((l) =>
      always.filter((c) => l[c] === null).map((c) => `${l.saleNo}.${c}`),
    );
    expect(missing).toEqual([]);
    // 대지지분: villas and one-rooms have one, except a room of a 다가구주택 (one owner holds the land).
    for (const l of listings) {
      const ownLand =
        (l.buildingType === 'VILLA' || l.buildingType === 'ONE_ROOM') && l.useType !== 'TYPE004';
      expect(l.landArea !== null, `${l.saleNo} ${l.buildingType} ${l.useType}`).toBe(ownLand);
    }
    // Some of each: move-in dates, loans, stations, certified facts, rare risks.
    const share = (p: (l: Sale) => boolean) => listings.filter(p).length / listings.length;
    expect(share((l) => l.applyDate === null)).toBeGreaterThan(0.3);
    expect(share((l) => l.applyDate === null)).toBeLessThan(0.5);
    expect(share((l) => l.isLoanRecommend)).toBeGreaterThan(0.1);
    expect(share((l) => l.subwayNo !== null)).toBeGreaterThan(0.5);
    expect(share((l) => l.isCertified)).toBeGreaterThan(0.5);
    expect(share((l) => !l.ownership)).toBeGreaterThan(0);
    expect(share((l) => !l.ownership)).toBeLessThan(0.03);
    expect(share((l) => l.illegalBuilding)).toBeLessThan(0.03);
    expect(share((l) => l.taxArrears)).toBeLessThan(0.04);
    expect(share((l) => l.direction === 'DERECTION001' || l.direction === 'DERECTION002')).toBeGreaterThan(
      0.5,
    );
  });

  it('keeps the facts of each listing consistent with each other', () => {
    const useTypes: Record<BuildingType, string[]> = {
      APARTMENT: ['TYPE001'],
      OFFICETELS: ['TYPE006'],
      VILLA: ['TYPE002', 'TYPE003', 'TYPE004'],
      ONE_ROOM: ['TYPE003', 'TYPE004', 'TYPE007'],
    };
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const inNinetyOneDays = new Date(Date.now() + (9 * 3_600 + 91 * 86_400) * 1000)
      .toISOString()
      .slice(0, 10);
    for (const l of listings) {
      const at = `listing ${l.saleNo}`;
      expect(useTypes[l.buildingType as BuildingType], at).toContain(l.useType);
      // A 근저당 secures the loan: its 채권최고액 is the senior debt and 120% of the loan.
      expect(l.isLoan, at).toBe(l.collateralSecurity);
      if (l.collateralSecurity) {
        expect(l.collateralSecurityPrice, at).toBe(l.seniorDebt);
        expect(l.collateralSecurityPrice, at).toBe((l.loanPrice! * 6) / 5);
        expect(l.loanPrice!, at).toBeGreaterThan(0);
      } else {
        expect([l.seniorDebt, l.collateralSecurityPrice, l.loanPrice], at).toEqual([0, null, null]);
      }
      expect(l.supplyArea!, at).toBeGreaterThan(l.dedicatedArea!);
      expect(l.actualArea!, at).toBeGreaterThanOrEqual(l.dedicatedArea!);
      if (['ROOM001', 'ROOM002', 'ROOM003'].includes(l.roomGroup!))
        expect(l.toiletCount, at).toBe('TOILET001');
      expect(l.isLoanRecommend, at).toBe(l.loanList.length > 0);
      if (l.applyDate !== null) {
        expect(l.applyDate >= today && l.applyDate <= inNinetyOneDays, `${at} ${l.applyDate}`).toBe(true);
      }
      expect(l.etcText, at).not.toMatch(/lorem|ipsum|undefined|null|NaN/i);
      expect(l.title, at).not.toMatch(/undefined|null|NaN/);
    }
  });

  it("sets the broker's grade from the listing's own figures, with a few honest disagreements", async () => {
    const regionRows = await test.handle.db.select().from(regions);
    const regionOf = new Map(regionRows.map((r) => [r.code, r]));
    let agree = 0;
    let corrected = 0;
    for (const l of listings) {
      const region = regionOf.get(l.bjdCode);
      const saleType = l.saleType as SaleType;
      // The inputs the detail page gives computeSafetyGrade.
      const computed = computeSafetyGrade({
        saleType,
        deposit: saleType === 'RENT' ? (l.rentPrice ?? 0) : saleType === 'MONTHLY' ? (l.deposit ?? 0) : 0,
        seniorDebt: l.seniorDebt ?? 0,
        publicPrice: l.publicPrice ?? 0,
        monthlyPrice: l.monthlyPrice,
        buildingType: l.buildingType as BuildingType,
        isIllegalBuilding: l.illegalBuilding,
        isMultiUnitHouse: l.useType === 'TYPE004',
        landOwnerSameAsBuilding: l.ownership,
        hasSeniorRights: l.collateralSecurity,
        hasTaxArrears: l.taxArrears,
        sido: region?.sido ?? '',
        sigungu: displaySigungu(region?.sigungu ?? ''),
        dong: region?.eupmyeondong ?? null,
      });
      if (computed.rate === l.safetyGrade) agree++;
      else if (l.changeSafetyGrade !== null) {
        expect(l.changeSafetyGrade, `listing ${l.saleNo}`).toBe(computed.rate);
        corrected++;
      }
      if (l.changeSafetyGrade !== null) expect(l.changeSafetyGrade).not.toBe(l.safetyGrade);
    }
    expect(agree / listings.length).toBeGreaterThan(0.95);
    expect(agree).toBeLessThan(listings.length);
    expect(corrected).toBeGreaterThan(0);
    // Every grade occurs, most listings safe: the search and count tests rely on each band being there.
    const grades = countBy(listings, (l) => l.safetyGrade!);
    for (const rate of ['RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005']) {
      expect(grades.get(rate)?.length ?? 0, rate).toBeGreaterThan(50);
    }
    expect((grades.get('RATE001')?.length ?? 0) / listings.length).toBeGreaterThan(0.4);
  });

  it('writes 3–6 Korean sentences per description, none repeated within a 동', () => {
    for (const l of listings) {
      const sentences = sentencesOf(l.etcText ?? '');
      expect(sentences.length, `listing ${l.saleNo}: ${l.etcText}`).toBeGreaterThanOrEqual(3);
      expect(sentences.length, `listing ${l.saleNo}: ${l.etcText}`).toBeLessThanOrEqual(6);
      for (const sentence of sentences) expect(sentence).toMatch(/[가-힣].*\.$/);
    }
    expect(repeatedSentences(listings)).toEqual([]);
    // The check itself finds a repeat: the same description on a second listing of the 동.
    const [first] = listings;
    expect(
      repeatedSentences([...listings, { dongCode: first!.dongCode, etcText: first!.etcText }]),
    ).toHaveLength(sentencesOf(first!.etcText ?? '').length);
    // Varied: thousands of distinct sentences across the market.
    expect(new Set(listings.flatMap((l) => sentencesOf(l.etcText ?? ''))).size).toBeGreaterThan(5000);
  });

  it('gives each listing one heating type and option groups whose 없음 stands alone', async () => {
    const rows = await test.handle.db.select().from(saleOptions);
    const bySale = countBy(rows, (r) => r.saleNo);
    expect(bySale.size).toBe(DEMO_LISTINGS);
    for (const [saleNo, options] of bySale) {
      const groups = countBy(options, (o) => o.groupCode);
      expect(groups.get('HEAT')?.length, `listing ${saleNo}`).toBe(1);
      for (const group of ['AC', 'LIFE', 'SECURITY', 'ETC'] as const) {
        const codes = (groups.get(group) ?? []).map((o) => o.code);
        expect(codes.length, `listing ${saleNo} ${group}`).toBeGreaterThan(0);
        if (codes.includes(NONE_OPTION_CODES[group]))
          expect(codes, `listing ${saleNo} ${group}`).toHaveLength(1);
      }
    }
    // What each type has: a one-room its appliances, an apartment its lift and car park.
    const byNo = new Map(listings.map((l) => [l.saleNo, l]));
    const has = (saleNo: number, code: string) => bySale.get(saleNo)!.some((o) => o.code === code);
    for (const l of byNo.values()) {
      if (l.buildingType === 'APARTMENT') {
        expect(has(l.saleNo, 'ETC001') && has(l.saleNo, 'ETC002'), `listing ${l.saleNo}`).toBe(true);
      }
      if (l.buildingType === 'ONE_ROOM') {
        expect(has(l.saleNo, 'LIFE001') && has(l.saleNo, 'LIFE002'), `listing ${l.saleNo}`).toBe(true);
      }
    }
    // Every code is a real one of its group (the foreign key holds it; counted here too).
    const known = new Set(
      ['HEAT', 'AC', 'LIFE', 'SECURITY', 'ETC'].flatMap((g) => codesOf(g).map((c) => `${g}|${c.code}`)),
    );
    expect(rows.filter((r) => !known.has(`${r.groupCode}|${r.code}`))).toEqual([]);
  });

  it('gives each listing a management fee that the fee form accepts, with totals that add up', async () => {
    const fees = await test.handle.db.select().from(saleCostTypes);
    const items = countBy(await test.handle.db.select().from(saleCostItems), (r) => r.saleNo);
    expect(fees).toHaveLength(DEMO_LISTINGS);
    const byNo = new Map(listings.map((l) => [l.saleNo, l]));
    const utilities = ['electricity', 'heat', 'water', 'internet', 'gas', 'tv'] as const;
    const typeShare = new Map<string, Map<string, number>>();
    for (const fee of fees) {
      const l = byNo.get(fee.saleNo)!;
      const at = `listing ${l.saleNo} ${fee.type}`;
      const rows = items.get(fee.saleNo) ?? [];
      const covered = rows.filter((r) => r.groupCode === 'COST_ITEM').map((r) => r.code);
      const apart = rows.filter((r) => r.groupCode === 'PRIVATE_COST').map((r) => r.code);
      const form = costTypeFormOf(fee, covered);
      expect(validateCostType(form), at).toEqual({ ok: true, errors: {} });
      // A utility billed by usage has no amount, and is a PRIVATE_COST row.
      utilities.forEach((u, i) => {
        if (fee[`${u}Use`]) expect(fee[u], `${at} ${u}`).toBeNull();
        expect(apart.includes(`PRIVATE_COST00${i + 1}`), `${at} ${u}`).toBe(fee[`${u}Use`]);
      });
      expect(l.isPublicCost, at).toBe(covered.length > 0);
      expect(l.isPrivateCost, at).toBe(apart.length > 0);
      if (fee.type === COST_TYPE.UNCONFIRMED) {
        expect([l.totalCost, l.costPrice, covered.length], at).toEqual([null, null, 0]);
        expect(fee.reasonType, at).not.toBeNull();
      } else {
        expect(l.totalCost, at).toBe(costTotal(form));
        expect(l.costPrice, at).toBe(Math.max(1, Math.round(l.totalCost! / 10_000)));
      }
      const shares = typeShare.get(l.buildingType!) ?? new Map<string, number>();
      shares.set(fee.type, (shares.get(fee.type) ?? 0) + 1);
      typeShare.set(l.buildingType!, shares);
    }
    // 실비 for apartments; mostly 정액 for one-rooms and officetels; some villas cannot be confirmed.
    expect([...typeShare.get('APARTMENT')!.keys()]).toEqual([COST_TYPE.ACTUAL]);
    const oneRooms = typeShare.get('ONE_ROOM')!;
    expect(oneRooms.get(COST_TYPE.FIXED)!).toBeGreaterThan(
      0.8 * [...oneRooms.values()].reduce((a, b) => a + b),
    );
    expect(typeShare.get('VILLA')!.get(COST_TYPE.UNCONFIRMED)!).toBeGreaterThan(50);
    // A flat one-room fee is a real one: 5–16만원.
    const flat = fees.filter(
      (f) => f.type === COST_TYPE.FIXED && byNo.get(f.saleNo)!.buildingType === 'ONE_ROOM',
    );
    for (const f of flat) expect(byNo.get(f.saleNo)!.costPrice!).toBeGreaterThanOrEqual(5);

    // The check is not vacuous: a flat fee without its water amount (and not billed by usage) is refused.
    const sample = fees.find((f) => f.type === COST_TYPE.FIXED && f.water !== null)!;
    const broken = costTypeFormOf({ ...sample, water: null }, []);
    expect(validateCostType(broken)).toMatchObject({ ok: false, field: 'water' });
  });

  it('gives each listing at least three photos, one main photo first, its card URL on the listing', async () => {
    const images = countBy(
      await test.handle.db.select().from(saleImages).orderBy(saleImages.saleNo, saleImages.sortOrder),
      (r) => r.saleNo,
    );
    expect(images.size).toBe(DEMO_LISTINGS);
    for (const l of listings) {
      const photos = images.get(l.saleNo)!;
      expect(photos.length, `listing ${l.saleNo}`).toBeGreaterThanOrEqual(3);
      expect(photos.map((p) => p.sortOrder)).toEqual(photos.map((_, i) => i));
      expect(photos.filter((p) => p.isMain).map((p) => p.sortOrder)).toEqual([0]);
      expect(l.mainImage).toBe(listingImageUrl(photos[0]!.imageKey, 'card'));
    }
  });

  it('attaches registry documents to about a third of the listings, owned by their broker', async () => {
    const docs = await test.handle.db
      .select({
        saleNo: saleDocuments.saleNo,
        kind: saleDocuments.kind,
        file: storedFiles,
      })
      .from(saleDocuments)
      .innerJoin(storedFiles, eq(storedFiles.fileId, saleDocuments.fileId));
    const bySale = countBy(docs, (d) => d.saleNo);
    const share = bySale.size / DEMO_LISTINGS;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.39);
    const byNo = new Map(listings.map((l) => [l.saleNo, l]));
    for (const [saleNo, ofSale] of bySale) {
      expect(
        ofSale.some((d) => d.kind === 'REGISTER_COPY'),
        `listing ${saleNo}`,
      ).toBe(true);
      for (const { kind, file } of ofSale) {
        const label = kind === 'REGISTER_COPY' ? '등기부등본' : '건축물대장';
        expect(file).toMatchObject({
          ownerUserNo: byNo.get(saleNo)!.userNo,
          kind: `SALE_${kind}`,
          mime: 'application/pdf',
          size: 0,
          storageKey: `demo-documents/${saleNo}/${kind}.pdf`,
          originalName: `${label}_${saleNo}.pdf`,
        });
      }
    }
    expect(docs.some((d) => d.kind === 'BUILDING_REGISTER')).toBe(true);
  });

  it('names the nearest station of a listing when it is within 1.5 km, and none otherwise', async () => {
    const stations = await test.handle.db.select().from(subwayStations);
    const byNo = new Map(stations.map((s) => [s.subwayNo, s]));
    // Every 7th listing: 850 listings against every station.
    for (const l of listings.filter((_, i) => i % 7 === 0)) {
      const distances = stations.map((s) => distanceMetres(l, s));
      const nearest = Math.min(...distances);
      if (l.subwayNo === null) {
        expect(nearest, `listing ${l.saleNo}`).toBeGreaterThan(1_495);
      } else {
        const own = distanceMetres(l, byNo.get(l.subwayNo)!);
        expect(own, `listing ${l.saleNo}`).toBeLessThanOrEqual(1_500);
        expect(own - nearest, `listing ${l.saleNo}`).toBeLessThan(5);
      }
    }
  });

  it('gives the demo brokers an office and counts their 안심방 marks from their listings', async () => {
    const rows = await test.handle.db
      .select({ loginId: users.loginId, company: users.company, profile: professionalProfiles })
      .from(users)
      .innerJoin(professionalProfiles, eq(professionalProfiles.userNo, users.userNo))
      .where(and(eq(users.userType, 'BROKER'), sql`${users.loginId} like 'broker0%'`));
    expect(rows).toHaveLength(8);
    for (const { loginId, company, profile } of rows) {
      expect(profile.officeName, loginId ?? '').toBe(company);
      expect(profile.officePhone).toMatch(/^0\d{9,10}$/);
      expect(profile.officeAddress).toMatch(/^(서울특별시|경기도|인천광역시) /);
      const used = listings.filter((l) => l.userNo === profile.userNo && l.isBaro).length;
      // The marks live on the quota ledger (docs/decisions/019): used by the listings, the spare ones left.
      const marks = await test.handle.db.execute(sql`
        select coalesce((select sum(amount)::int from quota_ledger where user_no = ${profile.userNo}
                           and kind = 'BARO' and entry = 'USE'), 0) as used,
               coalesce((select balance from quota_balances where user_no = ${profile.userNo}
                           and kind = 'BARO'), 0) as left`);
      expect((marks as unknown as { rows: unknown[] }).rows[0], loginId ?? '').toEqual({
        used,
        left: loginId === 'broker01' ? 10 : 5,
      });
    }
    expect(
      listings.filter((l) => l.isBaro).every((l) => l.status === 'ACTIVE' && l.safetyGrade === 'RATE001'),
    ).toBe(true);
    // Nobody else got a profile from the seed.
    const others = await test.handle.db
      .select({ userNo: professionalProfiles.userNo })
      .from(professionalProfiles)
      .where(
        inArray(
          professionalProfiles.userNo,
          (await test.handle.db.select().from(users).where(sql`${users.userType} <> 'BROKER'`)).map(
            (u) => u.userNo,
          ),
        ),
      );
    expect(others).toEqual([]);
  });
});

describe('the listing generator', () => {
  const ctx = () => ({
    regions: readRegions(),
    stations: readStations(),
    prices: readPriceIndex(),
    ownerNos: [1, 2, 3],
  });
  const now = new Date('2026-11-22T00:00:00Z');

  it('makes the same market from the same seed and day, and another from another seed', () => {
    const c = ctx();
    const a = generateListings(c, 300, 42, now);
    expect(generateListings(c, 300, 42, now)).toEqual(a);
    expect(generateListings(c, 300, 43, now).map((l) => l.sale.title)).not.toEqual(
      a.map((l) => l.sale.title),
    );
    // Move-in dates run from the given day, never before it.
    const dates = a.map((l) => l.sale.applyDate).filter((d): d is string => d !== null);
    expect(dates.every((d) => d >= '2026-11-29' && d <= '2027-02-20')).toBe(true);
  });

  it("fills the benchmark's listings as fully, with their texts from a pool", () => {
    const c = ctx();
    const count = TEXT_POOL_SIZE + 300;
    const bench = generateListings(c, count, 7, now, { texts: 'pooled' }).map((l) => l.sale);
    expect(bench.every((s) => s.etcText && s.safetyText && s.useType && s.direction && s.mainImage)).toBe(
      true,
    );
    expect(new Set(bench.map((s) => s.etcText)).size).toBeLessThanOrEqual(TEXT_POOL_SIZE);
    expect(bench[TEXT_POOL_SIZE + 5]!.etcText).toBe(bench[5]!.etcText);
    expect(bench[TEXT_POOL_SIZE + 5]!.title).not.toBe(bench[5]!.title);
  });

  it('keeps sentences unique even in a 동 more crowded than any of the demo', () => {
    const c = ctx();
    // One 동 in each 시도, 역삼동 for Seoul: half of the listings land in it.
    const dongs = new Set(['1168010100']);
    for (const sido of ['경기도', '인천광역시']) {
      dongs.add(c.regions.find((r) => r.level === 3 && r.sido === sido && r.lat !== null)!.code);
    }
    const dense = { ...c, regions: c.regions.filter((r) => r.level !== 3 || dongs.has(r.code)) };
    const demo = generateListings(dense, 240, 7, now).map((l) => ({
      dongCode: l.sale.dongCode,
      etcText: l.sale.etcText ?? null,
    }));
    expect(Math.max(...[...countBy(demo, (l) => l.dongCode).values()].map((l) => l.length))).toBeGreaterThan(
      100,
    );
    expect(repeatedSentences(demo)).toEqual([]);
    expect(demo.every((l) => sentencesOf(l.etcText ?? '').length >= 3)).toBe(true);
  });
});
