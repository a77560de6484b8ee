import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, adminListQuerySchema, adminSearchTextSchema } from './admin.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { hasNul, nulMessage } from './primitives.ts';

/*
 * The audit log's screen (issue 17 §8): every operator action and private-document read, searchable by
 * action, target, actor, Korean calendar days and the reason's words, newest first.
 */

export const ADMIN_AUDIT_SORTS = ['createdAt'] as const;

/** The earliest and latest day a search may name: far outside any real log, small enough for a timestamp. */
const isCalendarDay = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

const calendarDay = (label: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, { message: `${label}은(는) YYYY-MM-DD 형식의 날짜로 입력해주세요.` })
    .optional()
    .or(z.literal('').transform(() => undefined));

const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label}은(는) ${max}자 이내로 입력해주세요.` })
    .refine((value) => !hasNul(value), { message: nulMessage(label) })
    .optional();

export const adminAuditListQuerySchema = adminListQuerySchema(ADMIN_AUDIT_SORTS)
  .extend({
    action: z.enum(AUDIT_ACTIONS, { error: '작업 종류를 목록에서 골라주세요.' }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: '대상 종류를 목록에서 골라주세요.' }).optional(),
    /** The target's key as the log keeps it (a user number, a listing number, a file id …). */
    targetId: shortText('대상 번호', 64),
    /** The operator's login id, exactly (letter case aside); 'system' for the automatic jobs. */
    actor: shortText('처리자 아이디', 60),
    /** Korean calendar days, both included. */
    from: calendarDay('시작일'),
    to: calendarDay('종료일'),
    /** Words of the reason. */
    q: adminSearchTextSchema,
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    path: ['to'],
    message: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
  });
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuerySchema>;

/**
 * An audit row's before or after: the fields the action changed, as a JSON object, or null. Declared
 * unknown (not a record) so the answer is written from its JSON Schema; the console reads it with
 * `auditFields`.
 */
const changedFieldsSchema = z.unknown();

/** An audit row's before or after as the field table the console shows; null for anything but an object. */
export const auditFields = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export const adminAuditItemSchema = z.object({
  auditNo: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  actor: z.object({
    /** Null for the system's own jobs, or an account deleted since. */
    userNo: z.number().int().nullable(),
    loginId: z.string(),
  }),
  action: z.string(),
  /** The action's Korean label (AUDIT_ACTION_LABELS), or the action itself if it is not known here. */
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: changedFieldsSchema,
  after: changedFieldsSchema,
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditItem = z.infer<typeof adminAuditItemSchema>;
export const adminAuditListSchema = pagedSchema(adminAuditItemSchema);
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
export const adminAuditListResponseSchema = envelopeSchema(adminAuditListSchema);
