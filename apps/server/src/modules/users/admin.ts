import { totalPages, USER_TYPE_LABELS, type UserType } from '@ansim/domain';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import { requireLiveUser, type UsersServiceDeps } from './deps.ts';
import type { Profile } from './profile.ts';
import type { UserListFilter } from './repo.ts';

/** The operator's side of accounts: the member list and the approval of brokers and lawyers. */
export function createUserAdmin({ db, repo }: UsersServiceDeps, profile: Profile) {
  return {
    /** The operator approves a broker or lawyer whose documents check out. */
    async approve(caller: AuthContext, userNo: number) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      const user = await requireLiveUser(repo, userNo);
      if (user.status !== 'PENDING') throw new AppError('CONFLICT', '승인 대기 중인 회원이 아닙니다.');
      await db.transaction(async (tx) => {
        await repo.update(userNo, { status: 'ACTIVE' }, tx);
        await repo.approveProfile(userNo, caller.userNo, tx);
        await notify(tx, {
          userNo,
          kind: 'ACCOUNT_APPROVED',
          title: '회원 승인이 완료되었습니다.',
          body: `${USER_TYPE_LABELS[user.userType as UserType] ?? ''} 회원으로 승인되었습니다. 지금부터 안심방의 모든 기능을 이용할 수 있습니다.`,
          link: '/main',
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
