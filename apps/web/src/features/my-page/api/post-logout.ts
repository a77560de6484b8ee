import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

/** POST /api/logout: ends this device's session on the server (the refresh cookie is cleared too). */
export function postLogout() {
  return call(ROUTES.logout);
}

export const useLogout = () => useMutation({ mutationFn: postLogout });
