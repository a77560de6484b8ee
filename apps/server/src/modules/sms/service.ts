import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SMS_RULES, type SmsPurpose } from '@ansim/domain/contract';
import { AppError } from '../../errors.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';
import { sha256 } from '../../platform/tokens/access-token.ts';
import type { Executor } from '../users/repo.ts';
import type { SmsRepo } from './repo.ts';

export const smsBody = (code: string) => `[안심방] 인증번호 [${code}]를 입력해주세요. (3분 이내)`;

export function createSmsService(repo: SmsRepo, sender: SmsSender) {
  return {
    /** Sends a 6-digit code; the code itself is never returned or logged, only its hash is kept. */
    async send(phone: string, purpose: SmsPurpose) {
      const now = Date.now();
      const latest = await repo.latestVerification(phone, purpose);
      if (latest && now - latest.createdAt.getTime() < SMS_RULES.resendCooldownSeconds * 1000) {
        throw new AppError('SMS_COOLDOWN');
      }
      if ((await repo.countSince(phone, new Date(now - 86_400_000))) >= SMS_RULES.dailyLimitPerPhone) {
        throw new AppError('SMS_DAILY_LIMIT');
      }
      const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
      const createdAt = new Date(now);
      const expiresAt = new Date(now + SMS_RULES.ttlSeconds * 1000);
      await repo.insertVerification({
        verificationId: randomUUID(),
        phone,
        purpose,
        codeHash: sha256(`${phone}:${code}`),
        createdAt,
        expiresAt,
      });
      const body = smsBody(code);
      const result = await sender.send(phone, body);
      await repo.insertMessage({
        phone,
        body,
        driver: sender.driver,
        status: result.status,
        providerMessageId: result.providerMessageId,
        error: result.error,
      });
      if (result.status === 'FAILED')
        throw new AppError('INTERNAL', '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.');
      return {
        expiresAt: expiresAt.toISOString(),
        resendAvailableAt: new Date(now + SMS_RULES.resendCooldownSeconds * 1000).toISOString(),
      };
    },

    /** Checks a typed code against the latest one sent; five wrong tries spend it. */
    async match(phone: string, purpose: SmsPurpose, code: string) {
      const latest = await repo.latestVerification(phone, purpose);
      if (!latest || latest.consumedAt) throw new AppError('SMS_EXPIRED', '인증번호를 먼저 요청해주세요.');
      if (latest.attempts >= SMS_RULES.maxAttempts) throw new AppError('SMS_TOO_MANY_ATTEMPTS');
      if (latest.expiresAt <= new Date()) throw new AppError('SMS_EXPIRED');
      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(sha256(`${phone}:${code}`), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await repo.addAttempt(latest.verificationId);
        throw new AppError(attempts >= SMS_RULES.maxAttempts ? 'SMS_TOO_MANY_ATTEMPTS' : 'SMS_MISMATCH');
      }
      await repo.markVerified(latest.verificationId);
      return { verificationId: latest.verificationId };
    },

    /** Inside the caller's transaction: the verified phone is spent on exactly one action. */
    async consume(verificationId: string, phone: string, purpose: SmsPurpose, ex?: Executor): Promise<void> {
      const since = new Date(Date.now() - SMS_RULES.verifiedValidSeconds * 1000);
      if (!(await repo.consume(verificationId, phone, purpose, since, ex)))
        throw new AppError('SMS_NOT_VERIFIED');
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
