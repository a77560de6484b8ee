import { totalPages } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { toListItem } from '../../db/views/sale-list-item.ts';
import { AppError } from '../../errors.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import type { MarketFlags } from '../market/service.ts';
import type { LikesRepo } from './repo.ts';

export function createLikesService(repo: LikesRepo, market?: MarketFlags) {
  return {
    /**
     * Likes or unlikes for the caller. The owner is read from the listing, not taken from the client's
     * saleUserNo, so nobody can like their own listing by sending another number.
     */
    async setLike(caller: AuthContext, input: { userNo: number; saleNo: number; isLike: boolean }) {
      if (caller.userNo !== input.userNo) throw new AppError('FORBIDDEN');
      const sale = await repo.findSale(input.saleNo);
      // Only a published listing can be liked (a draft's number must not be confirmed by a like);
      // a like of a listing that has left search can still be removed.
      if (!sale || (input.isLike && sale.status !== 'ACTIVE'))
        throw new AppError('NOT_FOUND', '매물을 찾을 수 없습니다.');
      if (sale.userNo === caller.userNo)
        throw new AppError('FORBIDDEN', '내 매물은 관심매물로 등록할 수 없습니다.');
      if (input.isLike) {
        await repo.like(caller.userNo, input.saleNo);
      } else {
        await repo.unlike(caller.userNo, input.saleNo);
      }
      return { saleNo: input.saleNo, isLike: input.isLike };
    },

    /** 관심매물, most recently liked first; listings that are no longer active still show, so they can be removed. */
    async list(caller: AuthContext, userNo: number, page: number, limit: number) {
      assertSelfOrAdmin(caller, userNo);
      const [totalRow, rows] = await Promise.all([
        repo.countOf(userNo),
        repo.pageOf(userNo, limit, (page - 1) * limit),
      ]);
      const risks = market?.jeonseRisks(rows);
      const list: SaleListItem[] = rows.map((r, i) => toListItem(r, risks ? (risks[i] ?? false) : undefined));
      return { list, pageInfo: { page, totalPage: totalPages(totalRow, limit), totalRow } };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
