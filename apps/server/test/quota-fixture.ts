import type { QuotaKind } from '@ansim/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { quotaBalances, quotaLedger } from '../src/db/schema/index.ts';
import { quotas } from '../src/modules/quotas/service.ts';

/**
 * Replaces a user's ledger of one kind with `granted` units of which `used` were used, through the ledger's
 * own service, so that the balance (granted − used) is still the sum of the ledger.
 */
export async function setUnits(
  db: Db,
  userNo: number,
  kind: QuotaKind,
  { granted, used = 0 }: { granted: number; used?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(quotaLedger).where(and(eq(quotaLedger.userNo, userNo), eq(quotaLedger.kind, kind)));
    await tx.delete(quotaBalances).where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, kind)));
    if (granted > 0) await quotas.grant(tx, userNo, kind, granted, 'TEST');
    for (let i = 0; i < used; i++) {
      if ((await quotas.useUnit(tx, userNo, kind, 'TEST', null)) === null) throw new Error('used > granted');
    }
  });
}
