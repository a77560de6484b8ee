import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_id_key').on(t.loginId),
    check('users_user_type_check', sql`${t.userType} in ('GENERAL', 'BROKER', 'LAWYER', 'ADMIN')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN')`),
    check('users_join_type_check', sql`${t.joinType} is null or ${t.joinType} in ('K', 'N', 'G', 'A')`),
  ],
);
