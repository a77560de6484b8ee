import { API, type SmsPurpose } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/call.ts';

export interface SmsSent {
  expiresAt: string;
  resendAvailableAt: string;
}

/** POST /api/auth/send: an SMS code for `phone`, valid 3 minutes; a new one after 60 s (-1201), 10 a day (-1206). */
export function postAuthSend(input: { phone: string; purpose: SmsPurpose }) {
  return call(API.smsSend, { body: input });
}

export const useSendSmsCode = () => useMutation({ mutationFn: postAuthSend });
