import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

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
  return api.patch<{ resetTicket: string } | null>(`/api/find/password/${encodeURIComponent(id)}`, {
    phone,
    verificationId,
  });
}

export const useFindPassword = () => useMutation({ mutationFn: patchFindPassword });
