import type { SmsPurpose } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { ROUTES } from '../api/routes.ts';

/**
 * GET /api/auth/match: checks the code; code 1 gives the `verificationId` that sign-up, recovery or a phone
 * change presents. -1202 expired, -1203 wrong code, -1204 five wrong codes (ask for a new one).
 */
export function getAuthMatch(input: { phone: string; purpose: SmsPurpose; code: string }) {
  return call(ROUTES.smsMatch, { query: input });
}

export const useMatchSmsCode = () => useMutation({ mutationFn: getAuthMatch });
