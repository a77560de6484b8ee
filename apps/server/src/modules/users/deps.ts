import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PurposeTickets } from '../../platform/tokens/access-token.ts';
import type { AuthService } from '../auth/service.ts';
import type { SocialService } from '../auth/social-service.ts';
import type { FilesService } from '../files/service.ts';
import type { SalesService } from '../sales/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { UsersRepo } from './repo.ts';

/** What every part of the users service (sign-up, recovery, profile, operator) is built from. */
export interface UsersServiceDeps {
  db: Db;
  repo: UsersRepo;
  sales: SalesService;
  sms: SmsService;
  auth: AuthService;
  social: SocialService;
  files: FilesService;
  tickets: PurposeTickets;
  /** 사업자등록 상태 recorded at a broker's sign-up (modules/opendata); absent: not recorded. */
  businessStatus?: (businessNo: string) => Promise<'ACTIVE' | 'SUSPENDED' | 'CLOSED' | 'UNVERIFIED'>;
}

/** The account, unless it is gone: a withdrawn account is not found for anyone. */
export async function requireLiveUser(repo: UsersRepo, userNo: number) {
  const user = await repo.findByNo(userNo);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('NOT_FOUND', '회원 정보를 찾을 수 없습니다.');
  return user;
}
