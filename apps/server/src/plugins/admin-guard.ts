import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireAdmin } from '../modules/admin/guard.ts';

const refuseAllButAdmin: onRequestHookHandler = async (request) => {
  requireAdmin(request);
};

/**
 * Every route the contract tags 'admin' is the operator's, wherever its module registers it: the role is
 * checked when the request arrives, before its query or body is read, so a visitor learns 401 and any other
 * user 403 — not which fields the call takes. Must be added before the routes are registered.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const tags = (options.schema as { tags?: readonly string[] } | undefined)?.tags ?? [];
    if (!tags.includes('admin')) return;
    const existing = options.onRequest;
    options.onRequest = existing
      ? [refuseAllButAdmin, ...(Array.isArray(existing) ? existing : [existing])]
      : [refuseAllButAdmin];
  });
}
