import type { Device, Envelope, LoginType, SessionUser, SocialSignUp } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import { useServiceStore } from '../../../stores/service-store.ts';

export interface LoginInput {
  /** The id, or for a social sign-in the one-time ticket of the callback. */
  id: string;
  password?: string;
  loginType: LoginType;
}

/** What the app knows of this device: the native shell's registration, or just that this is a browser. */
export function currentDevice(): Device {
  const device = useServiceStore.getState().deviceInfo;
  return device ? { ...device } : { deviceType: 'WEB' };
}

/**
 * POST /api/login. The envelope comes back whatever the code: 1 carries the user (and the token in the
 * Authorization header, which the client stores), -1105 the data that prefills a social sign-up.
 */
export function postLogin(input: LoginInput): Promise<Envelope<SessionUser | SocialSignUp | null>> {
  return call(ROUTES.login, { body: { ...input, device: currentDevice() } });
}

export const useLogin = () => useMutation({ mutationFn: postLogin });
