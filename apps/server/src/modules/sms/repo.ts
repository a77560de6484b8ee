import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsMessages, smsVerifications } from '../../db/schema/index.ts';
import type { Executor } from '../users/repo.ts';

export type VerificationRow = typeof smsVerifications.$inferSelect;

export function createSmsRepo(db: Db) {
  return {
    latestVerification(phone: string, purpose: VerificationRow['purpose']) {
      return db
        .select()
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, phone), eq(smsVerifications.purpose, purpose)))
        .orderBy(desc(smsVerifications.createdAt))
        .limit(1)
        .then((r) => r[0] ?? null);
    },

    countSince(phone: string, since: Date) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, phone), gt(smsVerifications.createdAt, since)))
        .then((r) => r[0]?.n ?? 0);
    },

    insertVerification(row: typeof smsVerifications.$inferInsert) {
      return db.insert(smsVerifications).values(row);
    },

    /** One more wrong code; returns the attempts so far. */
    addAttempt(verificationId: string) {
      return db
        .update(smsVerifications)
        .set({ attempts: sql`${smsVerifications.attempts} + 1` })
        .where(eq(smsVerifications.verificationId, verificationId))
        .returning({ attempts: smsVerifications.attempts })
        .then((r) => r[0]?.attempts ?? 0);
    },

    markVerified(verificationId: string) {
      return db
        .update(smsVerifications)
        .set({ verifiedAt: new Date() })
        .where(eq(smsVerifications.verificationId, verificationId));
    },

    /** Spends a verified code on its action; false when it is not verified, spent, stale or for another phone. */
    consume(
      verificationId: string,
      phone: string,
      purpose: VerificationRow['purpose'],
      verifiedSince: Date,
      ex: Executor = db,
    ) {
      return ex
        .update(smsVerifications)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(smsVerifications.verificationId, verificationId),
            eq(smsVerifications.phone, phone),
            eq(smsVerifications.purpose, purpose),
            isNull(smsVerifications.consumedAt),
            gt(smsVerifications.verifiedAt, verifiedSince),
          ),
        )
        .returning({ verificationId: smsVerifications.verificationId })
        .then((r) => r.length === 1);
    },

    insertMessage(row: typeof smsMessages.$inferInsert) {
      return db.insert(smsMessages).values(row);
    },

    messagesTo(phone: string) {
      return db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.phone, phone))
        .orderBy(desc(smsMessages.messageId));
    },
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
