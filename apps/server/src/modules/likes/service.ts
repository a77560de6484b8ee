import type { SaleListItem } from '@ansim/domain/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saleLikes, sales } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import { LIST_ITEM_COLUMNS } from '../search/repo.ts';
import { toListItem } from '../search/service.ts';

export function createLikesService(db: Db) {
  return {
    /**
     * Likes or unlikes for the caller. The owner is read from the listing, not taken from the client's
     * saleUserNo, so nobody can like their own listing by sending another number.
     */
    async setLike(caller: AuthContext, input: { userNo: number; saleNo: number; isLike: boolean }) {
      if (caller.userNo !== input.userNo) throw new AppError('FORBIDDEN');
      const [sale] = await db
        .select({ userNo: sales.userNo, status: sales.status })
        .from(sales)
        .where(eq(sales.saleNo, input.saleNo));
      if (!sale) throw new AppError('NOT_FOUND', '매물을 찾을 수 없습니다.');
      if (sale.userNo === caller.userNo)
        throw new AppError('FORBIDDEN', '내 매물은 관심매물로 등록할 수 없습니다.');
      if (input.isLike) {
        await db
          .insert(saleLikes)
          .values({ userNo: caller.userNo, saleNo: input.saleNo })
          .onConflictDoNothing();
      } else {
        await db
          .delete(saleLikes)
          .where(and(eq(saleLikes.userNo, caller.userNo), eq(saleLikes.saleNo, input.saleNo)));
      }
      return { saleNo: input.saleNo, isLike: input.isLike };
    },

    /** 관심매물, most recently liked first; listings that are no longer active still show, so they can be removed. */
    async list(caller: AuthContext, userNo: number, page: number, limit: number) {
      assertSelfOrAdmin(caller, userNo);
      const [total] = await db.select({ n: count() }).from(saleLikes).where(eq(saleLikes.userNo, userNo));
      const rows = await db
        .select({ ...LIST_ITEM_COLUMNS, isLike: sql<boolean>`true` })
        .from(saleLikes)
        .innerJoin(sales, eq(sales.saleNo, saleLikes.saleNo))
        .where(eq(saleLikes.userNo, userNo))
        .orderBy(desc(saleLikes.createdAt), desc(saleLikes.saleNo))
        .limit(limit)
        .offset((page - 1) * limit);
      const totalRow = total?.n ?? 0;
      const list: SaleListItem[] = rows.map(toListItem);
      return { list, pageInfo: { page, totalPage: Math.ceil(totalRow / limit), totalRow } };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
