import { COMMON_CODES } from '@ansim/domain';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/password/argon2.ts';
import type { Db } from '../client.ts';
import { commonCodes, regions, sales, subwayStations, users } from '../schema/index.ts';
import { generateListings } from './listings.ts';
import { readPriceIndex } from './market.ts';
import { readRegions, readStations } from './regions.ts';

export const DEMO_PASSWORD = 'ansim2580!';

/** One account per role; created only in demo mode (DEMO=1, the default of `npm start`). */
export const DEMO_ACCOUNTS = [
  { loginId: 'user01', userType: 'GENERAL', name: '김안심', phone: '01012345678', company: null },
  {
    loginId: 'broker01',
    userType: 'BROKER',
    name: '박중개',
    phone: '01023456789',
    company: '안심공인중개사사무소',
  },
  { loginId: 'lawyer01', userType: 'LAWYER', name: '이변호', phone: '01034567890', company: '법무법인 안심' },
  { loginId: 'admin01', userType: 'ADMIN', name: '운영자', phone: '01045678901', company: '안심방' },
] as const;

/** More demo broker offices, so that the demo market has many owners (same password). */
export const DEMO_OFFICES = [
  ['broker02', '서정훈', '강남제일공인중개사사무소'],
  ['broker03', '윤미숙', '마포한강공인중개사사무소'],
  ['broker04', '장동건', '분당정자공인중개사사무소'],
  ['broker05', '오세영', '수원광교공인중개사사무소'],
  ['broker06', '한지민', '송도센트럴공인중개사사무소'],
  ['broker07', '임재현', '노원상계공인중개사사무소'],
  ['broker08', '강수정', '일산호수공인중개사사무소'],
] as const;

/** Demo market size: enough that 강남구 or 수원 looks like a real market. */
export const DEMO_LISTINGS = 6000;
const DEMO_SEED = 20261122;

export interface SeedReport {
  commonCodes: number;
  regions: number;
  subwayStations: number;
  demoAccounts: number;
  demoListings: number;
}

const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Reference data is kept in step with the shipped files on every start (upsert), so a new code or station
 * reaches existing databases; demo accounts are only ever added, never reset.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = {
    commonCodes: 0,
    regions: 0,
    subwayStations: 0,
    demoAccounts: 0,
    demoListings: 0,
  };

  await db.transaction(async (tx) => {
    const codes = COMMON_CODES.map((c, i) => ({ ...c, sortOrder: i }));
    await insertInBatches(codes, (batch) =>
      tx
        .insert(commonCodes)
        .values(batch)
        .onConflictDoUpdate({
          target: [commonCodes.groupCode, commonCodes.code],
          set: {
            codeName: sql`excluded.code_name`,
            description: sql`excluded.description`,
            parentCode: sql`excluded.parent_code`,
            sortOrder: sql`excluded.sort_order`,
          },
        }),
    );
    report.commonCodes = codes.length;

    const [regionCount] = await tx.select({ n: count() }).from(regions);
    if (!regionCount || regionCount.n === 0) {
      const rows = readRegions();
      await insertInBatches(rows, (batch) => tx.insert(regions).values(batch));
      report.regions = rows.length;
    }

    const [stationCount] = await tx.select({ n: count() }).from(subwayStations);
    if (!stationCount || stationCount.n === 0) {
      const rows = readStations();
      await insertInBatches(rows, (batch) => tx.insert(subwayStations).values(batch));
      report.subwayStations = rows.length;
    }
  });

  if (options.demo) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await db
      .insert(users)
      .values(
        [
          ...DEMO_ACCOUNTS,
          ...DEMO_OFFICES.map(([loginId, name, company], i) => ({
            loginId,
            userType: 'BROKER' as const,
            name,
            phone: `0105000${String(i + 1).padStart(4, '0')}`,
            company,
          })),
        ].map((a) => ({
          loginId: a.loginId,
          passwordHash,
          userType: a.userType,
          status: 'ACTIVE' as const,
          name: a.name,
          phone: a.phone,
          company: a.company,
          isMarketing: false,
        })),
      )
      // Seeding again finds the accounts there (by id, or by phone per type): nothing to do.
      .onConflictDoNothing()
      .returning({ userNo: users.userNo });
    report.demoAccounts = inserted.length;
    report.demoListings = await seedDemoListings(db);
  }
  return report;
}

/** The demo market, once: only when no listing exists yet. */
async function seedDemoListings(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(sales);
  if (existing && existing.n > 0) return 0;
  const brokers = await db
    .select({ userNo: users.userNo, loginId: users.loginId })
    .from(users)
    .where(sql`${users.userType} = 'BROKER' and ${users.loginId} like 'broker0%'`);
  if (brokers.length === 0) return 0;
  const rows = generateListings(
    {
      regions: readRegions(),
      stations: readStations(),
      prices: readPriceIndex(),
      ownerNos: brokers.map((b) => b.userNo),
    },
    DEMO_LISTINGS,
    DEMO_SEED,
  );
  await db.transaction(async (tx) => {
    await insertInBatches(rows, (batch) => tx.insert(sales).values(batch));
  });
  return rows.length;
}
