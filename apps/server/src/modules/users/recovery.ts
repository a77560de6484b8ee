import type { JoinType } from '@ansim/domain';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password/argon2.ts';
import { sha256 } from '../../platform/tokens/access-token.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import { requireLiveUser, type UsersServiceDeps } from './deps.ts';
import type { UserRow } from './repo.ts';

const RESET_PURPOSE = 'password-reset';
const RESET_TTL_SECONDS = 600;
const RESET_EXPIRED = '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해주세요.';
const CURRENT_MISMATCH = 'currentPassword: 현재 비밀번호가 일치하지 않습니다.';
/** Binds a reset ticket to the password it replaces: once the password changes, the ticket is spent. */
const fingerprintOf = (user: UserRow) => sha256(`${user.userNo}:${user.passwordHash ?? ''}`).slice(0, 32);

/** What the owner is told after a change or reset; it names no password, code or device (ASVS 2.2.3). */
const PASSWORD_CHANGED_NOTICE = (userNo: number) => ({
  userNo,
  kind: 'PASSWORD_CHANGED' as const,
  title: '비밀번호가 변경되었습니다.',
  body: '안심방 계정의 비밀번호가 변경되어 모든 기기에서 로그아웃되었습니다. 본인이 변경하지 않았다면 비밀번호 찾기로 다시 설정하고 고객센터에 알려주세요.',
  link: null,
});

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
          throw new AppError('VALIDATION', RESET_EXPIRED);
        }
        user = found;
      } else {
        if (!caller) throw new AppError('UNAUTHORIZED');
        user = await requireLiveUser(repo, caller.userNo);
        if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
          throw new AppError('VALIDATION', CURRENT_MISMATCH);
        }
      }
      const passwordHash = await hashPassword(input.password);
      const oldHash = user.passwordHash ?? '';
      await db.transaction(async (tx) => {
        // Racing changes (one reset ticket sent twice, on one process or two) checked the same old password;
        // the statement that replaces it lets one through, and the others are told as a replay would be.
        if (!(await repo.replacePassword(user.userNo, oldHash, passwordHash, tx)))
          throw new AppError('VALIDATION', input.resetTicket ? RESET_EXPIRED : CURRENT_MISMATCH);
        await auth.revokeAll(user.userNo, tx);
        // The owner proved the account (by SMS, or by its password): guesses at the old one lock it no more.
        if (user.loginId) await auth.clearLoginLock(user.loginId, tx);
        // Committed with the change, so that a reset by someone else who got hold of the phone is not silent.
        await notify(tx, PASSWORD_CHANGED_NOTICE(user.userNo));
      });
    },
  };
}
