import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { socialTickets } from '../../db/schema/index.ts';

export function createSocialRepo(db: Db) {
  return {
    insertTicket(ticket: typeof socialTickets.$inferInsert) {
      return db.insert(socialTickets).values(ticket);
    },

    findLiveTicket(ticketHash: string, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(socialTickets)
        .where(
          and(
            eq(socialTickets.ticketHash, ticketHash),
            isNull(socialTickets.consumedAt),
            gt(socialTickets.expiresAt, sql`now()`),
          ),
        )
        .then((r) => r[0] ?? null);
    },

    /** True only for the one caller that spends the ticket. */
    consumeTicket(ticketHash: string, ex: DbOrTransaction = db) {
      return ex
        .update(socialTickets)
        .set({ consumedAt: new Date() })
        .where(and(eq(socialTickets.ticketHash, ticketHash), isNull(socialTickets.consumedAt)))
        .returning({ ticketHash: socialTickets.ticketHash })
        .then((r) => r.length === 1);
    },
  };
}

export type SocialRepo = ReturnType<typeof createSocialRepo>;
