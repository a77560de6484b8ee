import {
  formatDealPrice,
  listingMatchesFilter,
  type MatchArea,
  type MatchFilter,
  RATE_CODES,
  searchFilterQuerySchema,
} from '@ansim/domain';
import {
  SAVED_FILTER_KEYS,
  SAVED_SEARCH_CAP,
  SAVED_SEARCH_MESSAGES,
  type SavedFilter,
  type SavedSearch,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { JobLog } from '../../platform/schedule/repeating.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import type { ResolvedArea } from '../search/area-resolver.ts';
import { filterColumnsOf, listingKeys, matchAreaOf, priceBoundsOf, searchKeys } from './keys.ts';
import type { AlertEventRow, AlertsRepo, Candidate, ListingFactsRow, SavedSearchRow } from './repo.ts';

/*
 * Saved searches and listing alerts (issue 18 §1). The sales trigger writes an event in the changing
 * transaction; processEvents claims events, picks saved searches by their indexed keys, checks each with the
 * domain's listingMatchesFilter (the search API's own conditions) and records each (user, listing, event)
 * once in alert_deliveries, notifying in the same transaction: INSTANT at once, DAILY in the 09:00 digest.
 */

/**
 * Events one transaction takes, few so that the transaction stays short (on PGlite it holds the one
 * connection); a run takes batches until none is left or MAX_BATCHES, the next run the rest.
 */
const BATCH = 25;
const MAX_BATCHES = 200;
/** Compiled saved searches kept in memory, forgotten all at once past this. */
const COMPILED_MAX = 200_000;

export interface AlertsDeps {
  db: Db;
  repo: AlertsRepo;
  /** The search's own reading of a region text (search service `resolve`). */
  resolve: (saleAddr: string) => Promise<ResolvedArea>;
  /** Starts SMS and push delivery after a commit that notified (notifications/delivery.ts). */
  delivery?: { kick(): void };
  log?: JobLog;
}

export interface ProcessReport {
  events: number;
  notified: number;
  digestQueued: number;
}

interface Compiled {
  stamp: number;
  filter: MatchFilter;
  area: MatchArea;
}

/** The search's parse of a saved filter; a filter that no longer parses (a code removed) matches nothing. */
function parseFilter(filter: Record<string, string>) {
  return searchFilterQuerySchema.safeParse({ ...filter, status: 'ACTIVE' });
}

/** The canonical saved filter: only what narrows the search, in the list call's own wording. */
function canonicalOf(q: ReturnType<typeof searchFilterQuerySchema.parse>): SavedFilter {
  const out: SavedFilter = {};
  for (const key of SAVED_FILTER_KEYS) {
    const value = key === 'roomGroup' ? q.roomGroup : q[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
    } else {
      out[key] = String(value);
    }
  }
  return out;
}

const gradeLabel = (code: string | null) => RATE_CODES.find((r) => r.code === code)?.label ?? '';
const listingLine = (l: ListingFactsRow) =>
  `${l.title ?? `매물 ${l.saleNo}`} · ${formatDealPrice({
    saleType: l.saleType ?? 'MONTHLY',
    sellingPrice: l.sellingPrice,
    rentPrice: l.rentPrice,
    deposit: l.deposit,
    monthlyPrice: l.monthlyPrice,
  })}`;
const detailLink = (saleNo: number) => `/salesManagement/salesDetail/${saleNo}`;
export const SAVED_SEARCH_PAGE = '/myPage/savedSearch';

/** The Korean calendar day of an instant ('2026-11-25'), whatever the server's time zone. */
export const koreanDay = (at: Date): string =>
  new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

const toEntity = (row: SavedSearchRow): SavedSearch => ({
  searchNo: row.searchNo,
  name: row.name,
  filter: row.filter,
  enabled: row.enabled,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createAlertsService({ db, repo, resolve, delivery, log }: AlertsDeps) {
  const compiled = new Map<number, Compiled>();

  const stampOf = (c: Candidate) => new Date(c.updatedAt).getTime();

  /** Candidates' filters and places, parsed once per version of each saved search and kept. */
  async function compileAll(tx: DbOrTransaction, candidates: Candidate[]): Promise<void> {
    const missing = candidates.filter((c) => compiled.get(c.searchNo)?.stamp !== stampOf(c));
    if (missing.length === 0) return;
    const filters = await repo.filtersOf(
      tx,
      missing.map((c) => c.searchNo),
    );
    if (compiled.size + missing.length > COMPILED_MAX) compiled.clear();
    for (const c of missing) {
      const parsed = parseFilter(filters.get(c.searchNo) ?? {});
      // A filter that no longer parses (a code removed since) matches nothing.
      if (!parsed.success) continue;
      const area = matchAreaOf(await resolve(parsed.data.saleAddr));
      compiled.set(c.searchNo, { stamp: stampOf(c), filter: parsed.data, area });
    }
  }

  /** The saved searches a listing matches: candidates by indexed keys, then the search's rule in code. */
  async function matchListing(tx: DbOrTransaction, listing: ListingFactsRow): Promise<Candidate[]> {
    if (listing.status !== 'ACTIVE') return [];
    const candidates = await repo.candidates(tx, listing, listingKeys(listing));
    await compileAll(tx, candidates);
    const now = new Date();
    const matched = candidates.filter((c) => {
      const entry = compiled.get(c.searchNo);
      return entry?.stamp === stampOf(c) && listingMatchesFilter(listing, entry.filter, entry.area, now);
    });
    const active = await repo.activeUsers(tx, [...new Set(matched.map((c) => c.userNo))]);
    return matched.filter((c) => active.has(c.userNo));
  }

  /** A new listing: one delivery per user, from the first matching search that tells at once if any. */
  async function onNew(tx: DbOrTransaction, listing: ListingFactsRow, report: ProcessReport) {
    const matched = await matchListing(tx, listing);
    const byUser = new Map<number, Candidate>();
    for (const c of matched) {
      const chosen = byUser.get(c.userNo);
      if (!chosen || (chosen.frequency === 'DAILY' && c.frequency === 'INSTANT')) byUser.set(c.userNo, c);
    }
    const chosen = [...byUser.values()];
    const recorded = new Set(
      await repo.recordDeliveries(
        tx,
        chosen.map((c) => ({
          userNo: c.userNo,
          saleNo: listing.saleNo,
          kind: 'NEW',
          version: '',
          searchNo: c.searchNo,
          frequency: c.frequency,
        })),
      ),
    );
    for (const c of chosen) {
      if (!recorded.has(c.userNo)) continue;
      if (c.frequency === 'DAILY') {
        report.digestQueued++;
        continue;
      }
      await notify(tx, {
        userNo: c.userNo,
        kind: 'SAVED_SEARCH_MATCH',
        title: `저장한 검색 “${c.name}”에 새 매물`,
        body: listingLine(listing),
        link: detailLink(listing.saleNo),
      });
      report.notified++;
    }
  }

  /** A liked listing's change: each liker once per (listing, event kind, version). */
  async function onLiked(
    tx: DbOrTransaction,
    event: AlertEventRow,
    listing: ListingFactsRow,
    report: ProcessReport,
  ) {
    // Only STATUS tells of a listing that left search; the others need it visible now.
    if (event.kind !== 'STATUS' && listing.status !== 'ACTIVE') return;
    const likers = await repo.likers(tx, listing.saleNo, listing.userNo);
    const recorded = await repo.recordDeliveries(
      tx,
      likers.map((l) => ({
        userNo: l.userNo,
        saleNo: listing.saleNo,
        kind: event.kind,
        version: event.version,
        searchNo: null,
        frequency: 'INSTANT' as const,
      })),
    );
    const message = likedMessage(event, listing);
    if (!message) return;
    for (const userNo of recorded) {
      await notify(tx, { userNo, ...message, link: detailLink(listing.saleNo) });
      report.notified++;
    }
  }

  async function processBatch(report: ProcessReport): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await repo.claimEvents(tx, BATCH);
      if (events.length === 0) return 0;
      const facts = new Map(
        (await repo.listingFacts(tx, [...new Set(events.map((e) => e.saleNo))])).map((l) => [l.saleNo, l]),
      );
      for (const event of events) {
        const listing = facts.get(event.saleNo);
        if (!listing) continue;
        if (event.kind === 'NEW') await onNew(tx, listing, report);
        else await onLiked(tx, event, listing, report);
      }
      await repo.markProcessed(
        tx,
        events.map((e) => e.eventNo),
      );
      report.events += events.length;
      return events.length;
    });
  }

  /** Works the outbox until it is empty (or MAX_BATCHES); idempotent: events are claimed by state. */
  async function processEvents(): Promise<ProcessReport> {
    const report: ProcessReport = { events: 0, notified: 0, digestQueued: 0 };
    for (let i = 0; i < MAX_BATCHES; i++) {
      if ((await processBatch(report)) < BATCH) break;
    }
    if (report.notified > 0) delivery?.kick();
    return report;
  }

  /**
   * The 09:00 digest: one notification per enabled saved search with DAILY matches since the last digest,
   * counting those still visible. Matches are taken by state, so a second run the same day finds none.
   */
  async function sendDigests(now: Date): Promise<{ digests: number }> {
    const day = koreanDay(now);
    const sent = await db.transaction(async (tx) => {
      let n = 0;
      for (const d of await repo.takeDigest(tx, now)) {
        if (!d.enabled || d.listings === 0) continue;
        if (!(await repo.recordDigest(tx, { ...d, day }))) continue;
        await notify(tx, {
          userNo: d.userNo,
          kind: 'SAVED_SEARCH_DIGEST',
          title: `저장한 검색 “${d.name}”에 새 매물 ${d.listings}건`,
          body: '지난 요약 이후 조건에 맞는 새 매물이 올라왔어요. 저장한 검색에서 확인해보세요.',
          link: SAVED_SEARCH_PAGE,
        });
        n++;
      }
      return n;
    });
    if (sent > 0) delivery?.kick();
    return { digests: sent };
  }

  let running: Promise<void> | null = null;
  let again = false;
  /** Processes the outbox in this process now; a kick while a run goes makes one more run. */
  const kick = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = processEvents()
      .then((report) => {
        if (report.events > 0) log?.info({ job: 'alerts', ...report }, 'alerts matched');
      })
      .catch((error: unknown) => log?.error({ job: 'alerts', err: error }, 'alert matching failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  return {
    matchListing,
    processEvents,
    sendDigests,
    kick,
    async idle() {
      while (running) await running;
    },

    async list(caller: AuthContext) {
      const rows = await repo.list(caller.userNo);
      return { list: rows.map(toEntity), cap: SAVED_SEARCH_CAP };
    },

    async create(
      caller: AuthContext,
      body: { name: string; filter: SavedFilter; frequency: 'INSTANT' | 'DAILY' },
    ): Promise<SavedSearch> {
      const parsed = parseFilter(body.filter as Record<string, string>);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('VALIDATION', `filter: ${issue?.message ?? '검색 조건을 확인해주세요.'}`, {
          field: 'filter',
        });
      }
      const q = parsed.data;
      const area = matchAreaOf(await resolve(q.saleAddr));
      if (area.kind === 'none')
        throw new AppError(
          'VALIDATION',
          'filter: 검색 지역을 찾을 수 없습니다. 지역이나 역 이름을 확인해주세요.',
          {
            field: 'filter',
          },
        );
      const row = await repo.insertCapped(caller.userNo, {
        name: body.name,
        filter: canonicalOf(q) as Record<string, string>,
        frequency: body.frequency,
        matchKeys: searchKeys(area, q.types),
        columns: filterColumnsOf(q),
        bounds: priceBoundsOf(q),
      });
      if (!row) throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.cap);
      return toEntity(row);
    },

    async update(
      caller: AuthContext,
      searchNo: number,
      change: { name?: string; enabled?: boolean; frequency?: 'INSTANT' | 'DAILY' },
    ): Promise<SavedSearch> {
      const row = await repo.update(caller.userNo, searchNo, change);
      // Another user's number reads as missing: a number does not reveal that a search exists.
      if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
      return toEntity(row);
    },

    async remove(caller: AuthContext, searchNo: number): Promise<{ searchNo: number }> {
      if (!(await repo.remove(caller.userNo, searchNo)))
        throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
      return { searchNo };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

function likedMessage(
  event: AlertEventRow,
  l: ListingFactsRow,
): { kind: Parameters<typeof notify>[1]['kind']; title: string; body: string } | null {
  switch (event.kind) {
    case 'PRICE_DROP':
      return { kind: 'LIKED_PRICE_DROP', title: '관심매물 가격이 내렸어요', body: listingLine(l) };
    case 'GRADE_CHANGE':
      return {
        kind: 'LIKED_GRADE_CHANGE',
        title: '관심매물 안전등급이 바뀌었어요',
        body: `${l.title ?? `매물 ${l.saleNo}`} · ${gradeLabel(event.version)} 등급`,
      };
    case 'LAWYER_BADGE':
      return {
        kind: 'LIKED_LAWYER_BADGE',
        title: '관심매물이 변호사 확인을 받았어요',
        body: `${l.title ?? `매물 ${l.saleNo}`} · 변호사가 권리관계를 확인했어요.`,
      };
    case 'STATUS':
      return {
        kind: 'LIKED_STATUS',
        title: event.version === 'DONE' ? '관심매물이 거래완료되었어요' : '관심매물 광고가 중지되었어요',
        body: listingLine(l),
      };
    case 'NEW':
      return null;
  }
}
