import type { QuotaKind } from '@ansim/domain/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../../db/client.ts';
import {
  lawyerCalculates,
  lawyerSettings,
  proxyApplications,
  proxyDocumentRequests,
  quotaBalances,
  saleDocuments,
  sales,
  storedFiles,
  uploads,
  users,
} from '../../../db/schema/index.ts';
import { escapeLike } from '../../common/repo.ts';
import type { Instants } from '../../lawyer/settlement-repo.ts';

/*
 * The statements of the console's quotas area. Balances are only read here: every change of a balance goes
 * through modules/quotas (grant, take), which writes the ledger row with it.
 */

const iso = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const balanceOf = (kind: QuotaKind) =>
  sql<number>`coalesce(sum(${quotaBalances.balance}) filter (where ${quotaBalances.kind} = ${kind}), 0)::int`;

/** Each user's balances as one row (a user without any has no row). */
const pivot = (ex: DbOrTransaction) =>
  ex
    .select({
      userNo: quotaBalances.userNo,
      AD: balanceOf('AD').as('ad'),
      BARO: balanceOf('BARO').as('baro'),
      LAWYER: balanceOf('LAWYER').as('lawyer'),
      PROXY: balanceOf('PROXY').as('proxy'),
    })
    .from(quotaBalances)
    .groupBy(quotaBalances.userNo)
    .as('b');

/** Login id, name or company containing `q`, or a phone containing its digits. */
function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(users.loginId, like),
    ilike(users.name, like),
    ilike(users.company, like),
    digits.length >= 3 ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
  );
}

export type BalanceSort = 'userNo' | 'name' | 'AD' | 'BARO' | 'LAWYER' | 'PROXY';

export const adminQuotasRepo = {
  /** Every broker and every user holding a balance, with the four balances (0 where none). */
  async balances(
    ex: DbOrTransaction,
    q: {
      search: string | undefined;
      sort: BalanceSort;
      order: 'asc' | 'desc';
      limit: number;
      offset: number;
    },
  ) {
    const b = pivot(ex);
    const where = and(or(eq(users.userType, 'BROKER'), isNotNull(b.userNo)), userSearch(q.search));
    const cols = {
      AD: sql<number>`coalesce(${b.AD}, 0)`,
      BARO: sql<number>`coalesce(${b.BARO}, 0)`,
      LAWYER: sql<number>`coalesce(${b.LAWYER}, 0)`,
      PROXY: sql<number>`coalesce(${b.PROXY}, 0)`,
    };
    const sortCol = q.sort === 'userNo' ? users.userNo : q.sort === 'name' ? users.name : cols[q.sort];
    const [rows, total] = await Promise.all([
      ex
        .select({
          userNo: users.userNo,
          loginId: users.loginId,
          name: users.name,
          company: users.company,
          userType: users.userType,
          ...cols,
        })
        .from(users)
        .leftJoin(b, eq(b.userNo, users.userNo))
        .where(where)
        .orderBy(q.order === 'asc' ? asc(sortCol) : desc(sortCol), desc(users.userNo))
        .limit(q.limit)
        .offset(q.offset),
      ex
        .select({ n: count() })
        .from(users)
        .leftJoin(b, eq(b.userNo, users.userNo))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    ]);
    return { rows, total };
  },

  user(ex: DbOrTransaction, userNo: number) {
    return ex
      .select({
        userNo: users.userNo,
        loginId: users.loginId,
        name: users.name,
        company: users.company,
        userType: users.userType,
      })
      .from(users)
      .where(eq(users.userNo, userNo))
      .then((r) => r[0] ?? null);
  },

  // ----- proxy applications

  async applications(
    ex: DbOrTransaction,
    q: { state: string | undefined; limit: number; offset: number; order: 'asc' | 'desc' },
  ) {
    const where = q.state ? eq(proxyApplications.state, q.state) : undefined;
    const pending = sql`${proxyApplications.state} = 'PENDING'`;
    const [rows, total] = await Promise.all([
      ex
        .select({
          applicationNo: proxyApplications.applicationNo,
          userNo: users.userNo,
          loginId: users.loginId,
          name: users.name,
          company: users.company,
          state: proxyApplications.state,
          createdAt: iso(sql`${proxyApplications.createdAt}`),
          decidedAt: sql<
            string | null
          >`case when ${proxyApplications.decidedAt} is null then null else ${iso(sql`${proxyApplications.decidedAt}`)} end`,
          proxyBalance: sql<number>`coalesce((select ${quotaBalances.balance} from ${quotaBalances} where ${quotaBalances.userNo} = ${proxyApplications.userNo} and ${quotaBalances.kind} = 'PROXY'), 0)::int`,
        })
        .from(proxyApplications)
        .innerJoin(users, eq(users.userNo, proxyApplications.userNo))
        .where(where)
        // Waiting ones first, who waited longest on top; then the decided, latest first.
        .orderBy(
          desc(pending),
          sql`case when ${pending} then ${proxyApplications.createdAt} end asc`,
          q.order === 'asc'
            ? asc(sql`coalesce(${proxyApplications.decidedAt}, ${proxyApplications.createdAt})`)
            : desc(sql`coalesce(${proxyApplications.decidedAt}, ${proxyApplications.createdAt})`),
          desc(proxyApplications.applicationNo),
        )
        .limit(q.limit)
        .offset(q.offset),
      ex
        .select({ n: count() })
        .from(proxyApplications)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    ]);
    return { rows, total };
  },

  /** PENDING → `state`, the statement that decides; the applicant, or null when it was not PENDING. */
  decideApplication(ex: DbOrTransaction, applicationNo: number, state: 'GRANTED' | 'REJECTED') {
    return ex
      .update(proxyApplications)
      .set({ state, decidedAt: sql`now()` })
      .where(and(eq(proxyApplications.applicationNo, applicationNo), eq(proxyApplications.state, 'PENDING')))
      .returning({ userNo: proxyApplications.userNo })
      .then((r) => r[0] ?? null);
  },

  applicationExists(ex: DbOrTransaction, applicationNo: number) {
    return ex
      .select({ one: proxyApplications.applicationNo })
      .from(proxyApplications)
      .where(eq(proxyApplications.applicationNo, applicationNo))
      .then((r) => r.length > 0);
  },

  // ----- proxy document requests

  async requests(
    ex: DbOrTransaction,
    q: { state: string | undefined; limit: number; offset: number; order: 'asc' | 'desc' },
  ) {
    const where = q.state ? eq(proxyDocumentRequests.state, q.state) : undefined;
    const waiting = sql`${proxyDocumentRequests.state} = 'WAITING_DOCUMENTS'`;
    const [rows, total] = await Promise.all([
      ex
        .select({
          requestNo: proxyDocumentRequests.requestNo,
          saleNo: proxyDocumentRequests.saleNo,
          saleTitle: sql<string>`coalesce(${sales.title}, '')`,
          saleAddr: sales.saleAddr,
          saleStatus: sales.status,
          userNo: users.userNo,
          loginId: users.loginId,
          name: users.name,
          company: users.company,
          state: proxyDocumentRequests.state,
          createdAt: iso(sql`${proxyDocumentRequests.createdAt}`),
          updatedAt: iso(sql`${proxyDocumentRequests.updatedAt}`),
          documents: sql<
            { kind: string; fileId: string; mime: string }[]
          >`coalesce((select json_agg(json_build_object(
            'kind', ${saleDocuments.kind}, 'fileId', ${saleDocuments.fileId}, 'mime', ${storedFiles.mime})
            order by ${saleDocuments.kind} = 'REGISTER_COPY' desc)
            from ${saleDocuments} join ${storedFiles} on ${storedFiles.fileId} = ${saleDocuments.fileId}
            where ${saleDocuments.saleNo} = ${proxyDocumentRequests.saleNo}), '[]'::json)`,
        })
        .from(proxyDocumentRequests)
        .innerJoin(sales, eq(sales.saleNo, proxyDocumentRequests.saleNo))
        .innerJoin(users, eq(users.userNo, proxyDocumentRequests.userNo))
        .where(where)
        // Waiting ones first, oldest on top (first come, first served); then the rest, latest first.
        .orderBy(
          desc(waiting),
          sql`case when ${waiting} then ${proxyDocumentRequests.createdAt} end asc`,
          q.order === 'asc' ? asc(proxyDocumentRequests.updatedAt) : desc(proxyDocumentRequests.updatedAt),
          desc(proxyDocumentRequests.requestNo),
        )
        .limit(q.limit)
        .offset(q.offset),
      ex
        .select({ n: count() })
        .from(proxyDocumentRequests)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    ]);
    return { rows, total };
  },

  /** WAITING_DOCUMENTS → ATTACHED; the listing and broker, or null when the request was not waiting. */
  markAttached(ex: DbOrTransaction, requestNo: number) {
    return ex
      .update(proxyDocumentRequests)
      .set({ state: 'ATTACHED', updatedAt: sql`now()` })
      .where(
        and(
          eq(proxyDocumentRequests.requestNo, requestNo),
          eq(proxyDocumentRequests.state, 'WAITING_DOCUMENTS'),
        ),
      )
      .returning({ saleNo: proxyDocumentRequests.saleNo, userNo: proxyDocumentRequests.userNo })
      .then((r) => r[0] ?? null);
  },

  requestExists(ex: DbOrTransaction, requestNo: number) {
    return ex
      .select({ one: proxyDocumentRequests.requestNo })
      .from(proxyDocumentRequests)
      .where(eq(proxyDocumentRequests.requestNo, requestNo))
      .then((r) => r.length > 0);
  },

  saleTitle(ex: DbOrTransaction, saleNo: number) {
    return ex
      .select({ title: sql<string>`coalesce(${sales.title}, ${sales.saleAddr})` })
      .from(sales)
      .where(eq(sales.saleNo, saleNo))
      .then((r) => r[0]?.title ?? '');
  },

  /**
   * The listing's document of `kind` is now `fileId` (one of each kind: the key). A document it replaces is
   * let go from the listing's uploads, so the modify form shows the new one only and the sweep can take the
   * old one once nothing names it.
   */
  async setDocument(ex: DbOrTransaction, saleNo: number, kind: string, fileId: string) {
    const [old] = await ex
      .select({ fileId: saleDocuments.fileId })
      .from(saleDocuments)
      .where(and(eq(saleDocuments.saleNo, saleNo), eq(saleDocuments.kind, kind)))
      .for('update');
    await ex
      .insert(saleDocuments)
      .values({ saleNo, kind, fileId })
      .onConflictDoUpdate({ target: [saleDocuments.saleNo, saleDocuments.kind], set: { fileId } });
    if (old && old.fileId !== fileId)
      await ex
        .update(uploads)
        .set({ saleNo: null })
        .where(and(eq(uploads.saleNo, saleNo), eq(uploads.fileId, old.fileId)));
  },

  // ----- lawyers

  async lawyers(
    ex: DbOrTransaction,
    q: { search: string | undefined; period: Instants; limit: number; offset: number; order: 'asc' | 'desc' },
  ) {
    const where = and(eq(users.userType, 'LAWYER'), userSearch(q.search));
    const inMonth = and(
      eq(lawyerCalculates.lawyerNo, users.userNo),
      q.period.from ? sql`${lawyerCalculates.decidedAt} >= ${q.period.from.toISOString()}` : undefined,
      q.period.until ? sql`${lawyerCalculates.decidedAt} < ${q.period.until.toISOString()}` : undefined,
    );
    const [rows, total] = await Promise.all([
      ex
        .select({
          userNo: users.userNo,
          loginId: users.loginId,
          name: users.name,
          company: users.company,
          status: users.status,
          feePerApproval: lawyerSettings.feePerApproval,
          bankName: lawyerSettings.bankName,
          accountNo: lawyerSettings.accountNo,
          accountHolder: lawyerSettings.accountHolder,
          monthLines: sql<number>`(select count(*) from ${lawyerCalculates} where ${inMonth})::int`,
          monthAmount: sql<number>`(select coalesce(sum(${lawyerCalculates.amount}), 0) from ${lawyerCalculates} where ${inMonth})::int`,
          monthUnpaid: sql<number>`(select coalesce(sum(${lawyerCalculates.amount}), 0) from ${lawyerCalculates} where ${inMonth} and ${lawyerCalculates.state} = 'CALCULATE001')::int`,
        })
        .from(users)
        .leftJoin(lawyerSettings, eq(lawyerSettings.userNo, users.userNo))
        .where(where)
        .orderBy(q.order === 'asc' ? asc(users.userNo) : desc(users.userNo))
        .limit(q.limit)
        .offset(q.offset),
      ex
        .select({ n: count() })
        .from(users)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    ]);
    return { rows, total };
  },

  isLawyer(ex: DbOrTransaction, userNo: number) {
    return ex
      .select({ one: users.userNo })
      .from(users)
      .where(and(eq(users.userNo, userNo), eq(users.userType, 'LAWYER')))
      .then((r) => r.length > 0);
  },

  /** The terms as they were, locked, for the audit row's `before`. */
  lockSettings(ex: DbOrTransaction, userNo: number) {
    return ex
      .select({
        feePerApproval: lawyerSettings.feePerApproval,
        bankName: lawyerSettings.bankName,
        accountNo: lawyerSettings.accountNo,
        accountHolder: lawyerSettings.accountHolder,
      })
      .from(lawyerSettings)
      .where(eq(lawyerSettings.userNo, userNo))
      .for('update')
      .then((r) => r[0] ?? null);
  },

  upsertSettings(
    ex: DbOrTransaction,
    userNo: number,
    s: { feePerApproval: number; bankName: string; accountNo: string; accountHolder: string },
  ) {
    return ex
      .insert(lawyerSettings)
      .values({ userNo, ...s })
      .onConflictDoUpdate({ target: lawyerSettings.userNo, set: { ...s, updatedAt: sql`now()` } });
  },

  /**
   * The month's 정산 예정 lines → 정산 완료, in one conditional UPDATE: lines paid before (or held) are not
   * touched, so a second call pays nothing. The lines paid.
   */
  markPaid(ex: DbOrTransaction, lawyerNo: number, period: Instants) {
    return ex
      .update(lawyerCalculates)
      .set({ state: 'CALCULATE002', paidAt: sql`now()` })
      .where(
        and(
          eq(lawyerCalculates.lawyerNo, lawyerNo),
          eq(lawyerCalculates.state, 'CALCULATE001'),
          period.from ? sql`${lawyerCalculates.decidedAt} >= ${period.from.toISOString()}` : undefined,
          period.until ? sql`${lawyerCalculates.decidedAt} < ${period.until.toISOString()}` : undefined,
        ),
      )
      .returning({ calculateNo: lawyerCalculates.calculateNo, amount: lawyerCalculates.amount });
  },
};
