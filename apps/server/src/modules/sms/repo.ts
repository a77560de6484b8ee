import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { smsMessages, smsVerifications } from '../../db/schema/index.ts';

export type VerificationRow = typeof smsVerifications.$inferSelect;
type Purpose = VerificationRow['purpose'];

export interface SendLimits {
  cooldownSeconds: number;
  dailyLimit: number;
  ttlSeconds: number;
}

export type IssueResult =
  | { issued: true; createdAt: Date; expiresAt: Date }
  | { issued: false; refusal: 'SMS_COOLDOWN' | 'SMS_DAILY_LIMIT' };

/** Seconds as an interval; the database clock decides every SMS time, so app servers' clocks never disagree. */
const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;

export function createSmsRepo(db: Db) {
  return {
    latestVerification(phone: string, purpose: Purpose) {
      return db
        .select()
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, phone), eq(smsVerifications.purpose, purpose)))
        .orderBy(desc(smsVerifications.createdAt))
        .limit(1)
        .then((r) => r[0] ?? null);
    },

    /**
     * Stores a new code unless the resend wait or the phone's daily limit refuses it. Racing sends to one
     * phone queue on a transaction-level advisory lock keyed by the phone, so each one checks and inserts
     * only after the previous one committed.
     */
    issueVerification(
      row: { verificationId: string; phone: string; purpose: Purpose; codeHash: string },
      limits: SendLimits,
    ): Promise<IssueResult> {
      return db.transaction(async (tx) => {
        // The two-key form keeps SMS locks apart from any other advisory lock keyed by a bare hash.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms_send'), hashtext(${row.phone}))`);
        const [state] = await tx
          .select({
            recent: sql<boolean>`coalesce(bool_or(${smsVerifications.purpose} = ${row.purpose} and ${smsVerifications.createdAt} > statement_timestamp() - ${seconds(limits.cooldownSeconds)}), false)`,
            today: sql<number>`count(*)::int`,
          })
          .from(smsVerifications)
          .where(
            and(
              eq(smsVerifications.phone, row.phone),
              gt(smsVerifications.createdAt, sql`statement_timestamp() - interval '1 day'`),
            ),
          );
        if (state?.recent) return { issued: false, refusal: 'SMS_COOLDOWN' } as const;
        if ((state?.today ?? 0) >= limits.dailyLimit)
          return { issued: false, refusal: 'SMS_DAILY_LIMIT' } as const;
        const [stored] = await tx
          .insert(smsVerifications)
          .values({
            ...row,
            createdAt: sql`statement_timestamp()`,
            expiresAt: sql`statement_timestamp() + ${seconds(limits.ttlSeconds)}`,
          })
          .returning({ createdAt: smsVerifications.createdAt, expiresAt: smsVerifications.expiresAt });
        if (!stored) throw new Error('sms_verifications insert returned no row');
        return { issued: true, ...stored } as const;
      });
    },

    /**
     * Counts one try at the latest code for the phone and purpose, in the same statement that checks the
     * code may still be tried (under the limit, not spent, not expired). Returns the hash to compare with,
     * or null when the try was refused; a refused try is not counted.
     */
    countAttempt(phone: string, purpose: Purpose, maxAttempts: number) {
      const latest = db
        .select({ verificationId: smsVerifications.verificationId })
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, phone), eq(smsVerifications.purpose, purpose)))
        .orderBy(desc(smsVerifications.createdAt))
        .limit(1);
      return db
        .update(smsVerifications)
        .set({ attempts: sql`${smsVerifications.attempts} + 1` })
        .where(
          and(
            inArray(smsVerifications.verificationId, latest),
            lt(smsVerifications.attempts, maxAttempts),
            isNull(smsVerifications.consumedAt),
            gt(smsVerifications.expiresAt, sql`statement_timestamp()`),
          ),
        )
        .returning({
          verificationId: smsVerifications.verificationId,
          codeHash: smsVerifications.codeHash,
          attempts: smsVerifications.attempts,
        })
        .then((r) => r[0] ?? null);
    },

    /**
     * Marks a code verified after its counted try matched; false when it was spent meanwhile. A second
     * correct try keeps the first verification time, so trying again never extends how long it stays valid.
     */
    markVerified(verificationId: string) {
      return db
        .update(smsVerifications)
        .set({ verifiedAt: sql`coalesce(${smsVerifications.verifiedAt}, statement_timestamp())` })
        .where(and(eq(smsVerifications.verificationId, verificationId), isNull(smsVerifications.consumedAt)))
        .returning({ verificationId: smsVerifications.verificationId })
        .then((r) => r.length === 1);
    },

    /** Spends a verified code on its action; false when it is not verified, spent, stale or for another phone. */
    consume(
      verificationId: string,
      phone: string,
      purpose: Purpose,
      verifiedValidSeconds: number,
      ex: DbOrTransaction = db,
    ) {
      return ex
        .update(smsVerifications)
        .set({ consumedAt: sql`statement_timestamp()` })
        .where(
          and(
            eq(smsVerifications.verificationId, verificationId),
            eq(smsVerifications.phone, phone),
            eq(smsVerifications.purpose, purpose),
            isNull(smsVerifications.consumedAt),
            gt(smsVerifications.verifiedAt, sql`statement_timestamp() - ${seconds(verifiedValidSeconds)}`),
          ),
        )
        .returning({ verificationId: smsVerifications.verificationId })
        .then((r) => r.length === 1);
    },

    insertMessage(row: typeof smsMessages.$inferInsert) {
      return db.insert(smsMessages).values(row);
    },

    /** The newest `limit` messages to the phone, newest first. */
    messagesTo(phone: string, limit: number) {
      return db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.phone, phone))
        .orderBy(desc(smsMessages.messageId))
        .limit(limit);
    },
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
