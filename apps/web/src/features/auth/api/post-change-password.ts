import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  changePassword: { method: 'POST', path: '/api/change/password' },
});

/**
 * POST /api/change/password with the recovery ticket (or the current password when signed in). Every
 * session of the account ends; the user signs in again with the new password.
 */
export function postChangePassword(
  input: { password: string; passwordConfirm: string } & (
    | { resetTicket: string }
    | { currentPassword: string }
  ),
) {
  return call(ROUTES.changePassword, { body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: postChangePassword });
