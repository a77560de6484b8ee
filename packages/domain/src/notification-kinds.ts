/*
 * What a notification is about. Every module that tells a user something calls the server's notify() with
 * one of these; the delivery job reads the kind to pick the alarm setting that governs it.
 */
export const NOTIFICATION_KINDS = [
  'INQUIRY_RECEIVED',
  'INQUIRY_ANSWERED',
  'LAWYER_REQUESTED',
  'LAWYER_DECIDED',
  'GRADE_CORRECTED',
  'REPORT_RESOLVED',
  'BROKER_WARNED',
  'SALE_APPROVED',
  'SALE_REJECTED',
  'SALE_EXPIRING',
  'QUOTA_GRANTED',
  'QUOTA_REVOKED',
  'PROXY_APPLICATION_REJECTED',
  'PROXY_DOCUMENTS_ATTACHED',
  'SETTLEMENT_PAID',
  'ACCOUNT_APPROVED',
  'NOTICE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds governed by users.is_inquiry_alarm; every other kind by users.is_push_alarm. */
export const INQUIRY_NOTIFICATION_KINDS = [
  'INQUIRY_RECEIVED',
  'INQUIRY_ANSWERED',
] as const satisfies readonly NotificationKind[];

export const isInquiryNotificationKind = (kind: string): boolean =>
  (INQUIRY_NOTIFICATION_KINDS as readonly string[]).includes(kind);

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
