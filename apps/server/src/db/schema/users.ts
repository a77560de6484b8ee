import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** App user types of the spec plus the operator (ADMIN), who approves brokers and lawyers. */
export const USER_TYPE_VALUES = ['GENERAL', 'BROKER', 'LAWYER', 'ADMIN'] as const;
/** PENDING: a broker or lawyer awaiting the operator's approval. */
export const USER_STATUS_VALUES = ['ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN'] as const;

export const users = pgTable(
  'users',
  {
    userNo: integer('user_no').primaryKey().generatedAlwaysAsIdentity(),
    /** Sign-in id (6–12, letters and digits); null for accounts created only through social sign-in. */
    loginId: varchar('login_id', { length: 12 }),
    /** argon2id; null for social-only accounts, which have no password. */
    passwordHash: varchar('password_hash', { length: 200 }),
    userType: varchar('user_type', { length: 10, enum: USER_TYPE_VALUES }).notNull(),
    status: varchar('status', { length: 10, enum: USER_STATUS_VALUES }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }),
    company: varchar('company', { length: 100 }),
    joinType: varchar('join_type', { length: 1 }),
    isMarketing: boolean('is_marketing').notNull().default(false),
    isChangeInfo: boolean('is_change_info').notNull().default(false),
    birthDate: date('birth_date'),
    /** Terms agreement of sign-up (service, privacy and GPS are required; marketing is optional). */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    isGpsAgreed: boolean('is_gps_agreed').notNull().default(false),
    /** Alarm settings of /myPage/alarm. */
    isPushAlarm: boolean('is_push_alarm').notNull().default(true),
    isInquiryAlarm: boolean('is_inquiry_alarm').notNull().default(true),
    isSaleAlarm: boolean('is_sale_alarm').notNull().default(true),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The operator's reason and time of a suspension (docs/decisions/024); cleared on reinstatement. */
    suspendedReason: varchar('suspended_reason', { length: 500 }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /**
     * Ids are one account whatever their letter case ('User01' is 'user01'); sign-in looks up the same
     * expression. Withdrawn accounts keep their id, so it is never handed to someone else.
     */
    uniqueIndex('users_login_id_lower_key').on(sql`lower(${t.loginId})`),
    /** One account per phone and user type among accounts that are not withdrawn. */
    uniqueIndex('users_phone_type_live_key').on(t.phone, t.userType).where(sql`${t.status} <> 'WITHDRAWN'`),
    check('users_user_type_check', sql`${t.userType} in ('GENERAL', 'BROKER', 'LAWYER', 'ADMIN')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN')`),
    check('users_join_type_check', sql`${t.joinType} is null or ${t.joinType} in ('K', 'N', 'G', 'A')`),
  ],
);

/** 계속사업자, 휴업자, 폐업자, or not yet verified (offline check, the operator confirms). */
export const BUSINESS_STATUS_VALUES = ['ACTIVE', 'SUSPENDED', 'CLOSED', 'UNVERIFIED'] as const;

/** Extra information of a broker or lawyer, reviewed by the operator before the account is activated. */
export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** 사업자등록번호 (10 digits) of a broker office. */
    businessNo: varchar('business_no', { length: 10 }),
    /** 중개사무소 등록번호 or the lawyer's 등록번호. */
    registrationNo: varchar('registration_no', { length: 30 }),
    officeName: varchar('office_name', { length: 100 }),
    officeAddress: varchar('office_address', { length: 200 }),
    officePhone: varchar('office_phone', { length: 11 }),
    /** LAWYER_EXAM code (사법시험 / 변호사시험 / 군법무관) and the exam's round or year. */
    lawyerExam: varchar('lawyer_exam', { length: 20 }),
    lawyerExamRound: varchar('lawyer_exam_round', { length: 20 }),
    approvedByUserNo: integer('approved_by_user_no'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** 사업자등록 상태 of the broker's business (국세청, or UNVERIFIED until the operator confirms it). */
    businessStatus: varchar('business_status', { length: 12, enum: BUSINESS_STATUS_VALUES }),
    businessCheckedAt: timestamp('business_checked_at', { withTimezone: true }),
    /** The broker's KakaoTalk channel beside the inquiry form; pf.kakao.com only, so it leads nowhere else. */
    kakaoChannelUrl: varchar('kakao_channel_url', { length: 200 }),
  },
  (t) => [
    check(
      'professional_profiles_business_status_check',
      sql`${t.businessStatus} is null or ${t.businessStatus} in ('ACTIVE', 'SUSPENDED', 'CLOSED', 'UNVERIFIED')`,
    ),
    check(
      'professional_profiles_kakao_channel_url_check',
      sql`${t.kakaoChannelUrl} is null or ${t.kakaoChannelUrl} like 'https://pf.kakao.com/%'`,
    ),
  ],
);

/** A social identity linked to an account; the provider's user id, never a password derived from it. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    joinType: varchar('join_type', { length: 1 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 200 }).notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.joinType, t.providerUserId] }),
    uniqueIndex('social_accounts_user_join_key').on(t.userNo, t.joinType),
  ],
);

/**
 * One signed-in device. The access token carries the session id, so revoking the session (sign-out,
 * withdrawal, password change) stops its tokens at once. The refresh token rotates; presenting the
 * previous one again means it was stolen, and the session is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    previousRefreshHash: varchar('previous_refresh_hash', { length: 64 }),
    loginType: varchar('login_type', { length: 10 }).notNull(),
    deviceType: varchar('device_type', { length: 20 }),
    deviceId: varchar('device_id', { length: 200 }),
    pushToken: varchar('push_token', { length: 500 }),
    appVersion: varchar('app_version', { length: 20 }),
    os: varchar('os', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_no_idx').on(t.userNo)],
);

/**
 * Failed sign-in and recovery attempts by key (a login id, a phone, an IP). Keyed by the typed id, not the
 * user, so that an unknown id locks exactly like a known one and reveals nothing.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 120 }).primaryKey(),
  failures: smallint('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const SMS_PURPOSES = ['SIGN_UP', 'FIND_ID', 'FIND_PASSWORD', 'CHANGE_PHONE'] as const;

/** A verification code sent by SMS; only its hash is kept. */
export const smsVerifications = pgTable(
  'sms_verifications',
  {
    verificationId: uuid('verification_id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 20, enum: SMS_PURPOSES }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the verified code is spent on the action it was for (sign-up, reset …). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_verifications_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/**
 * Every text message the service sends. With no SMS provider configured this table is the outbox the
 * operator and the tests read (status OUTBOX); with a provider, SENT or FAILED with its answer.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    messageId: integer('message_id').primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull(),
    body: text('body').notNull(),
    driver: varchar('driver', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_phone_idx').on(t.phone, t.createdAt),
    check('sms_messages_status_check', sql`${t.status} in ('OUTBOX', 'SENT', 'FAILED')`),
  ],
);

export const FILE_KINDS = ['BROKER_PROFILE', 'BUSINESS_LICENSE', 'BROKER_REGISTRATION'] as const;

/** Privately stored uploads; served only by id to their owner and the operator, never by path. */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileId: uuid('file_id').primaryKey(),
    ownerUserNo: integer('owner_user_no').references(() => users.userNo, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerUserNo),
    // One row per stored object; the sweeper asks by key which objects are still referenced.
    uniqueIndex('stored_files_storage_key_key').on(t.storageKey),
  ],
);

/**
 * What a social sign-in proved, held briefly behind a one-time ticket: the web app redeems it through
 * POST /api/login (loginType K/N/G/A), or sign-up links it to the new account. Only the hash is stored.
 */
export const socialTickets = pgTable('social_tickets', {
  ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
  joinType: varchar('join_type', { length: 1 }).notNull(),
  providerUserId: varchar('provider_user_id', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }),
  name: varchar('name', { length: 50 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
