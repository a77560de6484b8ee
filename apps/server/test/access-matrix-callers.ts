import type { Role } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

/*
 * The access matrix's callers (access-matrix.test.ts): a visitor, a general user, a broker, another broker,
 * a lawyer, another lawyer and the operator, each signed in as the web app does.
 */

export const CALLERS = ['visitor', 'general', 'broker', 'broker2', 'lawyer', 'lawyer2', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];
export interface Caller {
  name: CallerName;
  role: Role | null;
  userNo: number;
  token: string | null;
}
/** A caller by name; throws for one that was not signed in. */
export type CallerOf = (name: CallerName) => Caller;

/** Each request from its own address, so that per-address rate limits never turn a case into a 429. */
export function matrixAddresses(): () => string {
  let addressSeq = 0;
  return () => {
    addressSeq++;
    return `10.${100 + ((addressSeq >> 16) & 127)}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
  };
}

/** Signs every caller in: the demo accounts, and a second lawyer made as lawyer01's twin. */
export async function signInCallers(
  app: FastifyInstance,
  db: Db,
  nextAddress: () => string,
): Promise<CallerOf> {
  async function signIn(name: CallerName, loginId: string): Promise<Caller> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: loginId, password: 'ansim2580!' },
      remoteAddress: nextAddress(),
    });
    const body = res.json<{ code: number; entity: { userNo: number; userType: Role } }>();
    if (body.code !== 1 || typeof res.headers.authorization !== 'string')
      throw new Error(`${loginId} did not sign in: ${res.body}`);
    return { name, role: body.entity.userType, userNo: body.entity.userNo, token: res.headers.authorization };
  }

  /** A second lawyer, as lawyer01's twin: the demo data has one lawyer. */
  async function secondLawyer(): Promise<Caller> {
    const [template] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.loginId, 'lawyer01'));
    await db.insert(users).values({
      loginId: 'lawyermatrix',
      passwordHash: template?.passwordHash ?? null,
      userType: 'LAWYER',
      status: 'ACTIVE',
      name: '한변호',
      phone: '01097770101',
      company: '법무법인 권한',
    });
    return signIn('lawyer2', 'lawyermatrix');
  }

  const callers = new Map<CallerName, Caller>();
  callers.set('visitor', { name: 'visitor', role: null, userNo: 0, token: null });
  callers.set('general', await signIn('general', 'user01'));
  callers.set('broker', await signIn('broker', 'broker01'));
  callers.set('broker2', await signIn('broker2', 'broker02'));
  callers.set('lawyer', await signIn('lawyer', 'lawyer01'));
  callers.set('lawyer2', await secondLawyer());
  callers.set('admin', await signIn('admin', 'admin01'));
  return (name) => {
    const found = callers.get(name);
    if (!found) throw new Error(`no caller ${name}`);
    return found;
  };
}
