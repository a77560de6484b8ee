import type { BoardType } from './codes.ts';
import { COMMON_CODES } from './common-codes.ts';
import { kstDay } from './format.ts';

/*
 * Boards (spec 02 §3 board parameters, spec 01 §2 terms modals): notices, FAQ, the guide and the terms share
 * one model. The rules here run on both sides: which rows a member may read, which tags board HTML may keep
 * (sanitize-html on the server, DOMPurify in the browser, both from this one list), and the FAQ categories.
 */

export const BOARD_STATUSES = ['ACTIVE', 'HIDDEN', 'DELETE'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export const BOARD_STATUS_LABELS = {
  ACTIVE: '게시',
  HIDDEN: '숨김',
  DELETE: '삭제',
} as const satisfies Record<BoardStatus, string>;

/** The types whose current text PATCH /api/board/type/{boardType} answers (terms modals and pages). */
export const TERMS_BOARD_TYPES = [
  'SERVICE',
  'PRIVATE',
  'GPS',
  'POLICY',
  'TERMS',
] as const satisfies readonly BoardType[];
export type TermsBoardType = (typeof TERMS_BOARD_TYPES)[number];
export const isTermsBoardType = (value: string): value is TermsBoardType =>
  (TERMS_BOARD_TYPES as readonly string[]).includes(value);

export const BOARD_LIMITS = {
  title: 200,
  /** The stored HTML of one board, in characters (a long privacy policy is about 20,000). */
  contentHtml: 100_000,
  searchText: 50,
  category: 20,
} as const;

export const BOARD_SEARCH_TYPES = ['title', 'content', 'all'] as const;
export type BoardSearchType = (typeof BOARD_SEARCH_TYPES)[number];

/** The FAQ tabs: the FAQ code group, in its order. */
export const FAQ_CATEGORIES: readonly { code: string; label: string }[] = COMMON_CODES.filter(
  (c) => c.groupCode === 'FAQ',
).map((c) => ({ code: c.code, label: c.codeName }));

/** Notice categories (the CATEGORY group: 공지, 이벤트, 업데이트, 점검). */
export const NOTICE_CATEGORIES: readonly { code: string; label: string }[] = COMMON_CODES.filter(
  (c) => c.groupCode === 'CATEGORY',
).map((c) => ({ code: c.code, label: c.codeName }));

/** Every category a board may carry. */
export const BOARD_CATEGORY_CODES: readonly string[] = [...FAQ_CATEGORIES, ...NOTICE_CATEGORIES].map(
  (c) => c.code,
);

export const boardCategoryLabel = (code: string | null | undefined): string | null =>
  code == null
    ? null
    : ([...FAQ_CATEGORIES, ...NOTICE_CATEGORIES].find((c) => c.code === code)?.label ?? null);

/**
 * A member reads a board only while it is published: ACTIVE, and today (Korean calendar) inside its display
 * window; an absent start or end leaves that side open. The server applies the same rule in SQL.
 */
export function isBoardPublished(
  board: { boardStatus: string; startDate: string | null; endDate: string | null },
  now: Date,
): boolean {
  if (board.boardStatus !== 'ACTIVE') return false;
  const today = kstDay(now);
  if (board.startDate !== null && board.startDate > today) return false;
  if (board.endDate !== null && board.endDate < today) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// What board HTML may hold

/** Tags kept in board HTML; everything else is dropped (its text kept, except script and style). */
export const BOARD_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept, by tag; no tag keeps style, class, id or an event handler. */
export const BOARD_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Link schemes a board may point to. */
export const BOARD_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** True when `href` is an absolute http(s) or mailto link (anything else is dropped from the link). */
export const isAllowedBoardHref = (href: string): boolean => /^(https?:\/\/|mailto:)/i.test(href.trim());

/** What every kept link carries: a new window that cannot reach back to this one. */
export const BOARD_LINK_REL = 'noopener noreferrer';
