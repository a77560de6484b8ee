import { z } from 'zod';
import { BOARD_CATEGORY_CODES, BOARD_LIMITS } from '../boards.ts';
import { BOARD_TYPES, CODE_GROUPS } from '../codes.ts';
import { parseYmd } from '../validation.ts';
import { adminListQuerySchema, adminSearchTextSchema } from './admin.ts';
import { APP_VERSION_PATTERN, BANNER_LIMITS, bannerSchema, DEVICE_PLATFORM_TYPES } from './app-content.ts';
import { boardDetailSchema, boardItemSchema } from './board.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { hasNul, intColumn, nulMessage, text } from './primitives.ts';

/*
 * The console's content (issue 17 §5): boards of every type written in the rich-text editor, the main
 * popups on a schedule, the app's releases and their force flag, and the common codes' names. Days are
 * Korean calendar days (YYYY-MM-DD); a popup's last day is shown whole.
 */

export const ADMIN_CONTENT_MESSAGES = {
  boardNotFound: '게시글을 찾을 수 없습니다.',
  bannerNotFound: '배너를 찾을 수 없습니다.',
  versionNotFound: '앱 버전을 찾을 수 없습니다.',
  codeNotFound: '공통코드를 찾을 수 없습니다.',
  codeInUse: '사용 중인 코드는 삭제할 수 없습니다.',
  versionExists: '이미 등록된 버전입니다.',
  badDay: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  badRange: '시작일은 종료일보다 늦을 수 없습니다.',
  needContent: '이미지나 내용 중 하나는 입력해주세요.',
  noticeLink: '공지사항 팝업은 연결할 공지 번호를 숫자로 입력해주세요.',
  badImageUrl: '이미지는 이 사이트의 경로(/…)나 https 주소여야 합니다.',
  badLink: '링크는 이 사이트의 경로(/…)나 http(s) 주소로 입력해주세요.',
  badStoreUrl: '스토어 주소는 https로 시작해야 합니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
} as const;

const day = (field: string) =>
  z
    .string({ error: ADMIN_CONTENT_MESSAGES.badDay })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, ADMIN_CONTENT_MESSAGES.badDay)
    // A day of the calendar (not 02-30, not year 0): the regex alone lets PostgreSQL refuse it with a 500.
    .refine((v) => parseYmd(v.replaceAll('-', '')) !== null, ADMIN_CONTENT_MESSAGES.badDay)
    .describe(field);

/** An optional day: null, absent or '' all mean an open end. */
const openDay = (field: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), day(field).nullable());

/** An optional text column: '' is stored as null. */
const optionalText = (field: string, max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text(field, { max, label }).nullable().default(null),
  );

const windowChecked = <T extends { startDate: string | null; endDate: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: ADMIN_CONTENT_MESSAGES.badRange });
  }
};

// ---------------------------------------------------------------------------------------------------------
// Boards

/** What the operator may set a board to; DELETE is the delete call's. */
export const ADMIN_BOARD_STATUSES = ['ACTIVE', 'HIDDEN'] as const;
export const ADMIN_BOARD_SORTS = [
  'boardNo',
  'title',
  'boardType',
  'viewCount',
  'regDate',
  'updatedAt',
] as const;

export const adminBoardListQuerySchema = adminListQuerySchema(ADMIN_BOARD_SORTS).extend({
  boardType: z
    .enum(BOARD_TYPES, { error: `게시판 종류는 ${BOARD_TYPES.join(', ')} 중 하나로 입력해주세요.` })
    .optional(),
  boardStatus: z
    .enum(ADMIN_BOARD_STATUSES, { error: '게시 상태는 ACTIVE, HIDDEN 중 하나로 입력해주세요.' })
    .optional(),
  /** Words of the title. */
  q: adminSearchTextSchema,
});
export type AdminBoardListQuery = z.infer<typeof adminBoardListQuerySchema>;

export const adminBoardListSchema = pagedSchema(boardItemSchema);
export type AdminBoardList = z.infer<typeof adminBoardListSchema>;
export const adminBoardListResponseSchema = envelopeSchema(adminBoardListSchema);

export const adminBoardParamsSchema = z.object({ boardNo: intColumn('boardNo') });

export const adminBoardDetailResponseSchema = envelopeSchema(boardDetailSchema);

/** The editor's board: the HTML is sanitized by the server before it is stored. */
export const adminBoardBodySchema = z
  .object({
    boardType: z.enum(BOARD_TYPES, {
      error: `게시판 종류는 ${BOARD_TYPES.join(', ')} 중 하나로 선택해주세요.`,
    }),
    category: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .string()
        .max(BOARD_LIMITS.category)
        .refine((v) => BOARD_CATEGORY_CODES.includes(v), '분류를 확인해주세요.')
        .nullable(),
    ),
    title: text('title', { max: BOARD_LIMITS.title, min: 1, label: '제목' }),
    contentHtml: z
      .string({ error: '본문을 입력해주세요.' })
      .max(
        BOARD_LIMITS.contentHtml,
        `본문은 ${BOARD_LIMITS.contentHtml.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
      )
      .refine((v) => !hasNul(v), nulMessage('본문')),
    boardStatus: z.enum(ADMIN_BOARD_STATUSES, { error: '게시 상태는 게시 또는 숨김으로 선택해주세요.' }),
    isTop: z.boolean({ error: '상단 고정 여부를 선택해주세요.' }),
    startDate: openDay('startDate'),
    endDate: openDay('endDate'),
  })
  .superRefine(windowChecked);
export type AdminBoardBody = z.output<typeof adminBoardBodySchema>;
export type AdminBoardBodyInput = z.input<typeof adminBoardBodySchema>;

export const adminBoardSaveResponseSchema = envelopeSchema(z.object({ boardNo: z.number().int() }));

// ---------------------------------------------------------------------------------------------------------
// Banners (the main popup)

/** Where a popup stands today: showing, waiting for its first day, past its last, or switched off. */
export const BANNER_STATES = ['SHOWING', 'SCHEDULED', 'ENDED', 'OFF'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export const BANNER_STATE_LABELS = {
  SHOWING: '게시 중',
  SCHEDULED: '예정',
  ENDED: '종료',
  OFF: '사용 안 함',
} as const satisfies Record<BannerState, string>;

export const ADMIN_BANNER_SORTS = ['sort', 'startAt', 'bannerNo'] as const;
export const adminBannerListQuerySchema = adminListQuerySchema(ADMIN_BANNER_SORTS);

export const adminBannerSchema = bannerSchema.extend({
  isActive: z.boolean(),
  state: z.enum(BANNER_STATES),
  /** The window as Korean days: the first and the last day shown (null: open). */
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = pagedSchema(adminBannerSchema);
export const adminBannerListResponseSchema = envelopeSchema(adminBannerListSchema);
export const adminBannerParamsSchema = z.object({ bannerNo: intColumn('bannerNo') });

const sitePathOrHttps = /^(\/[^/\\]|https:\/\/)/;

export const adminBannerBodySchema = z
  .object({
    title: text('title', { max: BANNER_LIMITS.title, min: 1, label: '제목' }),
    imageUrl: optionalText('imageUrl', BANNER_LIMITS.imageUrl, '이미지 주소').refine(
      (v) => v === null || sitePathOrHttps.test(v),
      ADMIN_CONTENT_MESSAGES.badImageUrl,
    ),
    contentText: optionalText('contentText', BANNER_LIMITS.contentText, '내용'),
    boardType: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.enum(BOARD_TYPES, { error: '연결할 게시판 종류를 확인해주세요.' }).nullable(),
    ),
    link: optionalText('link', BANNER_LIMITS.link, '링크'),
    linkType: z.boolean({ error: '새 창 열기 여부를 선택해주세요.' }).default(false),
    startDate: day('startDate'),
    endDate: openDay('endDate'),
    isActive: z.boolean({ error: '사용 여부를 선택해주세요.' }).default(true),
    sort: intColumn('sort', { min: 0, max: 9999, message: '순서는 0~9999 사이로 입력해주세요.' }),
  })
  .superRefine((value, ctx) => {
    windowChecked(value, ctx);
    if (value.imageUrl === null && value.contentText === null) {
      ctx.addIssue({ code: 'custom', path: ['contentText'], message: ADMIN_CONTENT_MESSAGES.needContent });
    }
    if (value.boardType === 'NOTICE') {
      if (!/^\d{1,10}$/.test(value.link ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['link'], message: ADMIN_CONTENT_MESSAGES.noticeLink });
      }
    } else if (value.link !== null && !/^(\/[^/\\]|https?:\/\/)/.test(value.link)) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: ADMIN_CONTENT_MESSAGES.badLink });
    }
  });
export type AdminBannerBody = z.output<typeof adminBannerBodySchema>;
export type AdminBannerBodyInput = z.input<typeof adminBannerBodySchema>;
export const adminBannerSaveResponseSchema = envelopeSchema(z.object({ bannerNo: z.number().int() }));

/** POST /api/admin/banners/image: the uploaded picture's address, for the banner's imageUrl. */
export const adminBannerImageFieldsSchema = z.object({});
export const adminBannerImageResponseSchema = envelopeSchema(z.object({ imageUrl: z.string() }));

// ---------------------------------------------------------------------------------------------------------
// App versions

export const ADMIN_VERSION_SORTS = ['releasedAt', 'platform'] as const;
export const adminVersionListQuerySchema = adminListQuerySchema(ADMIN_VERSION_SORTS).extend({
  platform: z
    .enum(DEVICE_PLATFORM_TYPES, { error: '플랫폼은 ANDROID, IOS, WEB 중 하나로 입력해주세요.' })
    .optional(),
});

export const adminVersionSchema = z.object({
  appVersionNo: z.number().int(),
  platform: z.enum(DEVICE_PLATFORM_TYPES),
  version: z.string(),
  isForce: z.boolean(),
  note: z.string().nullable(),
  storeUrl: z.string().nullable(),
  /** ISO 8601. */
  releasedAt: z.string(),
});
export type AdminVersion = z.infer<typeof adminVersionSchema>;
export const adminVersionListSchema = pagedSchema(adminVersionSchema);
export const adminVersionListResponseSchema = envelopeSchema(adminVersionListSchema);
export const adminVersionParamsSchema = z.object({ appVersionNo: intColumn('appVersionNo') });

export const adminVersionBodySchema = z.object({
  platform: z.enum(DEVICE_PLATFORM_TYPES, { error: '플랫폼은 ANDROID, IOS, WEB 중 하나로 선택해주세요.' }),
  version: text('version', { max: 20, min: 1, label: '버전' }).regex(
    APP_VERSION_PATTERN,
    '버전은 1.4.0 같은 숫자와 점으로 입력해주세요.',
  ),
  isForce: z.boolean({ error: '강제 업데이트 여부를 선택해주세요.' }).default(false),
  note: optionalText('note', 1000, '변경 내용'),
  storeUrl: optionalText('storeUrl', 500, '스토어 주소').refine(
    (v) => v === null || /^https:\/\//.test(v),
    ADMIN_CONTENT_MESSAGES.badStoreUrl,
  ),
});
export type AdminVersionBodyInput = z.input<typeof adminVersionBodySchema>;
export const adminVersionForceBodySchema = z.object({
  isForce: z.boolean({ error: '강제 업데이트 여부를 선택해주세요.' }),
});
export const adminVersionResponseSchema = envelopeSchema(adminVersionSchema);

// ---------------------------------------------------------------------------------------------------------
// Common codes

export const adminCodeListQuerySchema = z.object({
  groupCode: z.enum(CODE_GROUPS, { error: '코드 그룹을 확인해주세요.' }),
});

export const adminCodeSchema = z.object({
  groupCode: z.string(),
  code: z.string(),
  codeName: z.string(),
  description: z.string().nullable(),
  /** Data or the service itself uses the code: it cannot be deleted. */
  inUse: z.boolean(),
});
export type AdminCode = z.infer<typeof adminCodeSchema>;
export const adminCodeListResponseSchema = envelopeSchema(z.array(adminCodeSchema));

export const adminCodeParamsSchema = z.object({
  groupCode: z.enum(CODE_GROUPS, { error: '코드 그룹을 확인해주세요.' }),
  code: z
    .string()
    .max(40, '코드를 확인해주세요.')
    .regex(/^[A-Za-z0-9_]{1,40}$/, '코드를 확인해주세요.'),
});

export const adminCodeBodySchema = z.object({
  codeName: text('codeName', { max: 100, min: 1, label: '코드명' }),
  description: optionalText('description', 500, '설명'),
});
export type AdminCodeBodyInput = z.input<typeof adminCodeBodySchema>;
export const adminCodeResponseSchema = envelopeSchema(adminCodeSchema);

export const adminContentEmptyResponseSchema = envelopeSchema(z.null());
