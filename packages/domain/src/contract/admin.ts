import { z } from 'zod';
import { hasNul, nulMessage } from './primitives.ts';

/*
 * What every area of the operator console (/admin, issue 17) shares: the paged, sorted list query, the
 * operator's reason, and the audit log's action names. Each area's own calls live in admin-<area>.ts and
 * admin-<area>-routes.ts; every admin call is under /api/admin and answers only the ADMIN user type.
 */

/** Rows per page of the console's tables, and the most one page may ask. */
export const ADMIN_PAGE_LIMIT = 20;
export const ADMIN_PAGE_LIMIT_MAX = 100;

/**
 * The query of a console table: page, limit, and a sort by one of the table's own column keys. Filters are
 * added by each list with `.extend()`.
 */
export const adminListQuerySchema = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_LIMIT_MAX).default(ADMIN_PAGE_LIMIT),
    sort: z.enum(sortKeys).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
  });

/** A search box's text: trimmed, at most 50 characters, '' meaning none. */
export const adminSearchTextSchema = z
  .string()
  .trim()
  .max(50, { message: '검색어는 50자 이내로 입력해주세요.' })
  .refine((value) => !hasNul(value), { message: nulMessage('검색어') })
  .optional();

export const ADMIN_REASON_MIN = 2;
export const ADMIN_REASON_MAX = 500;

/** The operator's reason for an action (a rejection, a suspension, a correction …): 2–500 characters. */
export const adminReasonSchema = z
  .string({ message: '사유를 입력해주세요.' })
  .trim()
  .min(ADMIN_REASON_MIN, { message: `사유를 ${ADMIN_REASON_MIN}자 이상 입력해주세요.` })
  .max(ADMIN_REASON_MAX, { message: `사유는 ${ADMIN_REASON_MAX}자 이내로 입력해주세요.` })
  .refine((value) => !hasNul(value), { message: nulMessage('사유') });

/**
 * Every action the audit log records, with its label in the console. An area that adds an action adds it
 * here, so the log's filter and its labels know it.
 */
export const AUDIT_ACTION_LABELS = {
  'member.approve': '회원 승인',
  'member.reject': '회원 반려',
  'member.suspend': '회원 정지',
  'member.reinstate': '회원 정지 해제',
  'member.document.view': '회원 서류 열람',
  'grade.accept': '안전등급 확인',
  'grade.correct': '안전등급 정정',
  'report.confirm': '신고 처리 (허위매물 확인)',
  'report.dismiss': '신고 기각',
  'broker.warn': '중개인 경고',
  'board.create': '게시글 등록',
  'board.update': '게시글 수정',
  'board.delete': '게시글 삭제',
  'banner.create': '배너 등록',
  'banner.update': '배너 수정',
  'banner.delete': '배너 삭제',
  'version.create': '앱 버전 등록',
  'version.update': '앱 버전 수정',
  'code.update': '공통코드 수정',
  'code.delete': '공통코드 삭제',
  'quota.grant': '이용권 지급',
  'quota.revoke': '이용권 회수',
  'proxy.application.grant': '대리 발급 신청 승인',
  'proxy.application.reject': '대리 발급 신청 반려',
  'proxy.document.attach': '대리 발급 서류 등록',
  'proxy.document.view': '대리 발급 서류 열람',
  'lawyer.settings': '변호사 정산 정보 수정',
  'lawyer.settlement.paid': '변호사 정산 완료',
  'inquiry.answer': '1대1 문의 답변',
  'sale.purge': '삭제 매물 영구 삭제',
  'sale.document.view': '매물 서류 열람',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an audit row's target is; the console links each to its screen. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'sale',
  'grade_review',
  'report',
  'board',
  'banner',
  'app_version',
  'common_code',
  'quota',
  'proxy_application',
  'proxy_request',
  'lawyer',
  'settlement',
  'inquiry',
  'file',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
