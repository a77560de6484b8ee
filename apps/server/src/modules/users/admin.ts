import { totalPages, USER_TYPE_LABELS, type UserType } from '@ansim/domain';
import { AppError } from '../../errors.ts';
import type { AdminCaller } from '../admin/guard.ts';
import { audit } from '../audit/audit.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import type { UsersServiceDeps } from './deps.ts';
import type { Profile } from './profile.ts';
import type { UserListFilter } from './repo.ts';

/** The operator's side of accounts: the member list and the approval of brokers and lawyers. */
export function createUserAdmin({ db, repo }: UsersServiceDeps, profile: Profile) {
  return {
    /**
     * The operator approves a broker or lawyer whose documents check out. The UPDATE itself checks that
     * the account is still PENDING, so of concurrent approvals exactly one acts, notifies and is audited;
     * the others are 409 and write nothing.
     */
    async approve(caller: AdminCaller, userNo: number) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      await db.transaction(async (tx) => {
        const approved = await repo.activatePending(userNo, tx);
        if (!approved) {
          // Read in the transaction: a second connection per refused call could exhaust the pool.
          const user = await repo.findByNo(userNo, tx);
          if (!user || user.status === 'WITHDRAWN')
            throw new AppError('NOT_FOUND', '회원 정보를 찾을 수 없습니다.');
          throw new AppError('CONFLICT', '승인 대기 중인 회원이 아닙니다.');
        }
        await repo.approveProfile(userNo, caller.userNo, tx);
        await notify(tx, {
          userNo,
          kind: 'ACCOUNT_APPROVED',
          title: '회원 승인이 완료되었습니다.',
          body: `${USER_TYPE_LABELS[approved.userType as UserType] ?? ''} 회원으로 승인되었습니다. 지금부터 안심방의 모든 기능을 이용할 수 있습니다.`,
          link: '/main',
        });
        await audit(tx, caller.actor, {
          action: 'member.approve',
          targetType: 'user',
          targetId: userNo,
          before: { status: 'PENDING' },
          after: { status: 'ACTIVE' },
        });
      });
      return profile.detail(caller, userNo);
    },

    async list(caller: AuthContext, query: UserListFilter & { page: number; limit: number }) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      const [totalRow, rows] = await Promise.all([
        repo.countWhere(query),
        repo.pageWhere(query, query.limit, (query.page - 1) * query.limit),
      ]);
      return {
        list: rows.map((u) => ({
          userNo: u.userNo,
          id: u.loginId,
          userType: u.userType,
          status: u.status,
          name: u.name,
          phone: u.phone,
          company: u.company,
          createdAt: u.createdAt.toISOString(),
        })),
        pageInfo: { page: query.page, totalPage: totalPages(totalRow, query.limit), totalRow },
      };
    },
  };
}
