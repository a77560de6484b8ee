import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/**
 * PATCH /api/user/withdrwal/{userNo} — the spec's spelling, kept so the native shell's calls still match.
 * An id account confirms with its password; every session ends on code 1.
 */
export function patchUserWithdrawal({ userNo, password }: { userNo: number; password?: string }) {
  return api.patch<null>(`/api/user/withdrwal/${userNo}`, password === undefined ? {} : { password });
}

export const useWithdraw = () => useMutation({ mutationFn: patchUserWithdrawal });
