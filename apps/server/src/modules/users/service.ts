import { randomUUID } from 'node:crypto';
import { type JoinType, totalPages } from '@ansim/domain';
import {
  ALLOWED_SIGN_UP_FILES,
  REQUIRED_SIGN_UP_FILES,
  type SignUpFields,
  type SignUpFileField,
  type UserDetail,
} from '@ansim/domain/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles, users as usersTable } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password/argon2.ts';
import {
  type FileStore,
  newStorageKey,
  type PreparedFile,
  prepareUpload,
  type UploadRefusal,
} from '../../platform/storage/files.ts';
import { type PurposeTickets, sha256 } from '../../platform/tokens/access-token.ts';
import type { AuthContext, AuthService } from '../auth/service.ts';
import { assertSelfOrAdmin } from '../auth/service.ts';
import type { SocialService } from '../auth/social-service.ts';
import type { SalesService } from '../sales/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { UserRow, UsersRepo } from './repo.ts';

export interface UploadedFile {
  field: SignUpFileField;
  filename: string;
  data: Buffer;
}

const RESET_PURPOSE = 'password-reset';
const RESET_TTL_SECONDS = 600;
const fingerprintOf = (user: UserRow) => sha256(`${user.userNo}:${user.passwordHash ?? ''}`).slice(0, 32);

export interface UsersServiceDeps {
  db: Db;
  repo: UsersRepo;
  sales: SalesService;
  sms: SmsService;
  auth: AuthService;
  social: SocialService;
  files: FileStore;
  tickets: PurposeTickets;
}

export function createUsersService({ db, repo, sales, sms, auth, social, files, tickets }: UsersServiceDeps) {
  const requireUserRow = async (userNo: number) => {
    const user = await repo.findByNo(userNo);
    if (!user || user.status === 'WITHDRAWN')
      throw new AppError('NOT_FOUND', '회원 정보를 찾을 수 없습니다.');
    return user;
  };

  return {
    async isIdAvailable(id: string): Promise<boolean> {
      return (await repo.findByLoginId(id)) === null;
    },

    /**
     * One transaction: the account, its professional profile, its documents, the spent SMS verification
     * and the social link. Documents are written to storage first (whole, under their final keys) and the
     * rows that reference them commit after; a crash in between leaves files no row references, which the
     * file sweeper removes (platform/storage/sweeper.ts).
     */
    async signUp(fields: SignUpFields, uploads: UploadedFile[]) {
      const allowed: readonly string[] = ALLOWED_SIGN_UP_FILES[fields.userType];
      for (const upload of uploads) {
        if (!allowed.includes(upload.field)) {
          const message =
            fields.userType === 'GENERAL'
              ? '일반 회원 가입에는 파일을 첨부할 수 없습니다.'
              : '받을 수 없는 파일 항목입니다.';
          throw new AppError('VALIDATION', `${upload.field}: ${message}`, { field: upload.field });
        }
        if (uploads.filter((u) => u.field === upload.field).length > 1) {
          throw new AppError('VALIDATION', `${upload.field}: 항목마다 파일은 하나만 올릴 수 있습니다.`, {
            field: upload.field,
          });
        }
      }
      const required = fields.userType === 'GENERAL' ? [] : REQUIRED_SIGN_UP_FILES[fields.userType];
      for (const { field, label } of required) {
        if (!uploads.some((u) => u.field === field)) {
          throw new AppError('VALIDATION', `${field}: ${label} 파일을 첨부해주세요.`, { field });
        }
      }
      if (fields.id && !(await this.isIdAvailable(fields.id))) throw new AppError('DUPLICATE_ID');

      const prepared: { upload: UploadedFile; file: PreparedFile; key: string }[] = [];
      for (const upload of uploads) {
        const checked = await prepareUpload(upload.data);
        if (!checked.ok) {
          throw new AppError('FILE_REJECTED', REFUSAL_MESSAGES[checked.refusal], { field: upload.field });
        }
        const { file } = checked;
        prepared.push({ upload, file, key: newStorageKey('signup', file.ext) });
      }

      const passwordHash = fields.password ? await hashPassword(fields.password) : null;
      const status = fields.userType === 'GENERAL' ? ('ACTIVE' as const) : ('PENDING' as const);
      // Once the transaction body has run, a failure may be a commit that succeeded unheard (the
      // connection dropped on COMMIT): the files then stay, and the sweeper keeps them if a row exists.
      let bodyDone = false;
      try {
        for (const p of prepared) await files.put(p.key, p.file.data);
        return await db.transaction(async (tx) => {
          // The account first: a taken id or phone is the answer even when the code was spent already.
          const user = await repo.insert(
            {
              loginId: fields.socialTicket ? (fields.id ?? null) : fields.id,
              passwordHash,
              userType: fields.userType,
              status,
              name: fields.name,
              phone: fields.phone,
              email: fields.email ?? null,
              company: fields.company ?? null,
              birthDate: fields.birthDate
                ? `${fields.birthDate.slice(0, 4)}-${fields.birthDate.slice(4, 6)}-${fields.birthDate.slice(6)}`
                : null,
              joinType: fields.socialTicket ? (fields.joinType ?? null) : null,
              isMarketing: fields.isMarketing,
              isGpsAgreed: fields.agreeGps,
              agreedAt: new Date(),
            },
            tx,
          );
          await sms.consume(fields.verificationId, fields.phone, 'SIGN_UP', tx);
          if (fields.userType !== 'GENERAL') {
            await repo.insertProfile(
              {
                userNo: user.userNo,
                businessNo: fields.businessNo ?? null,
                registrationNo: fields.registrationNo ?? null,
                officeName: fields.company ?? null,
                officeAddress: fields.officeAddress ?? null,
                officePhone: fields.officePhone ?? null,
                lawyerExam: fields.lawyerExam ?? null,
                lawyerExamRound: fields.lawyerExamRound ?? null,
              },
              tx,
            );
          }
          for (const p of prepared) {
            await tx.insert(storedFiles).values({
              fileId: randomUUID(),
              ownerUserNo: user.userNo,
              kind: FILE_KIND[p.upload.field],
              mime: p.file.mime,
              size: p.file.data.length,
              storageKey: p.key,
              originalName: p.upload.filename.slice(0, 255),
            });
          }
          if (fields.socialTicket && fields.joinType) {
            await social.linkTicket(fields.joinType as JoinType, fields.socialTicket, user.userNo, tx);
          }
          bodyDone = true;
          return { userNo: user.userNo, userType: fields.userType, status };
        });
      } catch (error) {
        // Rolled back for certain: the files go now rather than at the next sweep.
        if (!bodyDone) await Promise.allSettled(prepared.map((p) => files.remove(p.key)));
        // The database decides both rules, so racing sign-ups cannot both pass them.
        if (isUniqueViolation(error, PHONE_PER_TYPE)) throw new AppError('DUPLICATE_PHONE');
        if (isUniqueViolation(error, LOGIN_ID)) throw new AppError('DUPLICATE_ID');
        throw error;
      }
    },

    async findIds(name: string, phone: string, verificationId: string) {
      return db.transaction(async (tx) => {
        await sms.consume(verificationId, phone, 'FIND_ID', tx);
        const found = (await repo.findByNameAndPhone(name, phone, tx)).filter(
          (u) => u.status !== 'WITHDRAWN',
        );
        if (found.length === 0) throw new AppError('ACCOUNT_NOT_FOUND');
        return found.map((u) => ({
          id: u.loginId,
          userType: u.userType,
          joinType: (u.joinType as JoinType | null) ?? null,
          createdAt: u.createdAt.toISOString(),
        }));
      });
    },

    /** Proves the phone of the account behind `id` and hands out a one-time reset ticket. */
    async startPasswordReset(id: string, phone: string, verificationId: string) {
      return db.transaction(async (tx) => {
        await sms.consume(verificationId, phone, 'FIND_PASSWORD', tx);
        const user = await repo.findByLoginId(id, tx);
        if (!user || user.phone !== phone || user.status === 'WITHDRAWN' || !user.passwordHash) {
          throw new AppError('ACCOUNT_NOT_FOUND');
        }
        return {
          resetTicket: await tickets.sign(RESET_PURPOSE, user.userNo, fingerprintOf(user), RESET_TTL_SECONDS),
        };
      });
    },

    /** Changes the password (by reset ticket, or by the current password when signed in) and ends every session. */
    async changePassword(
      input: { resetTicket?: string | undefined; currentPassword?: string | undefined; password: string },
      caller: AuthContext | null,
    ) {
      let user: UserRow;
      if (input.resetTicket) {
        const claims = await tickets.verify(RESET_PURPOSE, input.resetTicket);
        const found = claims ? await repo.findByNo(claims.userNo) : null;
        if (
          !claims ||
          !found ||
          fingerprintOf(found) !== claims.fingerprint ||
          found.status === 'WITHDRAWN'
        ) {
          throw new AppError('VALIDATION', '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해주세요.');
        }
        user = found;
      } else {
        if (!caller) throw new AppError('UNAUTHORIZED');
        user = await requireUserRow(caller.userNo);
        if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
          throw new AppError('VALIDATION', 'currentPassword: 현재 비밀번호가 일치하지 않습니다.');
        }
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repo.update(user.userNo, { passwordHash }, tx);
        await auth.revokeAll(user.userNo, tx);
        // The owner proved the account (by SMS, or by its password): guesses at the old one lock it no more.
        if (user.loginId) await auth.clearLoginLock(user.loginId, tx);
      });
    },

    async detail(caller: AuthContext, userNo: number): Promise<UserDetail> {
      assertSelfOrAdmin(caller, userNo);
      const user = await requireUserRow(userNo);
      const profile = await repo.findProfile(userNo);
      return {
        userNo: user.userNo,
        userType: user.userType,
        status: user.status,
        id: user.loginId,
        name: user.name,
        phone: user.phone,
        email: user.email,
        company: user.company,
        joinType: (user.joinType as JoinType | null) ?? null,
        isMarketing: user.isMarketing,
        isPushAlarm: user.isPushAlarm,
        isInquiryAlarm: user.isInquiryAlarm,
        isSaleAlarm: user.isSaleAlarm,
        createdAt: user.createdAt.toISOString(),
        profile: profile
          ? {
              businessNo: profile.businessNo,
              registrationNo: profile.registrationNo,
              officeAddress: profile.officeAddress,
              officePhone: profile.officePhone,
              approvedAt: profile.approvedAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    async modify(
      caller: AuthContext,
      input: {
        userNo: number;
        name?: string | undefined;
        email?: string | undefined;
        phone?: string | undefined;
        verificationId?: string | undefined;
        company?: string | undefined;
      },
    ) {
      assertSelfOrAdmin(caller, input.userNo);
      const user = await requireUserRow(input.userNo);
      try {
        await db.transaction(async (tx) => {
          if (input.phone && input.phone !== user.phone) {
            await sms.consume(input.verificationId ?? '', input.phone, 'CHANGE_PHONE', tx);
          }
          await repo.update(
            user.userNo,
            {
              ...(input.name ? { name: input.name } : {}),
              ...(input.email !== undefined ? { email: input.email } : {}),
              ...(input.phone ? { phone: input.phone } : {}),
              ...(input.company && user.userType !== 'GENERAL' ? { company: input.company } : {}),
              isChangeInfo: true,
            },
            tx,
          );
        });
      } catch (error) {
        // Another live account of the same type already has the new phone; the spent code rolls back too.
        if (isUniqueViolation(error, PHONE_PER_TYPE)) throw new AppError('DUPLICATE_PHONE');
        throw error;
      }
      return this.detail(caller, input.userNo);
    },

    async setAlarms(
      caller: AuthContext,
      userNo: number,
      patch: {
        isPushAlarm?: boolean;
        isInquiryAlarm?: boolean;
        isSaleAlarm?: boolean;
        isMarketing?: boolean;
      },
    ) {
      assertSelfOrAdmin(caller, userNo);
      await requireUserRow(userNo);
      const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(clean).length > 0) await repo.update(userNo, clean);
      return this.detail(caller, userNo);
    },

    /** Withdrawal: the account is closed and every session ends in one transaction. */
    async withdraw(caller: AuthContext, userNo: number, password: string | undefined) {
      assertSelfOrAdmin(caller, userNo);
      const user = await requireUserRow(userNo);
      if (caller.userNo === userNo && user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, password ?? ''))) {
          throw new AppError('VALIDATION', 'password: 비밀번호가 일치하지 않습니다.');
        }
      }
      await db.transaction(async (tx) => {
        await repo.update(userNo, { status: 'WITHDRAWN', withdrawnAt: new Date() }, tx);
        await auth.revokeAll(userNo, tx);
        await sales.withdrawListingsOf(userNo, tx);
      });
    },

    /** The operator approves a broker or lawyer whose documents check out. */
    async approve(caller: AuthContext, userNo: number) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      const user = await requireUserRow(userNo);
      if (user.status !== 'PENDING') throw new AppError('CONFLICT', '승인 대기 중인 회원이 아닙니다.');
      await db.transaction(async (tx) => {
        await repo.update(userNo, { status: 'ACTIVE' }, tx);
        await repo.approveProfile(userNo, caller.userNo, tx);
      });
      return this.detail(caller, userNo);
    },

    /** Documents of an account: its owner and the operator only. */
    async listFiles(caller: AuthContext, userNo: number) {
      assertSelfOrAdmin(caller, userNo);
      const rows = await db.select().from(storedFiles).where(eq(storedFiles.ownerUserNo, userNo));
      return rows.map((f) => ({
        fileId: f.fileId,
        kind: f.kind,
        mime: f.mime,
        size: f.size,
        originalName: f.originalName,
        createdAt: f.createdAt.toISOString(),
      }));
    },

    /** By stored id only, never by a client-given path. */
    async readFile(caller: AuthContext, fileId: string) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId));
      if (!file) throw new AppError('NOT_FOUND');
      if (file.ownerUserNo === null) throw new AppError('NOT_FOUND');
      assertSelfOrAdmin(caller, file.ownerUserNo);
      return {
        mime: file.mime,
        data: await files.get(file.storageKey),
        name: file.originalName ?? file.fileId,
      };
    },

    async list(
      caller: AuthContext,
      query: {
        status?: UserRow['status'] | undefined;
        userType?: UserRow['userType'] | undefined;
        page: number;
        limit: number;
      },
    ) {
      if (caller.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
      const where = and(
        query.status ? eq(usersTable.status, query.status) : undefined,
        query.userType ? eq(usersTable.userType, query.userType) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(usersTable).where(where);
      const rows = await db
        .select()
        .from(usersTable)
        .where(where)
        .orderBy(desc(usersTable.userNo))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const totalRow = total?.n ?? 0;
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

/** The file-rejected envelope's message per refusal; undefined keeps the table's (type and size). */
const REFUSAL_MESSAGES: Record<UploadRefusal, string | undefined> = {
  TYPE: undefined,
  PDF_ACTIVE:
    '자동 실행, 스크립트, 첨부 파일 같은 실행 요소가 들어 있는 PDF는 올릴 수 없습니다. PDF로 인쇄해 저장한 파일을 올려주세요.',
  PDF_UNREADABLE: '암호가 걸려 있거나 열 수 없는 PDF는 올릴 수 없습니다. 암호를 해제한 PDF를 올려주세요.',
};

const FILE_KIND: Record<SignUpFileField, string> = {
  brokerProfileFile: 'BROKER_PROFILE',
  businessLicenseFile: 'BUSINESS_LICENSE',
  brokerRegistrationFile: 'BROKER_REGISTRATION',
};

/** The unique indexes of `users` (schema/users.ts) that answer a sign-up or a phone change. */
const LOGIN_ID = 'users_login_id_lower_key';
const PHONE_PER_TYPE = 'users_phone_type_live_key';

/** A unique violation of the named index; drizzle wraps the driver's error in `cause`. */
const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  type PgError = { code?: string; constraint?: string };
  const e = error as (PgError & { cause?: PgError }) | null;
  const pg = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return pg?.constraint === constraint;
};

export type UsersService = ReturnType<typeof createUsersService>;
