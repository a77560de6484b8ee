import type { LawyerDecision } from '@ansim/domain/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';
import { lawyerCalculates, lawyerSettings } from '../../db/schema/index.ts';
import { isoTime, isoTimeOrNull } from './repo.ts';

/*
 * A lawyer's settlement (docs/decisions/020): the terms the operator set, one line per decision (written in
 * the decision's transaction), and the lines and totals of a period.
 */

/** A period as instants: [from, until). */
export interface Instants {
  from: Date | undefined;
  until: Date | undefined;
}

const periodWhere = (lawyerNo: number, p: Instants) =>
  and(
    eq(lawyerCalculates.lawyerNo, lawyerNo),
    p.from ? gte(lawyerCalculates.decidedAt, p.from) : undefined,
    p.until ? lt(lawyerCalculates.decidedAt, p.until) : undefined,
  );

export const settlementRepo = {
  async insertCalculate(
    ex: DbOrTransaction,
    row: {
      lawyerNo: number;
      requestNo: number;
      saleNo: number;
      saleTitle: string;
      decision: LawyerDecision;
      amount: number;
    },
  ): Promise<number> {
    const [inserted] = await ex
      .insert(lawyerCalculates)
      .values(row)
      .returning({ calculateNo: lawyerCalculates.calculateNo });
    if (!inserted) throw new Error('settlement line not inserted');
    return inserted.calculateNo;
  },

  async setting(ex: DbOrTransaction, userNo: number) {
    const [row] = await ex
      .select({
        feePerApproval: lawyerSettings.feePerApproval,
        bankName: lawyerSettings.bankName,
        accountNo: lawyerSettings.accountNo,
        accountHolder: lawyerSettings.accountHolder,
      })
      .from(lawyerSettings)
      .where(eq(lawyerSettings.userNo, userNo));
    return row ?? null;
  },

  calculateLines(ex: DbOrTransaction, lawyerNo: number, p: Instants, limit: number, offset: number) {
    return ex
      .select({
        calculateNo: lawyerCalculates.calculateNo,
        requestNo: sql<number>`coalesce(${lawyerCalculates.requestNo}, 0)`,
        saleNo: sql<number>`coalesce(${lawyerCalculates.saleNo}, 0)`,
        saleTitle: lawyerCalculates.saleTitle,
        decision: lawyerCalculates.decision,
        amount: lawyerCalculates.amount,
        state: lawyerCalculates.state,
        decidedAt: isoTime(lawyerCalculates.decidedAt),
        paidAt: isoTimeOrNull(lawyerCalculates.paidAt),
      })
      .from(lawyerCalculates)
      .where(periodWhere(lawyerNo, p))
      .orderBy(desc(lawyerCalculates.decidedAt), desc(lawyerCalculates.calculateNo))
      .limit(limit)
      .offset(offset);
  },

  async calculateTotal(ex: DbOrTransaction, lawyerNo: number, p: Instants) {
    const sum = (where: SQL | undefined) =>
      where
        ? sql<number>`coalesce(sum(${lawyerCalculates.amount}) filter (where ${where}), 0)::float8`
        : sql<number>`coalesce(sum(${lawyerCalculates.amount}), 0)::float8`;
    const [row] = await ex
      .select({
        count: sql<number>`count(*)::int`,
        amount: sum(undefined),
        paidAmount: sum(eq(lawyerCalculates.state, 'CALCULATE002')),
        pendingAmount: sum(eq(lawyerCalculates.state, 'CALCULATE001')),
        heldAmount: sum(eq(lawyerCalculates.state, 'CALCULATE003')),
      })
      .from(lawyerCalculates)
      .where(periodWhere(lawyerNo, p));
    return row ?? { count: 0, amount: 0, paidAmount: 0, pendingAmount: 0, heldAmount: 0 };
  },
};
