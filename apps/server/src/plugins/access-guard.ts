import { type Access, API, type ApiRoute, roleAllowed } from '@ansim/domain/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route's access rule, keyed `METHOD url` (read by test/access-matrix.test.ts). */
    accessRules: ReadonlyMap<string, Access>;
  }
  interface FastifyContextConfig {
    /** The access rule of a route that is not in the contract (web app pages, build files). */
    access?: Access;
  }
}

/** Set on a plugin scope by `declareScopeAccess`: the rule of every route registered in it. */
const SCOPE_ACCESS = Symbol('scope access');
type ScopedInstance = FastifyInstance & { [SCOPE_ACCESS]?: Access };

/**
 * Gives every route registered in `scope` (and its children) one rule: for a third-party plugin that
 * registers routes we cannot annotate one by one (@fastify/static's file per route, the /docs UI).
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  (scope as ScopedInstance)[SCOPE_ACCESS] = access;
}

const contractRules = new Map<string, Access>(
  (Object.values(API) as ApiRoute[]).map((r) => [`${r.method} ${r.path}`, r.access]),
);

/** The role check, before the query or body is read: a visitor learns 401, another role 403, nothing more. */
const roleCheck =
  (access: Access): onRequestHookHandler =>
  async (request) => {
    const role = request.auth?.userType ?? null;
    if (roleAllowed(access.who, role)) return;
    if (role === null) throw new AppError('UNAUTHORIZED');
    throw new AppError('FORBIDDEN', access.deny);
  };

/** The request's `userNo`, wherever the route takes it: its path, its query or its (validated) body. */
function namedUserNos(request: FastifyRequest): number[] {
  const found: number[] = [];
  for (const source of [request.params, request.query, request.body]) {
    if (source === null || typeof source !== 'object') continue;
    const value: unknown = (source as Record<string, unknown>).userNo;
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) found.push(n);
  }
  return found;
}

/** Access.userNo: runs after validation, so the body has been read and its userNo is a number. */
const userNoCheck =
  (access: Access): preHandlerHookHandler =>
  async (request) => {
    const caller = request.auth;
    // A visitor was let through by `who` (userStatus): the service says why there is no session.
    if (!caller) return;
    if (access.userNo === 'caller-or-operator' && caller.userType === 'ADMIN') return;
    if (namedUserNos(request).some((userNo) => userNo !== caller.userNo))
      throw new AppError('FORBIDDEN', access.notYours);
  };

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Every route has an access rule (contract/access.ts), or the app does not start: a contract route's is its
 * `access` in @ansim/domain/contract, any other route's its `config.access` or its plugin scope's
 * (declareScopeAccess). The guard runs the rule's role check when the request arrives and its userNo check
 * after validation; the ownership rules that need rows stay in the services, which also repeat the role
 * checks (defence in depth). Must be added before the routes are registered.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  const rules = new Map<string, Access>();
  app.decorate('accessRules', rules);
  app.addHook('onRoute', function (this: FastifyInstance, options: RouteOptions) {
    const methods = asArray(options.method);
    const ruleFor = (method: string) =>
      contractRules.get(`${method} ${options.url}`) ??
      // HEAD is GET without a body: the same rule.
      (method === 'HEAD' ? contractRules.get(`GET ${options.url}`) : undefined);
    const access =
      options.config?.access ??
      methods.map(ruleFor).find((rule) => rule !== undefined) ??
      (this as ScopedInstance)[SCOPE_ACCESS];
    if (!access)
      throw new Error(
        `${methods.join(',')} ${options.url} has no access rule: give it one in the contract (access) or in config.access`,
      );
    if (options.config?.sessionBeside && (access.who !== 'anyone' || access.userNo))
      throw new Error(
        `${methods.join(',')} ${options.url}: sessionBeside is for routes anyone may call (its role and userNo checks need the caller first)`,
      );
    for (const method of methods) rules.set(`${method} ${options.url}`, access);
    // After the route's own onRequest hooks (its rate limits), so that a refused caller is still counted;
    // still before the body is read or validated.
    if (access.who !== 'anyone') options.onRequest = [...asArray(options.onRequest), roleCheck(access)];
    if (access.userNo) options.preHandler = [userNoCheck(access), ...asArray(options.preHandler)];
  });
}
