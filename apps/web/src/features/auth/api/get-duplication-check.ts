import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/** GET /api/user/duplication/check?id: whether the id is still free. Asked on the user's 중복확인 tap. */
export function getDuplicationCheck(id: string) {
  return api.get<{ available: boolean } | null>('/api/user/duplication/check', { id });
}

export const useDuplicationCheck = () => useMutation({ mutationFn: getDuplicationCheck });
