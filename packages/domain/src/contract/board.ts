import { z } from 'zod';
import {
  BOARD_CATEGORY_CODES,
  BOARD_LIMITS,
  BOARD_SEARCH_TYPES,
  BOARD_STATUSES,
  type BoardSearchType,
  type BoardStatus,
  TERMS_BOARD_TYPES,
  type TermsBoardType,
} from '../boards.ts';
import { BOARD_TYPES, type BoardType } from '../codes.ts';
import { PAGE_SIZES } from '../limits.ts';
import { parseYmd } from '../validation.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, queryInt, queryText } from './primitives.ts';

/*
 * Boards (spec 02 §3 board parameters, §7 board calls; spec 01 §2 terms modals, §9 board list limit 10). The
 * spec's parameter names are kept; `no`, `nos`, `offset`, `status` and `userNo` of the spec's list are
 * accepted and not used (paging is page/limit, the reader is the session).
 */

export const BOARD_MESSAGES = {
  /** Spec 01 §8 / spec 02 §8, word for word: an empty board or terms. */
  empty: '내역이 없습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  badBoardNo: '게시글 번호를 확인해주세요.',
  badType: `게시판 종류(boardType)는 ${BOARD_TYPES.join(', ')} 중 하나로 입력해주세요.`,
  badTermsType: `약관 종류(boardType)는 ${TERMS_BOARD_TYPES.join(', ')} 중 하나로 입력해주세요.`,
  badStatus: `게시 상태(boardStatus)는 ${BOARD_STATUSES.join(', ')} 중 하나로 입력해주세요.`,
  badCategory: '분류(category)를 확인해주세요.',
  badSearchType: `검색 범위(searchType)는 ${BOARD_SEARCH_TYPES.join(', ')} 중 하나로 입력해주세요.`,
  badDate: '조회 기간은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  badRange: '조회 시작일은 종료일보다 늦을 수 없습니다.',
  badIsTop: '상단 고정(isTop)은 Y 또는 N으로 입력해주세요.',
  searchTooLong: `검색어는 ${BOARD_LIMITS.searchText}자 이내로 입력해주세요.`,
} as const;

export const BOARD_LIST_LIMIT = PAGE_SIZES.board;

/** One value of a closed set from a query string, or undefined when absent or ''. */
const queryChoice = <const T extends string>(field: string, values: readonly T[], message: string) =>
  queryText(field).transform((value, ctx): T | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const found = values.find((v) => v === value.trim());
    if (!found) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });

const queryDay = (field: string) =>
  queryText(field).transform((value, ctx): string | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const day = value.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || parseYmd(day.replaceAll('-', '')) === null) {
      ctx.addIssue({ code: 'custom', message: BOARD_MESSAGES.badDate });
      return z.NEVER;
    }
    return day;
  });

const queryYesNo = (field: string) =>
  queryText(field).transform((value, ctx): boolean | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const v = value.trim();
    if (v === 'Y' || v === 'true' || v === '1') return true;
    if (v === 'N' || v === 'false' || v === '0') return false;
    ctx.addIssue({ code: 'custom', message: BOARD_MESSAGES.badIsTop });
    return z.NEVER;
  });

/** GET /api/list: the board parameters of spec 02 §3. */
export const boardListQuerySchema = z
  .object({
    boardType: queryChoice<BoardType>('boardType', BOARD_TYPES, BOARD_MESSAGES.badType),
    /** The operator's filter; a member always reads published rows only, whatever is sent. */
    boardStatus: queryChoice<BoardStatus>('boardStatus', BOARD_STATUSES, BOARD_MESSAGES.badStatus),
    /** A FAQ code (FAQ001…) or a notice category (CATEGORY001…). */
    category: queryChoice('category', BOARD_CATEGORY_CODES, BOARD_MESSAGES.badCategory),
    /** Registration date range, Korean calendar days, both ends inclusive. */
    startDate: queryDay('startDate'),
    endDate: queryDay('endDate'),
    /** Y: pinned rows only; N: unpinned only. */
    isTop: queryYesNo('isTop'),
    page: pageParam(),
    limit: limitParam(BOARD_LIST_LIMIT, BOARD_LIST_LIMIT),
    searchText: queryText('searchText').transform((value, ctx): string | undefined => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      if (text.length > BOARD_LIMITS.searchText) {
        ctx.addIssue({ code: 'custom', message: BOARD_MESSAGES.searchTooLong });
        return z.NEVER;
      }
      return text;
    }),
    searchType: queryChoice<BoardSearchType>(
      'searchType',
      BOARD_SEARCH_TYPES,
      BOARD_MESSAGES.badSearchType,
    ).transform((v) => v ?? 'all'),
    /** Accepted for the spec's clients, not used. */
    userNo: queryInt('userNo'),
  })
  .superRefine((q, ctx) => {
    if (q.startDate && q.endDate && q.startDate > q.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: BOARD_MESSAGES.badRange });
    }
  });
export type BoardListQuery = z.output<typeof boardListQuerySchema>;
export type BoardListQueryInput = z.input<typeof boardListQuerySchema>;

export const boardParamsSchema = z.object({
  boardNo: intColumn('boardNo', { message: BOARD_MESSAGES.badBoardNo }),
});

export const boardTypeParamsSchema = z.object({
  boardType: z.string().transform((value, ctx): TermsBoardType => {
    const found = TERMS_BOARD_TYPES.find((t) => t === value.trim().toUpperCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: BOARD_MESSAGES.badTermsType });
      return z.NEVER;
    }
    return found;
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

const boardTypeSchema = z.enum(BOARD_TYPES);

export const boardItemSchema = z.object({
  boardNo: z.number().int(),
  boardType: boardTypeSchema,
  category: z.string().nullable(),
  /** The category's name ('회원가입·로그인', '공지' …), null without one. */
  categoryName: z.string().nullable(),
  title: z.string(),
  isTop: z.boolean(),
  viewCount: z.number().int(),
  boardStatus: z.enum(BOARD_STATUSES),
  /** Display window, YYYY-MM-DD, null for open. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** ISO 8601. */
  regDate: z.string(),
  updatedAt: z.string(),
  /** Sanitized HTML, in lists of FAQ and GUIDE only (the accordion and the guide show it at once). */
  contentHtml: z.string().nullable(),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

export const boardListSchema = z.object({ list: z.array(boardItemSchema), pageInfo: pageInfoSchema });
export type BoardList = z.infer<typeof boardListSchema>;
export const boardListResponseSchema = envelopeSchema(boardListSchema);

export const boardDetailSchema = boardItemSchema.extend({ contentHtml: z.string() });
export type BoardDetail = z.infer<typeof boardDetailSchema>;
export const boardDetailResponseSchema = envelopeSchema(boardDetailSchema);

export const termsDocumentSchema = z.object({
  boardNo: z.number().int(),
  boardType: z.enum(TERMS_BOARD_TYPES),
  title: z.string(),
  /** Sanitized HTML. */
  contentHtml: z.string(),
  /** ISO 8601: when this text last changed. */
  updatedAt: z.string(),
  /** YYYY-MM-DD the text took effect (시행일), null when not set. */
  startDate: z.string().nullable(),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;
export const termsDocumentResponseSchema = envelopeSchema(termsDocumentSchema);
