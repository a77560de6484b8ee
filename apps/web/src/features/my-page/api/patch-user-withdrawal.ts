import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  withdrawal: { method: 'PATCH', path: '/api/user/withdrwal/:userNo' },
});

/**
 * PATCH /api/user/withdrwal/{userNo} — the spec's spelling, kept so the native shell's calls still match.
 * An id account confirms with its password; every session ends on code 1.
 */
export function patchUserWithdrawal({ userNo, password }: { userNo: number; password?: string }) {
  return call(ROUTES.withdrawal, { params: { userNo }, body: password === undefined ? {} : { password } });
}

export const useWithdraw = () => useMutation({ mutationFn: patchUserWithdrawal });
