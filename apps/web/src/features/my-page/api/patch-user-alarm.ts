import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  userAlarm: { method: 'PATCH', path: '/api/user/alarm/:userNo' },
});

import { userDetailQueryKey } from './patch-user-detail.ts';

export interface AlarmSettings {
  isPushAlarm?: boolean;
  isInquiryAlarm?: boolean;
  isSaleAlarm?: boolean;
}

/** PATCH /api/user/alarm/{userNo}: one or more notification switches. Quiet: the switch moves at once. */
export function patchUserAlarm({ userNo, ...settings }: AlarmSettings & { userNo: number }) {
  return call(ROUTES.userAlarm, { params: { userNo }, body: settings }, { spinner: false });
}

export function useUpdateAlarms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchUserAlarm,
    onSuccess: (envelope) => {
      if (envelope.code === 1 && envelope.entity)
        queryClient.setQueryData(userDetailQueryKey(envelope.entity.userNo), envelope.entity);
    },
  });
}
