import type { JoinType } from '@ansim/domain';
import { API } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

export interface FoundAccount {
  /** Null for an account made through a social sign-in. */
  id: string | null;
  userType: string;
  joinType: JoinType | null;
  createdAt: string;
}

/** POST /api/find/id: the accounts of this name and verified phone (FIND_ID), or -1303. */
export function postFindId(input: { name: string; phone: string; verificationId: string }) {
  return call(API.findId, { body: input });
}

export const useFindId = () => useMutation({ mutationFn: postFindId });
