import { randomUUID } from 'node:crypto';
import type { JoinType } from '@ansim/domain';
import type { Device, LoginBody, SessionUser } from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password/argon2.ts';
import {
  type AccessClaims,
  type AccessTokens,
  newOpaqueToken,
  sha256,
} from '../../platform/tokens/access-token.ts';
import type { UserAccounts, UserRow } from '../users/accounts.ts';
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

/** A refresh in the grace window keeps the session's current refresh token: there is none to hand out. */
export interface RefreshedSession extends Omit<IssuedSession, 'refreshToken'> {
  refreshToken: string | null;
}

export interface PasswordSignIn extends IssuedSession {
  /** The device cookie to set: this browser is now trusted by the account. */
  deviceToken: string;
}

/**
 * Sign-in lock-out: 5 failures within 10 minutes lock for 10 minutes. Counted per typed id from unknown
 * browsers, and per browser from a browser the account trusts (docs/decisions/011-login-lockout.md).
 */
export const LOGIN_THROTTLE = { limit: 5, windowSeconds: 600, lockSeconds: 600 } as const;

/** A browser stays trusted this long after its last password sign-in to the account. */
export const DEVICE_TRUST_DAYS = 180;

/**
 * Two tabs (or a tab and the app) refreshing at the same moment both present the same refresh token; the
 * later one, within this window after the rotation, is answered rather than taken for a stolen copy.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Device cookies are newOpaqueToken(): 32 random bytes, base64url. Anything else is not ours. */
const DEVICE_TOKEN = /^[\w-]{43}$/;
/** The length of auth_throttle.key (db/schema/users.ts). */
const THROTTLE_KEY_MAX = 120;

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

/** What a suspended account is told at sign-in and at the route guard's check (docs/decisions/024). */
export const suspendedMessage = (reason: string | null) =>
  reason
    ? `운영자에 의해 이용이 정지된 계정입니다. 사유: ${reason}`
    : '운영자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';

/** ACCOUNT_INACTIVE for an account that is not active; a suspended one is told the operator's reason. */
const inactive = (user: UserRow) =>
  user.status === 'SUSPENDED'
    ? new AppError('ACCOUNT_INACTIVE', suspendedMessage(user.suspendedReason))
    : new AppError('ACCOUNT_INACTIVE');

/** Refresh tokens read `<sessionId>.<secret>`: the session is found by id, the secret checked by hash. */
const splitRefresh = (token: string): { sessionId: string; secret: string } | null => {
  const [sessionId, secret, ...rest] = token.split('.');
  if (!sessionId || !secret || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  return { sessionId, secret };
};

export interface AuthServiceDeps {
  db: Db;
  users: UserAccounts;
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

  // Ids are one account whatever their letter case, so their lock is too. A typed id may be 200 characters
  // (the contract's limit) but the throttle key holds 120: a longer one is keyed by its hash, not cut, so
  // that it still locks alone (it used to fail the insert with a 500).
  const loginKey = (id: string) => {
    const key = `login:${id.toLowerCase()}`;
    return key.length <= THROTTLE_KEY_MAX ? key : `login#${sha256(id.toLowerCase())}`;
  };

  /**
   * Trusts the browser for the account and returns its cookie value. A cookie is kept only when this server
   * issued it (to this or another account on a shared browser); a value the client made up is replaced.
   */
  const rememberDevice = async (userNo: number, presented: string | undefined): Promise<string> => {
    const token = presented && (await repo.isIssuedDevice(sha256(presented))) ? presented : newOpaqueToken();
    await repo.trustDevice(userNo, sha256(token), DEVICE_TRUST_DAYS);
    return token;
  };

  const assertCanSignIn = (user: UserRow) => {
    if (user.status === 'PENDING') throw new AppError('ACCOUNT_PENDING');
    if (user.status !== 'ACTIVE') throw inactive(user);
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

    /**
     * `deviceToken` is the browser's device cookie, if any. From a browser the account trusts, failures
     * count against that browser alone, so a stranger locking the id does not lock out its owner.
     */
    async loginWithPassword(
      id: string,
      password: string,
      device?: Device,
      deviceToken?: string,
    ): Promise<PasswordSignIn> {
      const user = await users.findByLoginId(id);
      const deviceHash = deviceToken && DEVICE_TOKEN.test(deviceToken) ? sha256(deviceToken) : null;
      const trusted =
        user && deviceHash ? await repo.isTrustedDevice(user.userNo, deviceHash, DEVICE_TRUST_DAYS) : false;
      const key = trusted && user ? `login-device:${user.userNo}:${deviceHash}` : loginKey(id);
      const { limit, windowSeconds, lockSeconds } = LOGIN_THROTTLE;
      if (!(await repo.admitAttempt(key, limit, windowSeconds, lockSeconds)))
        throw new AppError('LOGIN_LOCKED');

      const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
      if (!user?.passwordHash || !valid) throw new AppError('LOGIN_FAILED');
      await repo.clearThrottle(key);
      assertCanSignIn(user);
      const session = await this.issueSession(user, 'ID', device);
      return {
        ...session,
        deviceToken: await rememberDevice(user.userNo, deviceHash ? deviceToken : undefined),
      };
    },

    /** After the owner proved the account (a reset after SMS, or the current password): the id is unlocked. */
    async clearLoginLock(loginId: string, ex: DbOrTransaction = db) {
      await repo.clearThrottle(loginKey(loginId), ex);
    },

    /** Rotates the refresh token; a replaced token presented after the grace window ends the session. */
    async refresh(refreshToken: string): Promise<RefreshedSession> {
      const parts = splitRefresh(refreshToken);
      if (!parts) throw new AppError('UNAUTHORIZED');
      const secret = newOpaqueToken();
      const result = await repo.rotateRefresh(
        parts.sessionId,
        sha256(parts.secret),
        sha256(secret),
        refreshExpiry(),
        REFRESH_REUSE_GRACE_SECONDS,
      );
      if (!result || result.outcome === 'reused') throw new AppError('UNAUTHORIZED');
      const user = await users.findByNo(result.userNo);
      if (user?.status !== 'ACTIVE') {
        await repo.revokeSession(parts.sessionId);
        throw user ? inactive(user) : new AppError('ACCOUNT_INACTIVE');
      }
      return {
        user: toSessionUser(user),
        accessToken: await tokens.sign({ userNo: user.userNo, sessionId: parts.sessionId }),
        refreshToken: result.outcome === 'rotated' ? `${parts.sessionId}.${secret}` : null,
      };
    },

    /**
     * The route guard's check of an account (product.md §A4 "Route guard"). A withdrawn or suspended user's
     * token no longer authenticates, yet its owner still learns why: the bearer token is read for its owner
     * alone, and only that owner is told the account is inactive.
     */
    async accountStatus(caller: AuthContext | null | undefined, bearer: string | null, userNo: number) {
      if (!caller) {
        const owner = bearer ? await this.tokenOwner(bearer) : null;
        const user = owner === userNo ? await users.findByNo(owner) : null;
        if (user && user.status !== 'ACTIVE') throw inactive(user);
        throw new AppError('UNAUTHORIZED');
      }
      assertSelfOrAdmin(caller, userNo);
      const user = await users.findByNo(userNo);
      if (!user) throw new AppError('NOT_FOUND');
      if (user.status !== 'ACTIVE') throw inactive(user);
      return { userNo: user.userNo, status: user.status };
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

    /**
     * What an access token says, when its signature and expiry hold; its session is not checked here (a
     * `sessionBeside` route checks it in its own statement: auth/live-session.ts).
     */
    claims: (accessToken: string): Promise<AccessClaims | null> => tokens.verify(accessToken),

    assertCanSignIn,

    /** The user a token was issued to, even when its session has ended: to say why it no longer works. */
    async tokenOwner(accessToken: string): Promise<number | null> {
      return (await tokens.verify(accessToken))?.userNo ?? null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A userNo in a path or body must be the caller's own, unless the caller is the operator. */
export function assertSelfOrAdmin(auth: Pick<AuthContext, 'userNo' | 'userType'>, userNo: number): void {
  if (auth.userNo !== userNo && auth.userType !== 'ADMIN') throw new AppError('FORBIDDEN');
}
