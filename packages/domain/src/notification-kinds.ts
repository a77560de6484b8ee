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
  // Fresh listings (issue 18 §3): paused after 21 days without the broker's confirmation.
  'SALE_STALE_STOPPED',
  'QUOTA_GRANTED',
  'QUOTA_REVOKED',
  'PROXY_APPLICATION_REJECTED',
  'PROXY_DOCUMENTS_ATTACHED',
  'SETTLEMENT_PAID',
  'ACCOUNT_APPROVED',
  // The account's password was changed or reset (ASVS 2.5.5): its owner hears of it on every channel.
  'PASSWORD_CHANGED',
  'NOTICE',
  // Alerts (issue 18 §1), governed by is_sale_alarm ('매물 소식 알림').
  'SAVED_SEARCH_MATCH',
  'SAVED_SEARCH_DIGEST',
  'LIKED_PRICE_DROP',
  'LIKED_GRADE_CHANGE',
  'LIKED_LAWYER_BADGE',
  'LIKED_STATUS',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds governed by users.is_inquiry_alarm; listing news by is_sale_alarm; every other kind by is_push_alarm. */
export const INQUIRY_NOTIFICATION_KINDS = [
  'INQUIRY_RECEIVED',
  'INQUIRY_ANSWERED',
] as const satisfies readonly NotificationKind[];

export const isInquiryNotificationKind = (kind: string): boolean =>
  (INQUIRY_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Listing news (issue 18 §1: saved searches and liked listings), governed by users.is_sale_alarm. */
export const SALE_ALERT_NOTIFICATION_KINDS = [
  'SAVED_SEARCH_MATCH',
  'SAVED_SEARCH_DIGEST',
  'LIKED_PRICE_DROP',
  'LIKED_GRADE_CHANGE',
  'LIKED_LAWYER_BADGE',
  'LIKED_STATUS',
] as const satisfies readonly NotificationKind[];

export const isSaleAlertNotificationKind = (kind: string): boolean =>
  (SALE_ALERT_NOTIFICATION_KINDS as readonly string[]).includes(kind);

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
