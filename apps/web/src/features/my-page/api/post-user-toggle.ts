import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  marketingToggle: { method: 'POST', path: '/api/user/toggle' },
});

import { useUserStore } from '../../../stores/user-store.ts';
import { userDetailQueryKey } from './patch-user-detail.ts';

/** POST /api/user/toggle?userNo&isMarketing: the marketing consent (product.md §A7). Quiet: the switch moves at once. */
export function postUserToggle({ userNo, isMarketing }: { userNo: number; isMarketing: boolean }) {
  return call(ROUTES.marketingToggle, { query: { userNo, isMarketing } }, { spinner: false });
}

export function useToggleMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserToggle,
    onSuccess: (envelope) => {
      if (envelope.code !== 1 || !envelope.entity) return;
      queryClient.setQueryData(userDetailQueryKey(envelope.entity.userNo), envelope.entity);
      useUserStore.getState().setMarketing(envelope.entity.isMarketing);
    },
  });
}
