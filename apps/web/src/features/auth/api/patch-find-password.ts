import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

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
