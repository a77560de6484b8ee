import { COMMON_CODES } from '@ansim/domain';
import { count, sql } from 'drizzle-orm';
import { QUOTA_REASONS, quotas } from '../../modules/quotas/service.ts';
import { hashPassword } from '../../platform/password/argon2.ts';
import type { Db, DbOrTransaction } from '../client.ts';
import { commonCodes, professionalProfiles, regions, sales, subwayStations, users } from '../schema/index.ts';
import { seedAppContent } from './app-content.ts';
import { seedBoards } from './boards.ts';
import { seedLawyerDemo } from './lawyer-demo.ts';
import { insertListings } from './listing-rows.ts';
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

/** The office of each demo broker, as their sign-up would have filed it (professional_profiles). */
const DEMO_BROKER_OFFICES: Record<
  string,
  { address: string; phone: string; registrationNo: string; kakaoChannelUrl?: string }
> = {
  broker01: {
    address: '서울특별시 강남구 역삼로 180, 1층',
    phone: '0255510101',
    registrationNo: '11680-2019-00412',
    // The one demo broker with a channel, so the inquiry modal shows both ways of asking.
    kakaoChannelUrl: 'https://pf.kakao.com/_ansimbroker01',
  },
  broker02: {
    address: '서울특별시 강남구 논현로 508, 1층',
    phone: '0255520202',
    registrationNo: '11680-2016-00187',
  },
  broker03: {
    address: '서울특별시 마포구 월드컵북로 21, 1층',
    phone: '0233330303',
    registrationNo: '11440-2018-00239',
  },
  broker04: {
    address: '경기도 성남시 분당구 정자일로 95, 1층',
    phone: '0317110404',
    registrationNo: '41135-2020-00058',
  },
  broker05: {
    address: '경기도 수원시 영통구 광교중앙로 140, 1층',
    phone: '0312120505',
    registrationNo: '41117-2021-00093',
  },
  broker06: {
    address: '인천광역시 연수구 센트럴로 160, 1층',
    phone: '0328320606',
    registrationNo: '28185-2017-00311',
  },
  broker07: {
    address: '서울특별시 노원구 상계로 70, 1층',
    phone: '0299370707',
    registrationNo: '11350-2015-00266',
  },
  broker08: {
    address: '경기도 고양시 일산동구 중앙로 1275, 1층',
    phone: '0319050808',
    registrationNo: '41285-2019-00147',
  },
};

/** Demo market size: enough that 강남구 or 수원 looks like a real market. */
export const DEMO_LISTINGS = 6000;
const DEMO_SEED = 20261122;

export interface SeedReport {
  commonCodes: number;
  regions: number;
  subwayStations: number;
  demoAccounts: number;
  demoListings: number;
  /** Notices, FAQ, guide and terms written because their type had none. */
  boards: number;
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
    boards: 0,
  };

  await db.transaction(async (tx) => {
    const codes = COMMON_CODES.map((c, i) => ({ ...c, sortOrder: i }));
    await insertInBatches(codes, (batch) =>
      tx
        .insert(commonCodes)
        .values(batch)
        .onConflictDoUpdate({
          target: [commonCodes.groupCode, commonCodes.code],
          // A code the operator renamed (P13) keeps the operator's name and description.
          set: {
            codeName: sql`case when ${commonCodes.editedAt} is null then excluded.code_name else ${commonCodes.codeName} end`,
            description: sql`case when ${commonCodes.editedAt} is null then excluded.description else ${commonCodes.description} end`,
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

  // Terms and help texts are the product's, demo or not.
  report.boards = await seedBoards(db);

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
    await seedBrokerOffices(db);
    await seedAdUnits(db);
    await seedMarkUnits(db);
    report.demoListings = await seedDemoListings(db);
    await seedLawyerDemo(db);
    await seedAppContent(db);
  }
  return report;
}

/** Advertising units a demo broker starts with (the quota ledger): enough to register listings in a demo. */
export const DEMO_AD_UNITS = 30;

/** Each demo broker's first grant of advertising units, once: a broker who has a balance keeps it. */
async function seedAdUnits(db: Db): Promise<void> {
  const brokers = await demoBrokers(db);
  await db.transaction(async (tx) => {
    for (const { userNo } of brokers) await quotas.grantOnce(tx, userNo, 'AD', DEMO_AD_UNITS, 'DEMO');
  });
}

/** Marks and proxy requests a demo broker starts with, beyond the 안심방 marks its demo listings use. */
export const DEMO_MARK_UNITS = {
  BARO: { broker01: 10, other: 5 },
  LAWYER: { broker01: 5, other: 3 },
  PROXY: { broker01: 3, other: 2 },
} as const;

/** Each demo broker's first grant of BARO, LAWYER and PROXY units, once per kind (grantOnce). */
async function seedMarkUnits(db: Db): Promise<void> {
  const brokers = await demoBrokers(db);
  await db.transaction(async (tx) => {
    for (const { userNo, loginId } of brokers) {
      for (const kind of ['BARO', 'LAWYER', 'PROXY'] as const) {
        const units = DEMO_MARK_UNITS[kind];
        await quotas.grantOnce(
          tx,
          userNo,
          kind,
          loginId === 'broker01' ? units.broker01 : units.other,
          'DEMO',
        );
      }
    }
  });
}

/** Each demo broker's office profile; an existing one (the broker edited it) is left alone. */
async function seedBrokerOffices(db: Db): Promise<void> {
  const brokers = await demoBrokers(db);
  const rows = brokers.flatMap(({ userNo, loginId, company }, i) => {
    const office = DEMO_BROKER_OFFICES[loginId ?? ''];
    if (!office) return [];
    return [
      {
        userNo,
        businessNo: `21488${String(10_001 + i * 137).padStart(5, '0')}`,
        registrationNo: office.registrationNo,
        officeName: company,
        officeAddress: office.address,
        officePhone: office.phone,
        kakaoChannelUrl: office.kakaoChannelUrl ?? null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(professionalProfiles).values(rows).onConflictDoNothing();
}

function demoBrokers(db: Db) {
  return db
    .select({ userNo: users.userNo, loginId: users.loginId, company: users.company })
    .from(users)
    .where(sql`${users.userType} = 'BROKER' and ${users.loginId} like 'broker0%'`)
    .orderBy(users.userNo);
}

/**
 * Three of broker01's listings were last confirmed 15–17 days ago (issue 18 §3), so the dashboard's
 * '확인 필요' badge and its one-tap confirmation show in the demo; every other listing is fresh.
 */
async function staleDemoListings(tx: DbOrTransaction, brokers: { userNo: number; loginId: string | null }[]) {
  const broker01 = brokers.find((b) => b.loginId === 'broker01');
  if (!broker01) return;
  await tx.execute(sql`
    update sales s set confirmed_at = now() - make_interval(days => 15 + picked.k::int)
      from (select sale_no, row_number() over (order by sale_no) - 1 as k from sales
             where user_no = ${broker01.userNo} and status = 'ACTIVE' and created_at < now() - interval '20 days'
             order by sale_no limit 3) as picked
     where s.sale_no = picked.sale_no`);
}

/**
 * About one listing in a hundred was registered dearer and lowered its price halfway to today, so the
 * detail's '가격 변동 이력' shows a change in the demo: the registration's history row (written by the
 * trigger of migration 0024) moves to the day of the drop, and the dearer first price goes before it.
 */
async function demoPriceDrops(tx: DbOrTransaction) {
  const picked = sql`select sale_no, created_at from sales
                      where status = 'ACTIVE' and sale_no % 97 = 0 and created_at < now() - interval '10 days'`;
  await tx.execute(sql`
    update sale_price_history h set changed_at = p.created_at + (now() - p.created_at) / 2
      from (${picked}) as p where h.sale_no = p.sale_no`);
  await tx.execute(sql`
    insert into sale_price_history (sale_no, sale_type, selling_price, rent_price, deposit, monthly_price, changed_at)
    select s.sale_no, s.sale_type,
           s.selling_price + greatest(100, round(s.selling_price * 0.05 / 100) * 100)::int,
           s.rent_price + greatest(500, round(s.rent_price * 0.05 / 100) * 100)::int,
           s.deposit, s.monthly_price + greatest(5, round(s.monthly_price * 0.1))::int, s.created_at
      from sales s join (${picked}) as p on p.sale_no = s.sale_no`);
}

/**
 * The demo market, once: only when no listing exists yet. The 안심방 marks its listings carry are granted
 * and used on the ledger, beside the spare ones of seedMarkUnits.
 */
async function seedDemoListings(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(sales);
  if (existing && existing.n > 0) return 0;
  const brokers = await demoBrokers(db);
  if (brokers.length === 0) return 0;
  const listings = generateListings(
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
    // A bulk load writes no alert events (migration alert_events_trigger): nobody saved a search yet.
    await tx.execute(sql`select set_config('ansim.bulk_load', 'on', true)`);
    const saleNos = await insertListings(tx, listings);
    await staleDemoListings(tx, brokers);
    await demoPriceDrops(tx);
    // The marks the demo's 안심방 listings carry were granted and used like any other (the spare ones come
    // from seedMarkUnits): one grant of as many as the broker's listings use, one ledger use per listing.
    for (const { userNo } of brokers) {
      const marked = saleNos.filter(
        (_, i) => listings[i]?.sale.userNo === userNo && listings[i]?.sale.isBaro,
      );
      if (marked.length === 0) continue;
      await quotas.grant(tx, userNo, 'BARO', marked.length, 'DEMO');
      for (const saleNo of marked) await quotas.useUnit(tx, userNo, 'BARO', QUOTA_REASONS.baro, saleNo);
    }
  });
  return listings.length;
}
