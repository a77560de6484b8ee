import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

/** GET /api/user/duplication/check?id: whether the id is still free. Asked on the user's 중복확인 tap. */
export function getDuplicationCheck(id: string) {
  return call(ROUTES.duplicationCheck, { query: { id } });
}

export const useDuplicationCheck = () => useMutation({ mutationFn: getDuplicationCheck });
