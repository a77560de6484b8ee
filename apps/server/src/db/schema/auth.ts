import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Browsers that signed in to an account with its password before (docs/decisions/011-login-lockout.md).
 * A locked id still lets its owner in from one of these, so a stranger's wrong guesses cannot shut the owner
 * out. Only the SHA-256 of the random cookie is kept; one browser may be trusted by several accounts.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.tokenHash] }),
    // Whether a presented cookie was ever issued, whoever it was issued to.
    index('trusted_devices_token_hash_idx').on(t.tokenHash),
  ],
);
