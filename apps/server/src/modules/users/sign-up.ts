import type { JoinType } from '@ansim/domain';
import {
  ALLOWED_SIGN_UP_FILES,
  BUSINESS_BLOCKED_SIGN_UP_MESSAGE,
  isBusinessBlocked,
  REQUIRED_SIGN_UP_FILES,
  type SignUpFields,
  type SignUpFileField,
} from '@ansim/domain/contract';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../platform/password/argon2.ts';
import type { AcceptedFile } from '../files/service.ts';
import type { UsersServiceDeps } from './deps.ts';
import { isUniqueViolation, LOGIN_ID, PHONE_PER_TYPE } from './unique.ts';

export interface UploadedFile {
  field: SignUpFileField;
  filename: string;
  data: Buffer;
}

const FILE_KIND: Record<SignUpFileField, string> = {
  brokerProfileFile: 'BROKER_PROFILE',
  businessLicenseFile: 'BUSINESS_LICENSE',
  brokerRegistrationFile: 'BROKER_REGISTRATION',
};

/** 'YYYYMMDD' as the date column takes it. */
const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;

/** The documents a sign-up may and must attach, checked before anything is written. */
function checkDocuments(userType: SignUpFields['userType'], uploads: readonly UploadedFile[]): void {
  const allowed: readonly string[] = ALLOWED_SIGN_UP_FILES[userType];
  for (const upload of uploads) {
    if (!allowed.includes(upload.field)) {
      const message =
        userType === 'GENERAL'
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
  const required = userType === 'GENERAL' ? [] : REQUIRED_SIGN_UP_FILES[userType];
  for (const { field, label } of required) {
    if (!uploads.some((u) => u.field === field)) {
      throw new AppError('VALIDATION', `${field}: ${label} 파일을 첨부해주세요.`, { field });
    }
  }
}

export function createSignUp({ db, repo, sms, social, files, businessStatus }: UsersServiceDeps) {
  const isIdAvailable = async (id: string): Promise<boolean> => (await repo.findByLoginId(id)) === null;

  return {
    isIdAvailable,

    /**
     * One transaction: the account, its professional profile, its documents, the spent SMS verification
     * and the social link. Documents are written to storage first (whole, under their final keys) and the
     * rows that reference them commit after; a crash in between leaves files no row references, which the
     * file sweeper removes (platform/storage/sweeper.ts).
     */
    async signUp(fields: SignUpFields, uploads: UploadedFile[]) {
      checkDocuments(fields.userType, uploads);
      if (fields.id && !(await isIdAvailable(fields.id))) throw new AppError('DUPLICATE_ID');
      // 휴업/폐업 businesses cannot become brokers (issue 12 §8b); the sign-up screen says so first.
      const business =
        fields.userType === 'BROKER' && fields.businessNo && businessStatus
          ? await businessStatus(fields.businessNo)
          : null;
      if (isBusinessBlocked(business))
        throw new AppError('VALIDATION', `businessNo: ${BUSINESS_BLOCKED_SIGN_UP_MESSAGE}`, {
          field: 'businessNo',
        });

      const accepted: (AcceptedFile & { field: SignUpFileField })[] = [];
      for (const upload of uploads)
        accepted.push({ ...(await files.accept(upload, 'signup')), field: upload.field });

      const passwordHash = fields.password ? await hashPassword(fields.password) : null;
      const status = fields.userType === 'GENERAL' ? ('ACTIVE' as const) : ('PENDING' as const);
      // Once the transaction body has run, a failure may be a commit that succeeded unheard (the
      // connection dropped on COMMIT): the files then stay, and the sweeper keeps them if a row exists.
      let bodyDone = false;
      try {
        await files.write(accepted);
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
              birthDate: fields.birthDate ? isoDate(fields.birthDate) : null,
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
                businessStatus: business,
                businessCheckedAt: business ? new Date() : null,
              },
              tx,
            );
          }
          for (const a of accepted)
            await files.record(a, { userNo: user.userNo, kind: FILE_KIND[a.field] }, tx);
          if (fields.socialTicket && fields.joinType) {
            await social.linkTicket(fields.joinType as JoinType, fields.socialTicket, user.userNo, tx);
          }
          bodyDone = true;
          return { userNo: user.userNo, userType: fields.userType, status };
        });
      } catch (error) {
        // Rolled back for certain: the files go now rather than at the next sweep.
        if (!bodyDone) await files.discard(accepted);
        // The database decides both rules, so racing sign-ups cannot both pass them.
        if (isUniqueViolation(error, PHONE_PER_TYPE)) throw new AppError('DUPLICATE_PHONE');
        if (isUniqueViolation(error, LOGIN_ID)) throw new AppError('DUPLICATE_ID');
        throw error;
      }
    },
  };
}
