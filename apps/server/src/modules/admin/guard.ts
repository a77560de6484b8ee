import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../plugins/auth.ts';
import type { AuditActor } from '../audit/audit.ts';
import type { AuthContext } from '../auth/service.ts';

/** The operator calling a console route: their session, and themselves as the audit log names them. */
export interface AdminCaller extends AuthContext {
  actor: AuditActor;
}

/**
 * The role check of every /api/admin call (issue 17 §1): 401 for a visitor, 403 for any other user type.
 * The console's plugin runs it on every request before the handler, and each handler calls it again for
 * the caller it acts as, so a route moved out of the plugin still refuses.
 */
export function requireAdmin(request: FastifyRequest): AdminCaller {
  const caller = requireRole(request, 'ADMIN');
  return { ...caller, actor: { userNo: caller.userNo, ip: request.ip ?? null } };
}
