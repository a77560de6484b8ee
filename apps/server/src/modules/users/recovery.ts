import type { JoinType } from '@ansim/domain';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password/argon2.ts';
import { sha256 } from '../../platform/tokens/access-token.ts';
import type { AuthContext } from '../auth/service.ts';
import { requireLiveUser, type UsersServiceDeps } from './deps.ts';
import type { UserRow } from './repo.ts';

const RESET_PURPOSE = 'password-reset';
const RESET_TTL_SECONDS = 600;
/** Binds a reset ticket to the password it replaces: once the password changes, the ticket is spent. */
const fingerprintOf = (user: UserRow) => sha256(`${user.userNo}:${user.passwordHash ?? ''}`).slice(0, 32);

/** Finding an id and setting a new password, each behind a verified phone. */
export function createRecovery({ db, repo, sms, auth, tickets }: UsersServiceDeps) {
  return {
    async findIds(name: string, phone: string, verificationId: string) {
      return db.transaction(async (tx) => {
        await sms.consume(verificationId, phone, 'FIND_ID', tx);
        const found = (await repo.findByNameAndPhone(name, phone, tx)).filter(
          (u) => u.status !== 'WITHDRAWN',
        );
        if (found.length === 0) throw new AppError('ACCOUNT_NOT_FOUND');
        return found.map((u) => ({
          id: u.loginId,
          userType: u.userType,
          joinType: (u.joinType as JoinType | null) ?? null,
          createdAt: u.createdAt.toISOString(),
        }));
      });
    },

    /** Proves the phone of the account behind `id` and hands out a one-time reset ticket. */
    async startPasswordReset(id: string, phone: string, verificationId: string) {
      return db.transaction(async (tx) => {
        await sms.consume(verificationId, phone, 'FIND_PASSWORD', tx);
        const user = await repo.findByLoginId(id, tx);
        if (!user || user.phone !== phone || user.status === 'WITHDRAWN' || !user.passwordHash) {
          throw new AppError('ACCOUNT_NOT_FOUND');
        }
        return {
          resetTicket: await tickets.sign(RESET_PURPOSE, user.userNo, fingerprintOf(user), RESET_TTL_SECONDS),
        };
      });
    },

    /** Changes the password (by reset ticket, or by the current password when signed in) and ends every session. */
    async changePassword(
      input: { resetTicket?: string | undefined; currentPassword?: string | undefined; password: string },
      caller: AuthContext | null,
    ) {
      let user: UserRow;
      if (input.resetTicket) {
        const claims = await tickets.verify(RESET_PURPOSE, input.resetTicket);
        const found = claims ? await repo.findByNo(claims.userNo) : null;
        if (
          !claims ||
          !found ||
          fingerprintOf(found) !== claims.fingerprint ||
          found.status === 'WITHDRAWN'
        ) {
          throw new AppError('VALIDATION', '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해주세요.');
        }
        user = found;
      } else {
        if (!caller) throw new AppError('UNAUTHORIZED');
        user = await requireLiveUser(repo, caller.userNo);
        if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
          throw new AppError('VALIDATION', 'currentPassword: 현재 비밀번호가 일치하지 않습니다.');
        }
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repo.update(user.userNo, { passwordHash }, tx);
        await auth.revokeAll(user.userNo, tx);
        // The owner proved the account (by SMS, or by its password): guesses at the old one lock it no more.
        if (user.loginId) await auth.clearLoginLock(user.loginId, tx);
      });
    },
  };
}
