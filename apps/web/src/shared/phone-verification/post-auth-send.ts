import type { SmsPurpose } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { routeTable } from '../api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({ smsSend: { method: 'POST', path: '/api/auth/send' } });

export interface SmsSent {
  expiresAt: string;
  resendAvailableAt: string;
}

/** POST /api/auth/send: an SMS code for `phone`, valid 3 minutes; a new one after 60 s (-1201), 10 a day (-1206). */
export function postAuthSend(input: { phone: string; purpose: SmsPurpose }) {
  return call(ROUTES.smsSend, { body: input });
}

export const useSendSmsCode = () => useMutation({ mutationFn: postAuthSend });
