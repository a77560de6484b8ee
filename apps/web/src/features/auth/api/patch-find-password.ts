import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  findPassword: { method: 'PATCH', path: '/api/find/password/:id' },
});

/**
 * PATCH /api/find/password/{id}: proves the phone of the account (FIND_PASSWORD) and returns a one-time
 * ticket for setting a new password; -1303 when id and phone do not belong together.
 */
export function patchFindPassword({
  id,
  phone,
  verificationId,
}: {
  id: string;
  phone: string;
  verificationId: string;
}) {
  return call(ROUTES.findPassword, { params: { id }, body: { phone, verificationId } });
}

export const useFindPassword = () => useMutation({ mutationFn: patchFindPassword });
