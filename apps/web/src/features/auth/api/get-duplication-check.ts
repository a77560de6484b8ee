import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  duplicationCheck: { method: 'GET', path: '/api/user/duplication/check' },
});

/** GET /api/user/duplication/check?id: whether the id is still free. Asked on the user's 중복확인 tap. */
export function getDuplicationCheck(id: string) {
  return call(ROUTES.duplicationCheck, { query: { id } });
}

export const useDuplicationCheck = () => useMutation({ mutationFn: getDuplicationCheck });
