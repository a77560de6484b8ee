import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AuthContext, AuthService } from '../modules/auth/service.ts';
import type { AccessClaims } from '../platform/tokens/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor (or a token that is no longer good). */
    auth: AuthContext | null;
    /**
     * On a route that checks the session itself (`config.sessionBeside`): the bearer token's verified
     * claims, whose session is not checked yet; `auth` stays null until the handler has checked it.
     */
    authClaims: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler checks the session of `authClaims` in its own read (auth/live-session.ts), so that a
     * signed-in request makes one round of queries, not two. Only for routes anyone may call
     * (access-guard.ts refuses it on others: their role check needs the caller before the handler).
     */
    sessionBeside?: boolean;
  }
}

/** The token of an `Authorization: Bearer <token>` header; the scheme name is case-insensitive (RFC 7235). */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^bearer[ \t]+(\S+)[ \t]*$/i);
  return match?.[1] ?? null;
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A token whose session was revoked, or whose user
 * is no longer active, counts as no token: routes that need a user answer 401.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authClaims', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    if (request.routeOptions.config?.sessionBeside) request.authClaims = await auth.claims(token);
    else request.auth = await auth.authenticate(token);
  });
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

export function requireRole(request: FastifyRequest, ...roles: AuthContext['userType'][]): AuthContext {
  const auth = requireUser(request);
  if (!roles.includes(auth.userType)) throw new AppError('FORBIDDEN');
  return auth;
}
