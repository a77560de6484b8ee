import type { JoinType } from '@ansim/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  findId: { method: 'POST', path: '/api/find/id' },
});

export interface FoundAccount {
  /** Null for an account made through a social sign-in. */
  id: string | null;
  userType: string;
  joinType: JoinType | null;
  createdAt: string;
}

/** POST /api/find/id: the accounts of this name and verified phone (FIND_ID), or -1303. */
export function postFindId(input: { name: string; phone: string; verificationId: string }) {
  return call(ROUTES.findId, { body: input });
}

export const useFindId = () => useMutation({ mutationFn: postFindId });
