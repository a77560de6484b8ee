import { BOARD_TYPES, type BoardType } from '@ansim/domain';
import {
  APP_VERSION_PATTERN,
  type AppType,
  type AppVersionInfo,
  type Banner,
  type Device,
  type DevicePlatformType,
  type IntroEntity,
  type VersionQuery,
} from '@ansim/domain/contract';
import type { AppRelease } from '../../config.ts';
import { compareVersions } from '../common/app-release.ts';
import type { AppContentRepo, AppVersionRow, BannerRow } from './repo.ts';

const isBoardType = (value: string | null): value is BoardType =>
  value !== null && (BOARD_TYPES as readonly string[]).includes(value);

function toBanner(row: BannerRow): Banner {
  return {
    bannerNo: row.bannerNo,
    title: row.title,
    imageUrl: row.imageUrl,
    contentText: row.contentText,
    boardType: isBoardType(row.boardType) ? row.boardType : null,
    link: row.link,
    linkType: row.linkType,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    sort: row.sort,
  };
}

/** The platform a device runs on, from what its shell reports (os 'iOS 18', deviceType 'android', …). */
export function platformOf(device: Device | undefined): DevicePlatformType {
  const said = `${device?.os ?? ''} ${device?.deviceType ?? ''}`.toLowerCase();
  if (/ios|iphone|ipad/.test(said)) return 'IOS';
  if (/android/.test(said)) return 'ANDROID';
  return 'WEB';
}

const newest = (rows: readonly AppVersionRow[]): AppVersionRow | undefined =>
  rows.reduce<AppVersionRow | undefined>(
    (best, row) => (best === undefined || compareVersions(row.version, best.version) > 0 ? row : best),
    undefined,
  );

/** Whether an app at `appVersion` is below a forced release: it must update before going on. */
const mustUpdate = (rows: readonly AppVersionRow[], appVersion: string): boolean =>
  rows.some((row) => row.isForce && compareVersions(row.version, appVersion) > 0);

export function createAppContentService({
  repo,
  storeUrls,
  now = () => new Date(),
}: {
  repo: AppContentRepo;
  /** The configured store pages (APP_STORE_URL_*), used when a release row names none. */
  storeUrls: AppRelease['storeUrl'] | null;
  now?: () => Date;
}) {
  /** The store page of the newest release that names one (it seldom changes), else the configured one. */
  const storeOf = (platform: DevicePlatformType, rows: readonly AppVersionRow[]): string | null => {
    const named = newest(rows.filter((row) => row.storeUrl !== null));
    if (named?.storeUrl) return named.storeUrl;
    if (platform === 'IOS') return storeUrls?.ios ?? null;
    if (platform === 'ANDROID') return storeUrls?.android ?? null;
    return null;
  };

  return {
    async banners(): Promise<Banner[]> {
      return (await repo.showingBanners(now())).map(toBanner);
    },

    async version(query: VersionQuery): Promise<AppVersionInfo | null> {
      const rows = await repo.releasedVersions(query.appType, query.devicePlatformType, now());
      const latest = newest(rows);
      if (!latest) return null;
      return {
        appType: query.appType,
        devicePlatformType: query.devicePlatformType,
        version: latest.version,
        isForce: query.appVersion === undefined ? latest.isForce : mustUpdate(rows, query.appVersion),
        releasedAt: latest.releasedAt.toISOString(),
        note: latest.note,
        storeUrl: storeOf(query.devicePlatformType, rows),
      };
    },

    /**
     * What POST /common/intro offers a device from the release rows: the newest version of its platform,
     * forced while the device is below a forced release (an app that does not say its version counts as
     * the oldest). null when its platform has no release rows, so the configured release still applies.
     */
    async introVersion(
      device: Device | undefined,
      appType: AppType = 'RESERVATION',
    ): Promise<IntroEntity | null> {
      const platform = platformOf(device);
      const rows = await repo.releasedVersions(appType, platform, now());
      const latest = newest(rows);
      if (!latest) return null;
      const appVersion =
        device?.appVersion && APP_VERSION_PATTERN.test(device.appVersion) ? device.appVersion : '0';
      const storeUrl = storeOf(platform, rows);
      return {
        version: {
          version: latest.version,
          isForce: mustUpdate(rows, appVersion),
          ...(storeUrl ? { storeUrl } : {}),
        },
      };
    },
  };
}

export type AppContentService = ReturnType<typeof createAppContentService>;
