import { pageInfoOf } from '@ansim/domain';
import type {
  AdminMemberDetail,
  AdminMemberListQuery,
  AdminMemberRow,
  AdminMemberStatus,
  AdminMemberType,
} from '@ansim/domain/contract';
import type { DbOrTransaction } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AdminDeps } from '../deps.ts';
import type { AdminCaller } from '../guard.ts';
import type { MemberRow, MembersRepo } from './repo.ts';

/** Every listing status counted, so a status the member has none of reads 0. */
const LISTING_COUNTS_NONE = { ACTIVE: 0, STOP: 0, DONE: 0, STORAGE: 0, DELETE: 0 };

/** How many audit rows the member's detail shows. */
const DETAIL_AUDIT_ROWS = 20;

export const MEMBER_MESSAGES = {
  notFound: '회원 정보를 찾을 수 없습니다.',
  fileNotFound: '이 회원의 서류를 찾을 수 없습니다.',
  notPendingProfessional: '승인 대기 중인 중개인·변호사 회원만 반려할 수 있습니다.',
  notActive: '이용 중인 회원만 정지할 수 있습니다.',
  operator: '운영자 계정은 이용 정지할 수 없습니다.',
  notSuspended: '이용 정지 중인 회원이 아닙니다.',
  rejected: '가입을 반려했습니다. 반려 사유를 문자로 보냈습니다.',
  suspended: '이용을 정지했습니다.',
  reinstated: '이용 정지를 해제했습니다.',
} as const;

/** The text that tells a rejected applicant why (docs/decisions/024). */
export const rejectionText = (reason: string) =>
  `[안심방] 회원가입 승인이 반려되었습니다. 사유: ${reason}\n서류를 보완해 다시 가입 신청해주세요.`;

export const toMemberRow = (u: MemberRow): AdminMemberRow => ({
  userNo: u.userNo,
  loginId: u.loginId,
  name: u.name,
  userType: u.userType as AdminMemberType,
  status: u.status as AdminMemberStatus,
  phone: u.phone || null,
  company: u.company,
  createdAt: u.createdAt.toISOString(),
  suspendedReason: u.suspendedReason,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The console's members area (issue 17 §2, docs/decisions/024). Every action is one conditional UPDATE
 * that checks the state it leaves, with its audit row in the same transaction; when the UPDATE changes
 * nothing, the account is read only to say why (404 or 409), and nothing was written.
 */
export function createMembersService(deps: AdminDeps, repo: MembersRepo) {
  const { db } = deps;

  /** Why a conditional update changed nothing: the account is unknown (404) or in another state (409). */
  const refusal = async (userNo: number, tx: DbOrTransaction, conflict: (user: MemberRow) => string) => {
    // Read in the refused transaction: a second connection per racing call could exhaust the pool.
    const user = await repo.find(userNo, tx);
    if (!user) return new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
    return new AppError('CONFLICT', conflict(user));
  };

  return {
    async list(query: AdminMemberListQuery) {
      const { total, rows, pending } = await repo.page(query);
      return {
        list: rows.map(toMemberRow),
        pageInfo: pageInfoOf(query.page, query.limit, total),
        pendingCount: pending,
      };
    },

    async detail(userNo: number): Promise<AdminMemberDetail> {
      const user = await repo.find(userNo);
      if (!user) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
      const [profile, files, listings, reports, quotas] = await Promise.all([
        repo.profile(userNo),
        repo.files(userNo),
        repo.listingCounts(userNo),
        repo.reportCounts(userNo),
        repo.quotaBalances(userNo),
      ]);
      const auditRows = await repo.auditAbout(
        userNo,
        files.map((f) => f.fileId),
        DETAIL_AUDIT_ROWS,
      );
      return {
        member: {
          ...toMemberRow(user),
          email: user.email,
          joinType: user.joinType,
          suspendedAt: iso(user.suspendedAt),
          withdrawnAt: iso(user.withdrawnAt),
        },
        profile: profile && {
          officeName: profile.officeName,
          officeAddress: profile.officeAddress,
          officePhone: profile.officePhone,
          registrationNo: profile.registrationNo,
          businessNo: profile.businessNo,
          businessStatus: profile.businessStatus,
          businessCheckedAt: iso(profile.businessCheckedAt),
          kakaoChannelUrl: profile.kakaoChannelUrl,
          lawyerExam: profile.lawyerExam,
          lawyerExamRound: profile.lawyerExamRound,
          approvedAt: iso(profile.approvedAt),
        },
        files: files.map((f) => ({
          fileId: f.fileId,
          kind: f.kind,
          mime: f.mime,
          size: f.size,
          originalName: f.originalName,
          createdAt: f.createdAt.toISOString(),
        })),
        counts: {
          listings: {
            ...LISTING_COUNTS_NONE,
            ...Object.fromEntries(listings.map((l) => [l.status, l.n])),
          },
          reportsAgainst: reports.total,
          reportsConfirmed: reports.confirmed,
        },
        quotas,
        audit: auditRows.map((a) => ({
          auditNo: a.auditNo,
          action: a.action,
          actorLoginId: a.actorLoginId,
          targetType: a.targetType,
          reason: a.reason,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The operator opens a member's document: a five-minute link to the watermarked copy. The read itself
     * is what the audit log records — the files service writes `member.document.view` with the view, in
     * one transaction, when the copy is made — so a link never opened logs nothing, and every other way
     * the operator reads a private file is logged the same way.
     */
    async viewFile(caller: AdminCaller, userNo: number, fileId: string) {
      const file = await repo.file(userNo, fileId);
      if (!file) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.fileNotFound);
      return deps.files.downloadLink(caller, fileId);
    },

    /**
     * A broker's or lawyer's application is refused: the account is closed as a withdrawal (its login id
     * released), and the reason goes to the applicant by text after the commit.
     */
    async reject(caller: AdminCaller, userNo: number, reason: string) {
      const closed = await db.transaction(async (tx) => {
        const before = await repo.find(userNo, tx);
        const row = await repo.closeRejected(userNo, tx);
        if (!row) throw await refusal(userNo, tx, () => MEMBER_MESSAGES.notPendingProfessional);
        await deps.auth.revokeAll(userNo, tx);
        await audit(tx, caller.actor, {
          action: 'member.reject',
          targetType: 'user',
          targetId: userNo,
          before: { status: 'PENDING', loginId: before?.loginId ?? null },
          after: { status: row.status, loginId: null },
          reason,
        });
        return row;
      });
      await sendText(closed.phone, rejectionText(reason));
      return toMemberRow(closed);
    },

    /** ACTIVE → SUSPENDED: sessions end and a broker's public listings pause, all in one transaction. */
    async suspend(caller: AdminCaller, userNo: number, reason: string) {
      const row = await db.transaction(async (tx) => {
        const suspended = await repo.suspend(userNo, reason, tx);
        if (!suspended)
          throw await refusal(userNo, tx, (user) =>
            user.userType === 'ADMIN' ? MEMBER_MESSAGES.operator : MEMBER_MESSAGES.notActive,
          );
        await deps.auth.revokeAll(userNo, tx);
        const paused = await repo.pauseListings(userNo, tx);
        await audit(tx, caller.actor, {
          action: 'member.suspend',
          targetType: 'user',
          targetId: userNo,
          before: { status: 'ACTIVE' },
          after: { status: 'SUSPENDED', pausedListings: paused },
          reason,
        });
        return suspended;
      });
      return toMemberRow(row);
    },

    /** SUSPENDED → ACTIVE: the listings the suspension paused go back to ACTIVE. */
    async reinstate(caller: AdminCaller, userNo: number, reason: string) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.find(userNo, tx);
        const reinstated = await repo.reinstate(userNo, tx);
        if (!reinstated) throw await refusal(userNo, tx, () => MEMBER_MESSAGES.notSuspended);
        const resumed = await repo.resumeListings(userNo, tx);
        await audit(tx, caller.actor, {
          action: 'member.reinstate',
          targetType: 'user',
          targetId: userNo,
          before: { status: 'SUSPENDED', suspendedReason: before?.suspendedReason ?? null },
          after: { status: 'ACTIVE', resumedListings: resumed },
          reason,
        });
        return reinstated;
      });
      return toMemberRow(row);
    },
  };

  /** One text, kept in sms_messages whatever the driver; a failed send does not undo the rejection. */
  async function sendText(phone: string, body: string) {
    if (!phone) return;
    const result = await deps.sms.send(phone, body);
    await repo.recordSms({
      phone,
      body,
      driver: deps.sms.driver,
      status: result.status,
      providerMessageId: result.providerMessageId,
      error: result.error,
    });
  }
}

export type MembersService = ReturnType<typeof createMembersService>;
