import { pageInfoOf } from '@ansim/domain';
import {
  ADMIN_CONTENT_MESSAGES,
  type AdminVersion,
  type DevicePlatformType,
  type PageInfo,
} from '@ansim/domain/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appVersions } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AdminCaller } from '../guard.ts';

/*
 * The app's releases in the console. Rows are never deleted (the release history stays readable,
 * schema/app-content.ts); the operator adds a release, released now, and turns its force flag on or off.
 * GET /api/version and POST /common/intro read the rows on every call, so a change shows at once.
 */

type VersionRecord = typeof appVersions.$inferSelect;

const toAdminVersion = (row: VersionRecord): AdminVersion => ({
  appVersionNo: row.appVersionNo,
  platform: row.platform as DevicePlatformType,
  version: row.version,
  isForce: row.isForce,
  note: row.note,
  storeUrl: row.storeUrl,
  releasedAt: row.releasedAt.toISOString(),
});

const SORTS = { releasedAt: appVersions.releasedAt, platform: appVersions.platform } as const;

export function createAdminVersions({ db }: { db: Db }) {
  return {
    async list(query: {
      page: number;
      limit: number;
      sort?: keyof typeof SORTS | undefined;
      order: 'asc' | 'desc';
      platform?: DevicePlatformType | undefined;
    }): Promise<{ list: AdminVersion[]; pageInfo: PageInfo }> {
      const where = query.platform ? eq(appVersions.platform, query.platform) : undefined;
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(appVersions)
          .where(where)
          .orderBy(
            direction(SORTS[query.sort ?? 'releasedAt']),
            asc(appVersions.platform),
            desc(appVersions.appVersionNo),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(appVersions).where(where),
      ]);
      const totalRow = counted?.n ?? 0;
      return {
        list: rows.map(toAdminVersion),
        pageInfo: pageInfoOf(query.page, query.limit, totalRow),
      };
    },

    /** A new release; the same version of a platform twice is refused by the unique index, not a read. */
    async create(
      caller: AdminCaller,
      body: {
        platform: DevicePlatformType;
        version: string;
        isForce: boolean;
        note: string | null;
        storeUrl: string | null;
      },
    ): Promise<AdminVersion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appVersions)
          .values({ ...body, appType: 'RESERVATION' })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', ADMIN_CONTENT_MESSAGES.versionExists);
        const entity = toAdminVersion(row);
        await audit(tx, caller.actor, {
          action: 'version.create',
          targetType: 'app_version',
          targetId: row.appVersionNo,
          after: { platform: entity.platform, version: entity.version, isForce: entity.isForce },
        });
        return entity;
      });
    },

    async setForce(caller: AdminCaller, appVersionNo: number, isForce: boolean): Promise<AdminVersion> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(appVersions)
          .where(eq(appVersions.appVersionNo, appVersionNo))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.versionNotFound);
        const [row] = await tx
          .update(appVersions)
          .set({ isForce })
          .where(eq(appVersions.appVersionNo, appVersionNo))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.versionNotFound);
        await audit(tx, caller.actor, {
          action: 'version.update',
          targetType: 'app_version',
          targetId: appVersionNo,
          before: { platform: before.platform, version: before.version, isForce: before.isForce },
          after: { platform: row.platform, version: row.version, isForce: row.isForce },
        });
        return toAdminVersion(row);
      });
    },
  };
}
