import { API } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/** POST /api/logout: ends this device's session on the server (the refresh cookie is cleared too). */
export function postLogout() {
  return call(API.logout);
}

export const useLogout = () => useMutation({ mutationFn: postLogout });
