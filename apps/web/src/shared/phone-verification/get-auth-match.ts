import type { SmsPurpose } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { routeTable } from '../api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({ smsMatch: { method: 'GET', path: '/api/auth/match' } });

/**
 * GET /api/auth/match: checks the code; code 1 gives the `verificationId` that sign-up, recovery or a phone
 * change presents. -1202 expired, -1203 wrong code, -1204 five wrong codes (ask for a new one).
 */
export function getAuthMatch(input: { phone: string; purpose: SmsPurpose; code: string }) {
  return call(ROUTES.smsMatch, { query: input });
}

export const useMatchSmsCode = () => useMutation({ mutationFn: getAuthMatch });
