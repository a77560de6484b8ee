import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AuthContext, AuthService } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor (or a token that is no longer good). */
    auth: AuthContext | null;
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A token whose session was revoked, or whose user
 * is no longer active, counts as no token: routes that need a user answer 401.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.auth = await auth.authenticate(header.slice('Bearer '.length).trim());
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
