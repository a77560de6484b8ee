import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  userModify: { method: 'POST', path: '/api/user/modify' },
});

import { useUserStore } from '../../../stores/user-store.ts';
import { userDetailQueryKey } from './patch-user-detail.ts';

export interface ModifyUserInput {
  userNo: number;
  name?: string;
  email?: string;
  /** A new phone needs the CHANGE_PHONE verification that proved it. */
  phone?: string;
  verificationId?: string;
  company?: string;
  /** A broker's KakaoTalk channel; '' clears it. */
  kakaoChannelUrl?: string;
}

/** POST /api/user/modify: only the fields that changed. Code 1 carries the profile as saved. */
export function postUserModify(input: ModifyUserInput) {
  return call(ROUTES.userModify, { body: input });
}

/** Saves, then refreshes the cached profile and the locally kept user (the header shows the name). */
export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserModify,
    onSuccess: (envelope) => {
      if (envelope.code !== 1 || !envelope.entity) return;
      const detail = envelope.entity;
      queryClient.setQueryData(userDetailQueryKey(detail.userNo), detail);
      const { user } = useUserStore.getState();
      if (user?.userNo === detail.userNo) {
        useUserStore.setState({
          user: {
            ...user,
            name: detail.name,
            phone: detail.phone,
            company: detail.company,
            isChangeInfo: true,
          },
        });
      }
    },
  });
}
