import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SMS_RULES, type SmsPurpose } from '@ansim/domain/contract';
import type { DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';
import { sha256 } from '../../platform/tokens/access-token.ts';
import type { AuthContext } from '../auth/service.ts';
import type { SmsRepo } from './repo.ts';

/** How many messages the operator's outbox view shows. */
const OUTBOX_PAGE = 20;

/** The code's place in a stored text that a provider delivered. */
const MASKED_CODE = '******';

export const smsBody = (code: string) => `[안심방] 인증번호 [${code}]를 입력해주세요. (3분 이내)`;

export function createSmsService(repo: SmsRepo, sender: SmsSender) {
  const service = {
    /**
     * Sends a 6-digit code; the code itself is never returned or logged, only its hash is kept. The resend
     * wait and the daily limit are decided by the database with the code's insert (see issueVerification);
     * the message leaves only after that commit, so a refused send never texts anyone.
     */
    async send(phone: string, purpose: SmsPurpose) {
      const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
      const issued = await repo.issueVerification(
        { verificationId: randomUUID(), phone, purpose, codeHash: sha256(`${phone}:${code}`) },
        {
          cooldownSeconds: SMS_RULES.resendCooldownSeconds,
          dailyLimit: SMS_RULES.dailyLimitPerPhone,
          ttlSeconds: SMS_RULES.ttlSeconds,
        },
      );
      if (!issued.issued) throw new AppError(issued.refusal);
      const body = smsBody(code);
      const result = await sender.send(phone, body);
      await repo.insertMessage({
        phone,
        // Without a provider the outbox row is how the code reaches its phone, so it keeps the text. A text
        // a provider carried is kept without its code: past the send only the code's hash is held (ASVS
        // 2.7.5), and no one reading the messages (the operator's outbox view, a backup) learns a live code.
        body: sender.driver === 'outbox' ? body : smsBody(MASKED_CODE),
        driver: sender.driver,
        status: result.status,
        providerMessageId: result.providerMessageId,
        error: result.error,
      });
      if (result.status === 'FAILED')
        throw new AppError('INTERNAL', '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.');
      return {
        expiresAt: issued.expiresAt.toISOString(),
        resendAvailableAt: new Date(
          issued.createdAt.getTime() + SMS_RULES.resendCooldownSeconds * 1000,
        ).toISOString(),
      };
    },

    /**
     * Checks a typed code against the latest one sent. Every try, the right one included, is counted by
     * the same statement that checks the limit before the code is compared, so racing tries can never
     * compare more than five times; once five are spent even the right code is refused.
     */
    async match(phone: string, purpose: SmsPurpose, code: string) {
      const counted = await repo.countAttempt(phone, purpose, SMS_RULES.maxAttempts);
      if (!counted) throw await refusal(phone, purpose);
      const expected = Buffer.from(counted.codeHash, 'hex');
      const given = Buffer.from(sha256(`${phone}:${code}`), 'hex');
      if (!timingSafeEqual(expected, given)) {
        throw new AppError(
          counted.attempts >= SMS_RULES.maxAttempts ? 'SMS_TOO_MANY_ATTEMPTS' : 'SMS_MISMATCH',
        );
      }
      if (!(await repo.markVerified(counted.verificationId)))
        throw new AppError('SMS_EXPIRED', '인증번호를 먼저 요청해주세요.');
      return { verificationId: counted.verificationId };
    },

    /** The operator's view of the outbox: the latest messages to one phone. */
    async outbox(caller: AuthContext, phone: string) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      const rows = await repo.messagesTo(phone, OUTBOX_PAGE);
      return rows.map((m) => ({
        messageId: m.messageId,
        phone: m.phone,
        body: m.body,
        driver: m.driver,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },

    /** Inside the caller's transaction: the verified phone is spent on exactly one action. */
    async consume(
      verificationId: string,
      phone: string,
      purpose: SmsPurpose,
      ex?: DbOrTransaction,
    ): Promise<void> {
      if (!(await repo.consume(verificationId, phone, purpose, SMS_RULES.verifiedValidSeconds, ex)))
        throw new AppError('SMS_NOT_VERIFIED');
    },
  };
  return service;

  /** Only words the refusal: the decision was already taken by countAttempt's statement. */
  async function refusal(phone: string, purpose: SmsPurpose): Promise<AppError> {
    const latest = await repo.latestVerification(phone, purpose);
    if (!latest || latest.consumedAt) return new AppError('SMS_EXPIRED', '인증번호를 먼저 요청해주세요.');
    if (latest.attempts >= SMS_RULES.maxAttempts) return new AppError('SMS_TOO_MANY_ATTEMPTS');
    return new AppError('SMS_EXPIRED');
  }
}

export type SmsService = ReturnType<typeof createSmsService>;
