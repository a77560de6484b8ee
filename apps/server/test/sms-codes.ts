import { randomUUID } from 'node:crypto';
import type { SmsPurpose } from '@ansim/domain/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { smsMessages, smsVerifications } from '../src/db/schema/index.ts';

/**
 * Client addresses for `app.inject`, each request its own, so that the per-address rate limits do not mix
 * into the rule under test. `block` keeps each test file's addresses apart.
 */
export function addressSource(block: number): () => string {
  let seq = 0;
  return () => {
    seq++;
    return `10.${block}.${Math.floor(seq / 250)}.${seq % 250}`;
  };
}

/** The code in the latest text to the phone, read from the outbox as an operator (or the phone's owner) would. */
export async function lastCodeSent(db: Db, phone: string): Promise<string> {
  const [message] = await db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.phone, phone))
    .orderBy(desc(smsMessages.messageId))
    .limit(1);
  const code = /\[(\d{6})\]/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Verifies the phone as a user does: asks for a code, reads it from the outbox, types it in. */
export async function verifyPhone(
  app: FastifyInstance,
  db: Db,
  phone: string,
  { purpose = 'SIGN_UP', from }: { purpose?: SmsPurpose; from: () => string },
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/send',
    payload: { phone, purpose },
    remoteAddress: from(),
  });
  if (sent.json<{ code: number }>().code !== 1) throw new Error(`no code for ${phone}: ${sent.body}`);
  const code = await lastCodeSent(db, phone);
  const matched = await app.inject({
    method: 'GET',
    url: `/api/auth/match?phone=${phone}&purpose=${purpose}&code=${code}`,
    remoteAddress: from(),
  });
  if (matched.json<{ code: number }>().code !== 1)
    throw new Error(`code refused for ${phone}: ${matched.body}`);
  return matched.json<{ entity: { verificationId: string } }>().entity.verificationId;
}

/**
 * A verified, unspent code for the phone, as `/api/auth/match` leaves it. Written directly because a phone
 * may receive one code a minute, and tests of racing sign-ups need many verifications of one phone at once.
 */
export async function verifiedCode(db: Db, phone: string, purpose: SmsPurpose = 'SIGN_UP'): Promise<string> {
  const verificationId = randomUUID();
  await db.insert(smsVerifications).values({
    verificationId,
    phone,
    purpose,
    codeHash: '0'.repeat(64),
    expiresAt: sql`now() + interval '3 minutes'`,
    verifiedAt: sql`now()`,
  });
  return verificationId;
}
