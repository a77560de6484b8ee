import type { DbOrTransaction } from '../../db/client.ts';
import type { SalesRepo } from './repo.ts';

/** Listings as their owners' accounts change (docs/decisions/010). */
export function createSalesService(repo: SalesRepo) {
  return {
    /**
     * A withdrawn broker's listings leave search at once, in the withdrawal's own transaction: nobody is
     * left to answer for them. They become DELETE (kept, not shown), so the operator can still read them.
     */
    withdrawListingsOf(userNo: number, tx: DbOrTransaction): Promise<number> {
      return repo.deleteAllOf(userNo, tx);
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
