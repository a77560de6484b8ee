import type { AdminMemberListQuery } from '@ansim/domain/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../../db/client.ts';
import {
  auditLog,
  professionalProfiles,
  quotaBalances,
  saleReports,
  sales,
  smsMessages,
  storedFiles,
  users,
} from '../../../db/schema/index.ts';

export type MemberRow = typeof users.$inferSelect;

/** `%` and `_` typed by the operator are searched for, not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filters: type, status, and one search box over id, name, company and the phone's digits. */
function listWhere(query: AdminMemberListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  const search = q
    ? or(
        ilike(users.loginId, likeEscaped(q)),
        ilike(users.name, likeEscaped(q)),
        ilike(users.company, likeEscaped(q)),
        // '010-1234' finds 01012345678: phones are stored as digits only.
        digits.length >= 3 ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
      )
    : undefined;
  return and(
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    search,
  );
}

const SORT_COLUMNS = { createdAt: users.createdAt, name: users.name, loginId: users.loginId } as const;

export function createMembersRepo(db: Db) {
  return {
    async page(query: AdminMemberListQuery) {
      const where = listWhere(query);
      const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
      const direction = query.order === 'asc' ? asc : desc;
      const [total, rows, pending] = await Promise.all([
        db
          .select({ n: count() })
          .from(users)
          .where(where)
          .then((r) => r[0]?.n ?? 0),
        db
          .select()
          .from(users)
          .where(where)
          // The account number breaks ties, so a page never repeats or skips a row.
          .orderBy(direction(column), direction(users.userNo))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ n: count() })
          .from(users)
          .where(eq(users.status, 'PENDING'))
          .then((r) => r[0]?.n ?? 0),
      ]);
      return { total, rows, pending };
    },

    find(userNo: number, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(users)
        .where(eq(users.userNo, userNo))
        .then((r) => r[0] ?? null);
    },

    profile(userNo: number) {
      return db
        .select()
        .from(professionalProfiles)
        .where(eq(professionalProfiles.userNo, userNo))
        .then((r) => r[0] ?? null);
    },

    files(userNo: number) {
      return db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerUserNo, userNo))
        .orderBy(asc(storedFiles.createdAt));
    },

    file(userNo: number, fileId: string, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.fileId, fileId), eq(storedFiles.ownerUserNo, userNo)))
        .then((r) => r[0] ?? null);
    },

    listingCounts(userNo: number) {
      return db
        .select({ status: sales.status, n: count() })
        .from(sales)
        .where(eq(sales.userNo, userNo))
        .groupBy(sales.status);
    },

    reportCounts(userNo: number) {
      return db
        .select({
          total: count(),
          confirmed: sql<number>`count(*) filter (where ${saleReports.state} = 'CONFIRMED')`.mapWith(Number),
        })
        .from(saleReports)
        .innerJoin(sales, eq(sales.saleNo, saleReports.saleNo))
        .where(eq(sales.userNo, userNo))
        .then((r) => r[0] ?? { total: 0, confirmed: 0 });
    },

    quotaBalances(userNo: number) {
      return db
        .select({ kind: quotaBalances.kind, balance: quotaBalances.balance })
        .from(quotaBalances)
        .where(eq(quotaBalances.userNo, userNo))
        .orderBy(asc(quotaBalances.kind));
    },

    /** The latest audit rows about the account and about its documents. */
    auditAbout(userNo: number, fileIds: string[], limit: number) {
      const aboutUser = and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userNo)));
      const aboutFiles =
        fileIds.length > 0
          ? and(eq(auditLog.targetType, 'file'), inArray(auditLog.targetId, fileIds))
          : undefined;
      return db
        .select()
        .from(auditLog)
        .where(or(aboutUser, aboutFiles))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.auditNo))
        .limit(limit);
    },

    /**
     * PENDING → WITHDRAWN for a broker or lawyer, in the one statement that checks it. The login id is
     * released (the audit row keeps it), so the person may sign up again under the same id and phone.
     */
    closeRejected(userNo: number, tx: DbOrTransaction) {
      return tx
        .update(users)
        .set({ status: 'WITHDRAWN', loginId: null, withdrawnAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(users.userNo, userNo),
            eq(users.status, 'PENDING'),
            inArray(users.userType, ['BROKER', 'LAWYER']),
          ),
        )
        .returning()
        .then((r) => r[0] ?? null);
    },

    /** ACTIVE → SUSPENDED with the reason; never an operator's account. */
    suspend(userNo: number, reason: string, tx: DbOrTransaction) {
      const now = new Date();
      return tx
        .update(users)
        .set({ status: 'SUSPENDED', suspendedReason: reason, suspendedAt: now, updatedAt: now })
        .where(and(eq(users.userNo, userNo), eq(users.status, 'ACTIVE'), sql`${users.userType} <> 'ADMIN'`))
        .returning()
        .then((r) => r[0] ?? null);
    },

    /** SUSPENDED → ACTIVE, the reason cleared. */
    reinstate(userNo: number, tx: DbOrTransaction) {
      return tx
        .update(users)
        .set({ status: 'ACTIVE', suspendedReason: null, suspendedAt: null, updatedAt: new Date() })
        .where(and(eq(users.userNo, userNo), eq(users.status, 'SUSPENDED')))
        .returning()
        .then((r) => r[0] ?? null);
    },

    /**
     * The member's ACTIVE listings → STOP, each remembered in suspension_paused_sales, in one statement
     * (the count triggers of `sales` follow in it). Returns how many were paused.
     */
    async pauseListings(userNo: number, tx: DbOrTransaction): Promise<number> {
      const result = await tx.execute(sql`
        with paused as (
          update sales set status = 'STOP', updated_at = now()
           where user_no = ${userNo} and status = 'ACTIVE'
          returning sale_no)
        insert into suspension_paused_sales (sale_no, user_no)
        select sale_no, ${userNo} from paused
        on conflict (sale_no) do nothing
        returning sale_no`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    /**
     * Puts back exactly the listings the suspension paused that are still STOP, and forgets them all.
     * Returns how many went back to ACTIVE.
     */
    async resumeListings(userNo: number, tx: DbOrTransaction): Promise<number> {
      const result = await tx.execute(sql`
        with remembered as (
          delete from suspension_paused_sales where user_no = ${userNo} returning sale_no)
        update sales set status = 'ACTIVE', updated_at = now()
         where sale_no in (select sale_no from remembered) and user_no = ${userNo} and status = 'STOP'
        returning sale_no`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    /** Every text the service sends is kept in sms_messages, whatever the driver (platform/sms/sender.ts). */
    recordSms(row: typeof smsMessages.$inferInsert) {
      return db.insert(smsMessages).values(row);
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
