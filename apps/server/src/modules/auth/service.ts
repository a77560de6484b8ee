import { randomUUID } from 'node:crypto';
import type { JoinType } from '@ansim/domain';
import type { Device, LoginBody, SessionUser } from '@ansim/domain/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password/argon2.ts';
import { type AccessTokens, newOpaqueToken, sha256 } from '../../platform/tokens/access-token.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import type { AuthRepo } from './repo.ts';

/** Who is calling; set by the auth plugin from a valid access token of a live session. */
export interface AuthContext {
  userNo: number;
  userType: UserRow['userType'];
  sessionId: string;
}

export interface IssuedSession {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
}

/** Sign-in lock-out: 5 failures for one id within 10 minutes lock it for 10 minutes. */
export const LOGIN_THROTTLE = { limit: 5, windowSeconds: 600, lockSeconds: 600 } as const;

export const toSessionUser = (u: UserRow): SessionUser => ({
  userNo: u.userNo,
  userType: u.userType,
  name: u.name,
  id: u.loginId,
  isChangeInfo: u.isChangeInfo,
  phone: u.phone,
  company: u.company,
  isMarketing: u.isMarketing,
  joinType: (u.joinType as JoinType | null) ?? null,
});

/** Refresh tokens read `<sessionId>.<secret>`: the session is found by id, the secret checked by hash. */
const splitRefresh = (token: string): { sessionId: string; secret: string } | null => {
  const [sessionId, secret, ...rest] = token.split('.');
  if (!sessionId || !secret || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  return { sessionId, secret };
};

export interface AuthServiceDeps {
  db: Db;
  users: UsersRepo;
  repo: AuthRepo;
  tokens: AccessTokens;
  refreshTtlDays: number;
}

export function createAuthService({ db, users, repo, tokens, refreshTtlDays }: AuthServiceDeps) {
  // Verifying against a real hash when the id is unknown keeps both failures equally slow.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => {
    dummyHash ??= hashPassword('not-a-real-password-0');
    return dummyHash;
  };

  const refreshExpiry = () => new Date(Date.now() + refreshTtlDays * 86_400_000);

  const assertCanSignIn = (user: UserRow) => {
    if (user.status === 'PENDING') throw new AppError('ACCOUNT_PENDING');
    if (user.status !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE');
  };

  return {
    /** Opens a session for a user who proved who they are (password, or a social provider). */
    async issueSession(
      user: UserRow,
      loginType: LoginBody['loginType'],
      device?: Device,
    ): Promise<IssuedSession> {
      const sessionId = randomUUID();
      const secret = newOpaqueToken();
      await repo.insertSession({
        sessionId,
        userNo: user.userNo,
        refreshHash: sha256(secret),
        loginType,
        deviceType: device?.deviceType,
        deviceId: device?.deviceId,
        pushToken: device?.pushToken,
        appVersion: device?.appVersion,
        os: device?.os,
        expiresAt: refreshExpiry(),
      });
      return {
        user: toSessionUser(user),
        accessToken: await tokens.sign({ userNo: user.userNo, sessionId }),
        refreshToken: `${sessionId}.${secret}`,
      };
    },

    async loginWithPassword(id: string, password: string, device?: Device): Promise<IssuedSession> {
      const key = `login:${id.toLowerCase()}`;
      const throttle = await repo.findThrottle(key);
      if (throttle?.lockedUntil && throttle.lockedUntil > new Date()) throw new AppError('LOGIN_LOCKED');

      const user = await users.findByLoginId(id);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
      if (!user?.passwordHash || !valid) {
        await repo.recordFailure(
          key,
          LOGIN_THROTTLE.limit,
          LOGIN_THROTTLE.windowSeconds,
          LOGIN_THROTTLE.lockSeconds,
        );
        throw new AppError('LOGIN_FAILED');
      }
      await repo.clearThrottle(key);
      assertCanSignIn(user);
      return this.issueSession(user, 'ID', device);
    },

    /** Rotates the refresh token; a token presented twice means it leaked, and the session ends. */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const parts = splitRefresh(refreshToken);
      if (!parts) throw new AppError('UNAUTHORIZED');
      const session = await repo.findSession(parts.sessionId);
      if (!session || session.revokedAt || session.expiresAt <= new Date())
        throw new AppError('UNAUTHORIZED');
      const presented = sha256(parts.secret);
      if (presented !== session.refreshHash) {
        if (presented === session.previousRefreshHash) await repo.revokeSession(session.sessionId);
        throw new AppError('UNAUTHORIZED');
      }
      const user = await users.findByNo(session.userNo);
      if (user?.status !== 'ACTIVE') {
        await repo.revokeSession(session.sessionId);
        throw new AppError('ACCOUNT_INACTIVE');
      }
      const secret = newOpaqueToken();
      const rotated = await repo.rotateRefresh(session.sessionId, presented, sha256(secret), refreshExpiry());
      // Lost a race with a concurrent refresh of the same token: treat as reuse.
      if (!rotated) throw new AppError('UNAUTHORIZED');
      return {
        user: toSessionUser(user),
        accessToken: await tokens.sign({ userNo: user.userNo, sessionId: session.sessionId }),
        refreshToken: `${session.sessionId}.${secret}`,
      };
    },

    logout(auth: AuthContext) {
      return repo.revokeSession(auth.sessionId);
    },

    revokeAll(userNo: number, ex = db) {
      return repo.revokeUserSessions(userNo, ex);
    },

    /** The caller of an access token, or null when the token or its session is no longer good. */
    async authenticate(accessToken: string): Promise<AuthContext | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const live = await repo.findActiveSessionUser(claims.sessionId, claims.userNo);
      if (live?.status !== 'ACTIVE') return null;
      return { userNo: live.userNo, userType: live.userType, sessionId: claims.sessionId };
    },

    assertCanSignIn,

    /** The user a token was issued to, even when its session has ended: to say why it no longer works. */
    async tokenOwner(accessToken: string): Promise<number | null> {
      return (await tokens.verify(accessToken))?.userNo ?? null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A userNo in a path or body must be the caller's own, unless the caller is the operator. */
export function assertSelfOrAdmin(auth: AuthContext, userNo: number): void {
  if (auth.userNo !== userNo && auth.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
}
