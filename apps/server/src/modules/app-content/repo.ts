import type { AppType, DevicePlatformType } from '@ansim/domain/contract';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appVersions, banners } from '../../db/schema/index.ts';

export interface BannerRow {
  bannerNo: number;
  title: string;
  imageUrl: string | null;
  contentText: string | null;
  boardType: string | null;
  link: string | null;
  linkType: boolean;
  startAt: Date;
  endAt: Date | null;
  sort: number;
}

export interface AppVersionRow {
  version: string;
  isForce: boolean;
  releasedAt: Date;
  note: string | null;
  storeUrl: string | null;
}

export function createAppContentRepo(db: Db) {
  return {
    /** The popups showing at `now`: switched on and inside [start_at, end_at), in the operator's order. */
    showingBanners(now: Date): Promise<BannerRow[]> {
      return (
        db
          .select({
            bannerNo: banners.bannerNo,
            title: banners.title,
            imageUrl: banners.imageUrl,
            contentText: banners.contentText,
            boardType: banners.boardType,
            link: banners.link,
            linkType: banners.linkType,
            startAt: banners.startAt,
            endAt: banners.endAt,
            sort: banners.sort,
          })
          .from(banners)
          .where(
            and(
              eq(banners.isActive, true),
              lte(banners.startAt, now),
              or(isNull(banners.endAt), gt(banners.endAt, now)),
            ),
          )
          .orderBy(asc(banners.sort), asc(banners.bannerNo))
          // Nobody shows a user more than a few popups; the cap keeps the answer bounded whatever is entered.
          .limit(10)
      );
    },

    /**
     * Every release of a platform out by `now`. A platform has a release every few weeks, so the whole
     * history is a few dozen rows; versions compare as numbers, which the service does.
     */
    releasedVersions(appType: AppType, platform: DevicePlatformType, now: Date): Promise<AppVersionRow[]> {
      return db
        .select({
          version: appVersions.version,
          isForce: appVersions.isForce,
          releasedAt: appVersions.releasedAt,
          note: appVersions.note,
          storeUrl: appVersions.storeUrl,
        })
        .from(appVersions)
        .where(
          and(
            eq(appVersions.appType, appType),
            eq(appVersions.platform, platform),
            lte(appVersions.releasedAt, now),
          ),
        );
    },
  };
}

export type AppContentRepo = ReturnType<typeof createAppContentRepo>;
