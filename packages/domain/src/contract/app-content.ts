import { z } from 'zod';
import { BOARD_TYPES } from '../codes.ts';
import { envelopeSchema } from './envelope.ts';
import { queryText, text } from './primitives.ts';

/*
 * The main popup (spec 01 §2 "Main popup click", spec 02 §2, §7 GET /api/banner/detail) and the app's
 * releases (spec 01 §7 GET /api/version, POST /common/intro). Both are rows the operator edits.
 */

/** The app the version call asks about; the spec names one, RESERVATION (this app). */
export const APP_TYPES = ['RESERVATION'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Where an app release is published: the two stores and the web build. */
export const DEVICE_PLATFORM_TYPES = ['ANDROID', 'IOS', 'WEB'] as const;
export type DevicePlatformType = (typeof DEVICE_PLATFORM_TYPES)[number];

/** A dotted release number, '1.4' or '1.4.0'; the rows and the devices' appVersion both use it. */
export const APP_VERSION_PATTERN = /^\d{1,5}(\.\d{1,5}){0,3}$/;

export const APP_CONTENT_MESSAGES = {
  badAppType: `앱 종류(appType)는 ${APP_TYPES.join(', ')} 중 하나로 입력해주세요.`,
  badPlatform: `기기 종류(devicePlatformType)는 ${DEVICE_PLATFORM_TYPES.join(', ')} 중 하나로 입력해주세요.`,
  needPlatform: '기기 종류(devicePlatformType)를 입력해주세요.',
  badVersion: '앱 버전(appVersion)은 1.4.0 같은 숫자와 점으로 입력해주세요.',
} as const;

/** One value of a closed set from a query string; `required` refuses absence with its own message. */
const queryChoice = <const T extends string>(
  field: string,
  values: readonly T[],
  message: string,
  missing?: string,
) =>
  queryText(field).transform((value, ctx): T | undefined => {
    const v = value?.trim().toUpperCase() ?? '';
    if (v === '') {
      if (missing) {
        ctx.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      return undefined;
    }
    const found = values.find((item) => item === v);
    if (!found) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });

// ---------------------------------------------------------------------------------------------------------
// Banners (the main popup)

/** Column limits of `banners`, shared by the schema, the operator's editor (P13) and the tests. */
export const BANNER_LIMITS = { title: 100, contentText: 1000, imageUrl: 500, link: 500 } as const;

/**
 * One popup as the web shows it. `link` is a board number for NOTICE, a URL (or a path of this site) for
 * the others; `linkType` true opens the link in a new window (spec 01 §2).
 */
export const bannerSchema = z.object({
  bannerNo: z.number().int(),
  title: z.string(),
  /** The popup's picture (a path of this site or an https URL); null for a text popup. */
  imageUrl: z.string().nullable(),
  contentText: z.string().nullable(),
  /** What a click opens (spec 01 §2); null: the link alone decides. */
  boardType: z.enum(BOARD_TYPES).nullable(),
  link: z.string().nullable(),
  linkType: z.boolean(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banner/detail: the popups showing now, in their order. */
export const bannerDetailResponseSchema = envelopeSchema(z.array(bannerSchema));

// ---------------------------------------------------------------------------------------------------------
// App versions

/** GET /api/version?appType=RESERVATION&devicePlatformType=ANDROID[&appVersion=1.2.0] */
export const versionQuerySchema = z.object({
  appType: queryChoice<AppType>('appType', APP_TYPES, APP_CONTENT_MESSAGES.badAppType).transform(
    (v) => v ?? 'RESERVATION',
  ),
  devicePlatformType: queryChoice<DevicePlatformType>(
    'devicePlatformType',
    DEVICE_PLATFORM_TYPES,
    APP_CONTENT_MESSAGES.badPlatform,
    APP_CONTENT_MESSAGES.needPlatform,
  ).transform((v) => v as DevicePlatformType),
  /** The asking app's own version: with it, isForce says whether this app must update. */
  appVersion: text('appVersion', { max: 20 })
    .regex(APP_VERSION_PATTERN, APP_CONTENT_MESSAGES.badVersion)
    .optional(),
});
export type VersionQuery = z.output<typeof versionQuerySchema>;

/**
 * The newest release of a platform. isForce: with appVersion, whether a release newer than it is forced;
 * without, whether the newest release itself is. null: nothing is released for the platform.
 */
export const appVersionInfoSchema = z.object({
  appType: z.enum(APP_TYPES),
  devicePlatformType: z.enum(DEVICE_PLATFORM_TYPES),
  version: z.string(),
  isForce: z.boolean(),
  releasedAt: z.string(),
  note: z.string().nullable(),
  storeUrl: z.string().nullable(),
});
export type AppVersionInfo = z.infer<typeof appVersionInfoSchema>;
export const versionResponseSchema = envelopeSchema(appVersionInfoSchema.nullable());
