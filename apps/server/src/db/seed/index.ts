import { COMMON_CODES } from '@ansim/domain';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/password/argon2.ts';
import type { Db } from '../client.ts';
import { commonCodes, regions, subwayStations, users } from '../schema/index.ts';
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

export interface SeedReport {
  commonCodes: number;
  regions: number;
  subwayStations: number;
  demoAccounts: number;
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
  const report: SeedReport = { commonCodes: 0, regions: 0, subwayStations: 0, demoAccounts: 0 };

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
        DEMO_ACCOUNTS.map((a) => ({
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
      .onConflictDoNothing({ target: users.loginId })
      .returning({ userNo: users.userNo });
    report.demoAccounts = inserted.length;
  }
  return report;
}
