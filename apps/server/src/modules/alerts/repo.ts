import type { ListingFacts, SaleType } from '@ansim/domain';
import { SAVED_SEARCH_CAP } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { rowsOf } from '../search/sql.ts';

/*
 * The only SQL of alerts: saved searches (the cap in the inserting statement), the event outbox the sales
 * trigger fills, candidates by indexed keys, and the de-duplicating deliveries.
 */

export interface SavedSearchRow {
  searchNo: number;
  userNo: number;
  name: string;
  filter: Record<string, string>;
  enabled: boolean;
  frequency: 'INSTANT' | 'DAILY';
  createdAt: Date;
  updatedAt: Date;
}

export interface SavedSearchWrite {
  name: string;
  filter: Record<string, string>;
  frequency: 'INSTANT' | 'DAILY';
  matchKeys: string[];
  columns: {
    buildingTypes: string[] | null;
    roomGroups: string[] | null;
    safetyGrades: string[] | null;
    areaBands: number[] | null;
    floorBands: number[] | null;
  };
  bounds: Record<
    'minSell' | 'maxSell' | 'minRent' | 'maxRent' | 'minDeposit' | 'maxDeposit' | 'minMonthly' | 'maxMonthly',
    number | null
  >;
}

const SEARCH_COLUMNS = sql`search_no as "searchNo", user_no as "userNo", name, filter, enabled, frequency,
  created_at as "createdAt", updated_at as "updatedAt"`;

/** Dates from both drivers: node-postgres gives Date, PGlite a Date or an ISO text. */
const dated = (row: SavedSearchRow): SavedSearchRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

export interface ListingFactsRow extends ListingFacts {
  userNo: number;
  title: string | null;
  /** The grade shown: a lawyer's or the operator's correction, else the broker's. */
  shownGrade: string | null;
  latCell: number;
  lngCell: number;
}

export interface Candidate {
  searchNo: number;
  userNo: number;
  name: string;
  frequency: 'INSTANT' | 'DAILY';
  updatedAt: Date;
}

export interface AlertEventRow {
  eventNo: number;
  saleNo: number;
  kind: 'NEW' | 'PRICE_DROP' | 'GRADE_CHANGE' | 'LAWYER_BADGE' | 'STATUS';
  version: string;
}

/** The bound columns of each deal type's own price (월세: its deposit; its rent is checked beside). */
const PRICE_OF: Record<SaleType, { min: string; max: string }> = {
  SALE: { min: 'min_sell', max: 'max_sell' },
  RENT: { min: 'min_rent', max: 'max_rent' },
  MONTHLY: { min: 'min_deposit', max: 'max_deposit' },
};

export function createAlertsRepo(db: Db) {
  return {
    async list(userNo: number): Promise<SavedSearchRow[]> {
      const rows = await rowsOf<SavedSearchRow>(
        db,
        sql`select ${SEARCH_COLUMNS} from saved_searches where user_no = ${userNo} order by created_at desc, search_no desc`,
      );
      return rows.map(dated);
    },

    /**
     * Inserts unless the user already keeps SAVED_SEARCH_CAP: the user's row is locked first, so parallel
     * saves of one user count one after another and the cap holds in the statement that inserts.
     */
    async insertCapped(userNo: number, w: SavedSearchWrite): Promise<SavedSearchRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where user_no = ${userNo} for no key update`);
        const rows = await rowsOf<SavedSearchRow>(
          tx as unknown as Db,
          sql`insert into saved_searches (user_no, name, filter, frequency, match_keys, min_sell, max_sell,
                min_rent, max_rent, min_deposit, max_deposit, min_monthly, max_monthly, building_types,
                room_groups, safety_grades, area_bands, floor_bands)
              select ${userNo}, ${w.name}, ${JSON.stringify(w.filter)}::jsonb, ${w.frequency},
                ${sql.param(w.matchKeys)}::varchar[], ${w.bounds.minSell}::int, ${w.bounds.maxSell}::int,
                ${w.bounds.minRent}::int, ${w.bounds.maxRent}::int, ${w.bounds.minDeposit}::int,
                ${w.bounds.maxDeposit}::int, ${w.bounds.minMonthly}::int, ${w.bounds.maxMonthly}::int,
                ${sql.param(w.columns.buildingTypes)}::varchar[], ${sql.param(w.columns.roomGroups)}::varchar[],
                ${sql.param(w.columns.safetyGrades)}::varchar[], ${sql.param(w.columns.areaBands)}::smallint[],
                ${sql.param(w.columns.floorBands)}::smallint[]
              where (select count(*) from saved_searches where user_no = ${userNo}) < ${SAVED_SEARCH_CAP}
              returning ${SEARCH_COLUMNS}`,
        );
        return rows[0] ? dated(rows[0]) : null;
      });
    },

    async update(
      userNo: number,
      searchNo: number,
      change: { name?: string; enabled?: boolean; frequency?: 'INSTANT' | 'DAILY' },
    ): Promise<SavedSearchRow | null> {
      const rows = await rowsOf<SavedSearchRow>(
        db,
        sql`update saved_searches set
              name = coalesce(${change.name ?? null}::varchar, name),
              enabled = coalesce(${change.enabled ?? null}::boolean, enabled),
              frequency = coalesce(${change.frequency ?? null}::varchar, frequency),
              updated_at = now()
            where search_no = ${searchNo} and user_no = ${userNo}
            returning ${SEARCH_COLUMNS}`,
      );
      return rows[0] ? dated(rows[0]) : null;
    },

    async remove(userNo: number, searchNo: number): Promise<boolean> {
      const rows = await rowsOf<{ searchNo: number }>(
        db,
        sql`delete from saved_searches where search_no = ${searchNo} and user_no = ${userNo} returning search_no as "searchNo"`,
      );
      return rows.length > 0;
    },

    /** Up to `limit` unprocessed events, locked for this transaction; another worker skips them. */
    claimEvents(tx: DbOrTransaction, limit: number): Promise<AlertEventRow[]> {
      return rowsOf<AlertEventRow>(
        tx as Db,
        sql`select event_no::float8 as "eventNo", sale_no as "saleNo", kind, version from alert_events
            where processed_at is null order by event_no limit ${limit} for update skip locked`,
      );
    },

    async markProcessed(tx: DbOrTransaction, eventNos: number[]): Promise<void> {
      await tx.execute(
        sql`update alert_events set processed_at = now() where event_no = any(${sql.param(eventNos)}::bigint[])`,
      );
    },

    async listingFacts(tx: DbOrTransaction, saleNos: number[]): Promise<ListingFactsRow[]> {
      const rows = await rowsOf<ListingFactsRow>(
        tx as Db,
        sql`select sale_no as "saleNo", user_no as "userNo", status, sale_type as "saleType",
              building_type as "buildingType", room_group as "roomGroup", safety_grade as "safetyGrade",
              area_band as "areaBand", floor_band as "floorBand", selling_price as "sellingPrice",
              rent_price as "rentPrice", deposit, monthly_price as "monthlyPrice", sido_code as "sidoCode",
              sigungu_code as "sigunguCode", dong_code as "dongCode", lat, lng, lat_cell as "latCell",
              lng_cell as "lngCell", title, confirmed_at as "confirmedAt",
              coalesce(change_safety_grade, safety_grade) as "shownGrade"
            from sales where sale_no = any(${sql.param(saleNos)}::int[])`,
      );
      return rows.map((r) => ({ ...r, confirmedAt: new Date(r.confirmedAt) }));
    },

    /**
     * Enabled saved searches whose keys overlap the listing's (the GIN index) and whose price bounds and
     * other filter columns hold the listing; never the listing's own broker. The filter itself is not
     * read here: the service keeps candidates' parsed filters and asks filtersOf for the ones it lacks.
     */
    candidates(tx: DbOrTransaction, listing: ListingFactsRow, keys: string[]): Promise<Candidate[]> {
      const type = listing.saleType;
      if (type === null) return Promise.resolve([]);
      const p = PRICE_OF[type];
      const price =
        type === 'SALE' ? listing.sellingPrice : type === 'RENT' ? listing.rentPrice : listing.deposit;
      const band = (min: string, max: string, value: number | null) =>
        sql`(${sql.raw(min)} is null or ${sql.raw(min)} <= ${value}::int) and (${sql.raw(max)} is null or ${sql.raw(max)} >= ${value}::int)`;
      const monthly =
        type === 'MONTHLY' ? sql` and ${band('min_monthly', 'max_monthly', listing.monthlyPrice)}` : sql``;
      return rowsOf<Candidate>(
        tx as Db,
        sql`select search_no as "searchNo", user_no as "userNo", name, frequency,
              updated_at as "updatedAt"
            from saved_searches
            where enabled and match_keys && ${sql.param(keys)}::varchar[]
              and user_no <> ${listing.userNo}
              and ${band(p.min, p.max, price)}${monthly}
              and (building_types is null or ${listing.buildingType}::varchar = any(building_types))
              and (room_groups is null or ${listing.roomGroup}::varchar = any(room_groups))
              and (safety_grades is null or ${listing.safetyGrade}::varchar = any(safety_grades))
              and (area_bands is null or ${listing.areaBand}::smallint = any(area_bands))
              and (floor_bands is null or ${listing.floorBand}::smallint = any(floor_bands))
            order by search_no`,
      );
    },

    async filtersOf(tx: DbOrTransaction, searchNos: number[]): Promise<Map<number, Record<string, string>>> {
      const rows = await rowsOf<{ searchNo: number; filter: Record<string, string> }>(
        tx as Db,
        sql`select search_no as "searchNo", filter from saved_searches where search_no = any(${sql.param(searchNos)}::int[])`,
      );
      return new Map(rows.map((r) => [r.searchNo, r.filter]));
    },

    /** Records (user, listing, event) once; returns the users newly recorded. */
    async recordDeliveries(
      tx: DbOrTransaction,
      rows: {
        userNo: number;
        saleNo: number;
        kind: string;
        version: string;
        searchNo: number | null;
        frequency: 'INSTANT' | 'DAILY';
      }[],
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await rowsOf<{ userNo: number }>(
        tx as Db,
        sql`insert into alert_deliveries (user_no, sale_no, kind, version, search_no, frequency)
            select * from unnest(${sql.param(rows.map((r) => r.userNo))}::int[],
              ${sql.param(rows.map((r) => r.saleNo))}::int[], ${sql.param(rows.map((r) => r.kind))}::varchar[],
              ${sql.param(rows.map((r) => r.version))}::varchar[],
              ${sql.param(rows.map((r) => r.searchNo))}::int[],
              ${sql.param(rows.map((r) => r.frequency))}::varchar[])
            on conflict (user_no, sale_no, kind, version) do nothing
            returning user_no as "userNo"`,
      );
      return inserted.map((r) => r.userNo);
    },

    /**
     * Of these users, the active ones: a withdrawn or suspended account is told nothing. Asked of the
     * matches alone, by primary key, so the candidate query keeps its plan (the GIN index first).
     */
    async activeUsers(tx: DbOrTransaction, userNos: number[]): Promise<Set<number>> {
      if (userNos.length === 0) return new Set();
      const rows = await rowsOf<{ userNo: number }>(
        tx as Db,
        sql`select user_no as "userNo" from users where user_no = any(${sql.param(userNos)}::int[]) and status = 'ACTIVE'`,
      );
      return new Set(rows.map((r) => r.userNo));
    },

    /** Active users who like the listing, but its broker. */
    likers(tx: DbOrTransaction, saleNo: number, brokerNo: number): Promise<{ userNo: number }[]> {
      return rowsOf<{ userNo: number }>(
        tx as Db,
        sql`select l.user_no as "userNo" from sale_likes l join users u on u.user_no = l.user_no
            where l.sale_no = ${saleNo} and l.user_no <> ${brokerNo} and u.status = 'ACTIVE'
            order by l.user_no`,
      );
    },

    /**
     * DAILY matches not digested yet up to `now`, marked digested in the same statement (a second digest
     * finds none), with how many of them are still publicly visible, per saved search.
     */
    takeDigest(
      tx: DbOrTransaction,
      now: Date,
    ): Promise<{ searchNo: number; userNo: number; name: string; enabled: boolean; listings: number }[]> {
      return rowsOf(
        tx as Db,
        sql`with taken as (
              update alert_deliveries d set digested_at = ${now.toISOString()}::timestamptz
              where d.frequency = 'DAILY' and d.digested_at is null and d.search_no is not null
                and d.created_at <= ${now.toISOString()}::timestamptz
              returning d.search_no, d.sale_no)
            select s.search_no as "searchNo", s.user_no as "userNo", s.name, s.enabled,
                   count(*) filter (where l.status = 'ACTIVE')::int as listings
              from taken t
              join saved_searches s on s.search_no = t.search_no
              join sales l on l.sale_no = t.sale_no
             group by s.search_no, s.user_no, s.name, s.enabled
             order by s.search_no`,
      );
    },

    /** One digest per saved search per Korean day: false when it was sent already. */
    async recordDigest(
      tx: DbOrTransaction,
      d: { searchNo: number; userNo: number; day: string; listings: number },
    ): Promise<boolean> {
      const rows = await rowsOf<{ searchNo: number }>(
        tx as Db,
        sql`insert into alert_digests (search_no, digest_day, user_no, listings)
            values (${d.searchNo}, ${d.day}::date, ${d.userNo}, ${d.listings})
            on conflict do nothing returning search_no as "searchNo"`,
      );
      return rows.length > 0;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
