import { kstDay, pageInfoOf } from '@ansim/domain';
import {
  ADMIN_CONTENT_MESSAGES,
  type AdminBanner,
  type AdminBannerBody,
  type BannerState,
  BOARD_MESSAGES,
  type PageInfo,
} from '@ansim/domain/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../../db/client.ts';
import { banners } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AdminCaller } from '../guard.ts';

/*
 * The main popups (spec 01 §2) in the console. The operator picks Korean days; a popup shows from 00:00 KST
 * of its first day until 24:00 KST of its last (stored as the half-open [start_at, end_at) that
 * GET /api/banner/detail reads), so a popup ending "2026-12-01" is still up all of that day.
 */

type BannerRecord = typeof banners.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 in Korea of a YYYY-MM-DD day. */
const kstMidnight = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

export function windowOf(body: Pick<AdminBannerBody, 'startDate' | 'endDate'>) {
  return {
    startAt: kstMidnight(body.startDate),
    endAt: body.endDate ? new Date(kstMidnight(body.endDate).getTime() + DAY_MS) : null,
  };
}

export function bannerState(
  row: Pick<BannerRecord, 'isActive' | 'startAt' | 'endAt'>,
  now: Date,
): BannerState {
  if (!row.isActive) return 'OFF';
  if (row.startAt > now) return 'SCHEDULED';
  if (row.endAt && row.endAt <= now) return 'ENDED';
  return 'SHOWING';
}

function toAdminBanner(row: BannerRecord, now: Date): AdminBanner {
  return {
    bannerNo: row.bannerNo,
    title: row.title,
    imageUrl: row.imageUrl,
    contentText: row.contentText,
    boardType: row.boardType as AdminBanner['boardType'],
    link: row.link,
    linkType: row.linkType,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    sort: row.sort,
    isActive: row.isActive,
    state: bannerState(row, now),
    startDate: kstDay(row.startAt),
    // The last day shown: the day of the instant just before the end.
    endDate: row.endAt ? kstDay(new Date(row.endAt.getTime() - 1)) : null,
  };
}

/** What the audit row keeps of a popup: every field the operator sets. */
const snapshot = (row: BannerRecord): Record<string, unknown> => ({
  title: row.title,
  imageUrl: row.imageUrl,
  contentText: row.contentText,
  boardType: row.boardType,
  link: row.link,
  linkType: row.linkType,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt?.toISOString() ?? null,
  isActive: row.isActive,
  sort: row.sort,
});

const SORTS = { sort: banners.sort, startAt: banners.startAt, bannerNo: banners.bannerNo } as const;

async function lockedBanner(ex: DbOrTransaction, bannerNo: number): Promise<BannerRecord | null> {
  const rows = await ex.select().from(banners).where(eq(banners.bannerNo, bannerNo)).for('update');
  return rows[0] ?? null;
}

/** A NOTICE popup must open a notice that exists (not deleted); checked in the transaction that saves. */
async function checkNoticeLink(ex: DbOrTransaction, body: AdminBannerBody): Promise<void> {
  if (body.boardType !== 'NOTICE') return;
  const found = await ex.execute(
    sql`select 1 from boards where board_no = ${Number(body.link)} and board_type = 'NOTICE'
      and board_status <> 'DELETE'`,
  );
  if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
    throw new AppError('VALIDATION', `연결할 공지: ${BOARD_MESSAGES.notFound}`);
  }
}

const valuesOf = (body: AdminBannerBody) => ({
  title: body.title,
  imageUrl: body.imageUrl,
  contentText: body.contentText,
  boardType: body.boardType,
  link: body.link,
  linkType: body.linkType,
  isActive: body.isActive,
  sort: body.sort,
  ...windowOf(body),
});

export function createAdminBanners({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async list(query: {
      page: number;
      limit: number;
      sort?: keyof typeof SORTS | undefined;
      order: 'asc' | 'desc';
    }): Promise<{ list: AdminBanner[]; pageInfo: PageInfo }> {
      const direction = query.order === 'asc' ? asc : desc;
      const order = query.sort
        ? [direction(SORTS[query.sort]), desc(banners.bannerNo)]
        : [asc(banners.sort), asc(banners.bannerNo)];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(banners)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(banners),
      ]);
      const at = now();
      const totalRow = counted?.n ?? 0;
      return {
        list: rows.map((row) => toAdminBanner(row, at)),
        pageInfo: pageInfoOf(query.page, query.limit, totalRow),
      };
    },

    async create(caller: AdminCaller, body: AdminBannerBody): Promise<number> {
      return db.transaction(async (tx) => {
        await checkNoticeLink(tx, body);
        const [row] = await tx.insert(banners).values(valuesOf(body)).returning();
        if (!row) throw new Error('banner insert returned no row');
        await audit(tx, caller.actor, {
          action: 'banner.create',
          targetType: 'banner',
          targetId: row.bannerNo,
          after: snapshot(row),
        });
        return row.bannerNo;
      });
    },

    async update(caller: AdminCaller, bannerNo: number, body: AdminBannerBody): Promise<number> {
      return db.transaction(async (tx) => {
        const before = await lockedBanner(tx, bannerNo);
        if (!before) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.bannerNotFound);
        await checkNoticeLink(tx, body);
        const [after] = await tx
          .update(banners)
          .set(valuesOf(body))
          .where(eq(banners.bannerNo, bannerNo))
          .returning();
        await audit(tx, caller.actor, {
          action: 'banner.update',
          targetType: 'banner',
          targetId: bannerNo,
          before: snapshot(before),
          after: after ? snapshot(after) : null,
        });
        return bannerNo;
      });
    },

    /** A popup is removed outright; its audit row keeps what it was. */
    async remove(caller: AdminCaller, bannerNo: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(banners).where(eq(banners.bannerNo, bannerNo)).returning();
        if (!gone) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.bannerNotFound);
        await audit(tx, caller.actor, {
          action: 'banner.delete',
          targetType: 'banner',
          targetId: bannerNo,
          before: snapshot(gone),
        });
      });
    },
  };
}
