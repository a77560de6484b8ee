import {
  allowedTransitions,
  isSaleStatus,
  RESTORE_DAYS,
  type SaleStatus,
  totalPages,
  transitionRefusal,
  transitionSources,
} from '@ansim/domain';
import {
  type DashItem,
  type DashList,
  SALE_MANAGE_MESSAGES,
  type SaleStatusCount,
  type SaleStatusUpdated,
} from '@ansim/domain/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  LISTING_IMAGE_VARIANTS,
  listingImageStorageKey,
  ORIGINAL_EXTENSIONS,
} from '../../platform/images/variants.ts';
import type { FileStore } from '../../platform/storage/files.ts';
import { auditSystem } from '../audit/audit.ts';
import type { AuthContext } from '../auth/service.ts';
import { DEMO_IMAGES } from '../images/demo-catalogue.ts';
import { reviewCommentDisagreement } from './grade-disagreement.ts';
import type { DashFilter, DashRow, OwnedState, SaleManageRepo } from './manage-repo.ts';

const asStatus = (value: string | null): SaleStatus | null => (isSaleStatus(value) ? value : null);

const itemOf = (r: DashRow): DashItem => ({
  ...r,
  status: asStatus(r.status) ?? 'STORAGE',
  saleType: r.saleType === 'SALE' || r.saleType === 'RENT' || r.saleType === 'MONTHLY' ? r.saleType : null,
  // Only a deleted listing has a restore deadline; a DELETE row of before migration 0019 has none.
  restorableUntil: r.status === 'DELETE' ? r.restorableUntil : null,
  statusBeforeDelete: r.status === 'DELETE' ? asStatus(r.statusBeforeDelete) : null,
});

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may run again. */
const isRetryable = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001';
};

/** Listings the automatic purge removes per transaction: a short lock on a few rows at a time. */
export const PURGE_BATCH_SIZE = 50;

/** Every file a photo is kept as (the sizes, the share preview, the original in any of its formats). */
const photoStorageKeys = (imageKey: string): string[] => [
  ...LISTING_IMAGE_VARIANTS.map((v) => listingImageStorageKey(imageKey, v)),
  ...ORIGINAL_EXTENSIONS.map((ext) => listingImageStorageKey(imageKey, `original.${ext}`)),
];

export function createSaleManageService({
  db,
  repo,
  store,
  log,
}: {
  db: Db;
  repo: SaleManageRepo;
  store: FileStore;
  log?: FastifyBaseLogger;
}) {
  /**
   * After commit: the removed documents' files, and each photo's files when no other listing or upload
   * names the same key — read again now, so a save that took the same photo meanwhile keeps it.
   */
  async function removeFilesAfterCommit(removed: { imageKeys: string[]; storageKeys: string[] }) {
    const inUse = await repo.imageKeysInUse(removed.imageKeys);
    const keys = [
      ...removed.storageKeys,
      ...removed.imageKeys.filter((k) => !inUse.has(k) && !DEMO_IMAGES.has(k)).flatMap(photoStorageKeys),
    ];
    const results = await Promise.allSettled(keys.map((key) => store.remove(key)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) log?.warn({ failed }, 'files of removed listings left for the sweeper');
  }

  /** Why a change matched fewer listings than asked: 404 unknown, 403 another's, 409 the refused move. */
  function refusal(
    caller: AuthContext,
    asked: readonly number[],
    changed: ReadonlySet<number>,
    states: OwnedState[],
    to: SaleStatus,
  ) {
    // The listings this statement did change are read in their new state: only the others explain.
    const saleNos = asked.filter((saleNo) => !changed.has(saleNo));
    const byNo = new Map(states.map((s) => [s.saleNo, s]));
    for (const saleNo of saleNos) {
      const state = byNo.get(saleNo);
      if (!state) return new AppError('NOT_FOUND', SALE_MANAGE_MESSAGES.notFound);
      if (state.userNo !== caller.userNo) return new AppError('FORBIDDEN', SALE_MANAGE_MESSAGES.notOwner);
    }
    const now = new Date();
    for (const saleNo of saleNos) {
      const state = byNo.get(saleNo) as OwnedState;
      const deleted = { previous: state.statusBeforeDelete, deletedAt: state.deletedAt };
      if (!allowedTransitions(state.status, deleted, now).includes(to))
        return new AppError('CONFLICT', transitionRefusal(state.status, to, deleted, now), { saleNo });
    }
    // Every listing allowed the move when read again: a concurrent change got there first.
    return new AppError('CONFLICT', '다른 요청이 먼저 매물 상태를 바꾸었습니다. 다시 시도해주세요.');
  }

  async function changeOnce(caller: AuthContext, saleNos: number[], to: SaleStatus) {
    return db.transaction(async (tx) => {
      const updated = await repo.changeStatus(tx, caller.userNo, saleNos, to, transitionSources(to));
      if (updated.length === saleNos.length) {
        // A listing that leaves search closes its comment review; one that comes back may open it again.
        for (const { saleNo } of updated) await reviewCommentDisagreement(tx, saleNo);
        return updated;
      }
      // Thrown inside the transaction: a bulk change is all or nothing.
      const changed = new Set(updated.map((u) => u.saleNo));
      throw refusal(caller, saleNos, changed, await repo.states(tx, saleNos), to);
    });
  }

  async function page(filter: DashFilter, pageNo: number, limit: number): Promise<DashList> {
    const { totalRow, rows } = await repo.page(filter, limit, (pageNo - 1) * limit);
    return {
      list: rows.map(itemOf),
      pageInfo: { page: pageNo, totalPage: totalPages(totalRow, limit), totalRow },
    };
  }

  return {
    async statusCount(caller: AuthContext): Promise<SaleStatusCount> {
      const rows = await repo.countByStatus(caller.userNo);
      const n = (status: SaleStatus) => rows.find((r) => r.status === status)?.n ?? 0;
      return {
        activeCount: n('ACTIVE'),
        deleteCount: n('DELETE'),
        doneCount: n('DONE'),
        stopCount: n('STOP'),
        storageCount: n('STORAGE'),
      };
    },

    dashList: (caller: AuthContext, status: SaleStatus | undefined, pageNo: number, limit: number) =>
      page({ userNo: caller.userNo, status }, pageNo, limit),

    searchAddress: (
      caller: AuthContext,
      keyword: string,
      status: SaleStatus | undefined,
      pageNo: number,
      limit: number,
    ) => page({ userNo: caller.userNo, status, keyword }, pageNo, limit),

    async searchSaleNo(caller: AuthContext, saleNo: number): Promise<DashList> {
      const row = await repo.ownItem(caller.userNo, saleNo);
      const list = row ? [itemOf(row)] : [];
      return { list, pageInfo: { page: 1, totalPage: list.length, totalRow: list.length } };
    },

    /** One or many listings to `to`, all or nothing; a deadlock among concurrent changes is retried. */
    async changeStatus(
      caller: AuthContext,
      saleNos: readonly number[],
      to: SaleStatus,
    ): Promise<SaleStatusUpdated> {
      const unique = [...new Set(saleNos)].sort((a, b) => a - b);
      for (let attempt = 1; ; attempt++) {
        try {
          const updated = await changeOnce(caller, unique, to);
          return { updated: updated.sort((a, b) => a.saleNo - b.saleNo) };
        } catch (error) {
          if (attempt >= 3 || !isRetryable(error)) throw error;
        }
      }
    },

    async setMemo(caller: AuthContext, saleNo: number, memo: string | undefined) {
      const saved = await repo.setMemo(caller.userNo, saleNo, memo ? memo : null);
      if (saved) return saved;
      const [state] = await repo.states(db, [saleNo]);
      throw state
        ? new AppError('FORBIDDEN', SALE_MANAGE_MESSAGES.notOwner)
        : new AppError('NOT_FOUND', SALE_MANAGE_MESSAGES.notFound);
    },

    /**
     * Removes DELETE listings for good, in one transaction with their rows; their files after commit
     * (photos no other listing or upload names, stored documents). A crash between the two leaves only
     * unreferenced files, which the file sweeper removes.
     */
    async removeForGood(caller: AuthContext, saleNos: readonly number[]) {
      const unique = [...new Set(saleNos)].sort((a, b) => a - b);
      const removed = await db.transaction(async (tx) => {
        const locked = await repo.lockForRemoval(tx, unique);
        const byNo = new Map(locked.map((s) => [s.saleNo, s]));
        for (const saleNo of unique) {
          const state = byNo.get(saleNo);
          if (!state) throw new AppError('NOT_FOUND', SALE_MANAGE_MESSAGES.notFound);
          if (state.userNo !== caller.userNo) throw new AppError('FORBIDDEN', SALE_MANAGE_MESSAGES.notOwner);
        }
        const notDeleted = locked.find((s) => s.status !== 'DELETE');
        if (notDeleted)
          throw new AppError('CONFLICT', SALE_MANAGE_MESSAGES.deleteOnlyDeleted, {
            saleNo: notDeleted.saleNo,
          });
        return repo.remove(tx, unique);
      });
      await removeFilesAfterCommit(removed);
      return { deleted: unique };
    },

    /**
     * The automatic purge (decision 018, issue 17): DELETE listings whose restore window (RESTORE_DAYS) has
     * passed are removed for good like `removeForGood`, `batchSize` per transaction, each with its audit row
     * 'sale.purge' (actor 'system') in that transaction; files after each commit. Returns how many went.
     */
    async purgeExpired(now: Date, batchSize = PURGE_BATCH_SIZE): Promise<{ purged: number }> {
      const cutoff = new Date(now.getTime() - RESTORE_DAYS * 24 * 60 * 60 * 1000);
      let purged = 0;
      for (;;) {
        const removed = await db.transaction(async (tx) => {
          const due = await repo.lockDeletedBefore(tx, cutoff, batchSize);
          if (due.length === 0) return null;
          const result = await repo.remove(
            tx,
            due.map((s) => s.saleNo),
          );
          for (const sale of due)
            await auditSystem(tx, {
              action: 'sale.purge',
              targetType: 'sale',
              targetId: sale.saleNo,
              before: {
                status: 'DELETE',
                statusBeforeDelete: sale.statusBeforeDelete,
                deletedAt: sale.deletedAt,
                userNo: sale.userNo,
              },
              after: null,
              reason: `삭제 후 ${RESTORE_DAYS}일이 지나 자동으로 영구 삭제`,
            });
          return { ...result, count: due.length };
        });
        if (!removed) break;
        purged += removed.count;
        await removeFilesAfterCommit(removed);
        if (removed.count < batchSize) break;
      }
      return { purged };
    },
  };
}

export type SaleManageService = ReturnType<typeof createSaleManageService>;
