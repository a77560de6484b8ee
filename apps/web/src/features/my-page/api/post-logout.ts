import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/** POST /api/logout: ends this device's session on the server (the refresh cookie is cleared too). */
export function postLogout() {
  return api.post<null>('/api/logout');
}

export const useLogout = () => useMutation({ mutationFn: postLogout });
