import type { JoinType } from '@ansim/domain';
import type { UserDetail } from '@ansim/domain/contract';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../platform/password/argon2.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import { requireLiveUser, type UsersServiceDeps } from './deps.ts';
import { isUniqueViolation, PHONE_PER_TYPE } from './unique.ts';

/** The signed-in user's own account (or the operator's view of it): read, edit, alarms, withdrawal. */
export function createProfile({ db, repo, sms, auth, sales }: UsersServiceDeps) {
  const detail = async (caller: AuthContext, userNo: number): Promise<UserDetail> => {
    assertSelfOrAdmin(caller, userNo);
    const user = await requireLiveUser(repo, userNo);
    const profile = await repo.findProfile(userNo);
    return {
      userNo: user.userNo,
      userType: user.userType,
      status: user.status,
      id: user.loginId,
      name: user.name,
      phone: user.phone,
      email: user.email,
      company: user.company,
      joinType: (user.joinType as JoinType | null) ?? null,
      isMarketing: user.isMarketing,
      isPushAlarm: user.isPushAlarm,
      isInquiryAlarm: user.isInquiryAlarm,
      isSaleAlarm: user.isSaleAlarm,
      createdAt: user.createdAt.toISOString(),
      profile: profile
        ? {
            businessNo: profile.businessNo,
            registrationNo: profile.registrationNo,
            officeAddress: profile.officeAddress,
            officePhone: profile.officePhone,
            approvedAt: profile.approvedAt?.toISOString() ?? null,
            kakaoChannelUrl: profile.kakaoChannelUrl,
          }
        : null,
    };
  };

  return {
    detail,

    async modify(
      caller: AuthContext,
      input: {
        userNo: number;
        name?: string | undefined;
        email?: string | undefined;
        phone?: string | undefined;
        verificationId?: string | undefined;
        company?: string | undefined;
        /** null clears it; undefined leaves it. */
        kakaoChannelUrl?: string | null | undefined;
      },
    ) {
      assertSelfOrAdmin(caller, input.userNo);
      const user = await requireLiveUser(repo, input.userNo);
      // The link is shown on the broker's listings only; another account has nowhere to show it, and clearing
      // what it cannot have is harmless.
      if (input.kakaoChannelUrl && user.userType !== 'BROKER') {
        throw new AppError('FORBIDDEN', '카카오톡 채널 주소는 중개사 회원만 등록할 수 있습니다.');
      }
      try {
        await db.transaction(async (tx) => {
          if (input.phone && input.phone !== user.phone) {
            await sms.consume(input.verificationId ?? '', input.phone, 'CHANGE_PHONE', tx);
          }
          await repo.update(
            user.userNo,
            {
              ...(input.name ? { name: input.name } : {}),
              ...(input.email !== undefined ? { email: input.email } : {}),
              ...(input.phone ? { phone: input.phone } : {}),
              ...(input.company && user.userType !== 'GENERAL' ? { company: input.company } : {}),
              isChangeInfo: true,
            },
            tx,
          );
          if (input.kakaoChannelUrl !== undefined && user.userType === 'BROKER') {
            await repo.setKakaoChannelUrl(user.userNo, input.kakaoChannelUrl, tx);
          }
        });
      } catch (error) {
        // Another live account of the same type already has the new phone; the spent code rolls back too.
        if (isUniqueViolation(error, PHONE_PER_TYPE)) throw new AppError('DUPLICATE_PHONE');
        throw error;
      }
      return detail(caller, input.userNo);
    },

    async setAlarms(
      caller: AuthContext,
      userNo: number,
      patch: {
        isPushAlarm?: boolean;
        isInquiryAlarm?: boolean;
        isSaleAlarm?: boolean;
        isMarketing?: boolean;
      },
    ) {
      assertSelfOrAdmin(caller, userNo);
      await requireLiveUser(repo, userNo);
      const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(clean).length > 0) await repo.update(userNo, clean);
      return detail(caller, userNo);
    },

    /** Withdrawal: the account is closed, every session ends and its listings leave search, in one transaction. */
    async withdraw(caller: AuthContext, userNo: number, password: string | undefined) {
      assertSelfOrAdmin(caller, userNo);
      const user = await requireLiveUser(repo, userNo);
      if (caller.userNo === userNo && user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, password ?? ''))) {
          throw new AppError('VALIDATION', 'password: 비밀번호가 일치하지 않습니다.');
        }
      }
      await db.transaction(async (tx) => {
        await repo.update(userNo, { status: 'WITHDRAWN', withdrawnAt: new Date() }, tx);
        await auth.revokeAll(userNo, tx);
        await sales.withdrawListingsOf(userNo, tx);
      });
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
