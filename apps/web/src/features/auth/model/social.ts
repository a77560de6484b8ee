import { JOIN_TYPES, type JoinType } from '@ansim/domain';
import { ERRORS, type SessionUser, type SocialSignUp } from '@ansim/domain/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefOf } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  socialStart: { method: 'GET', path: '/api/auth/social/:joinType/start' },
});

import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { isNativeApp, native } from '../../../shared/native/index.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { postLogin } from '../api/post-login.ts';
import { useFinishSignIn } from './sign-in.ts';

/** product.md §A2: the device maker's sign-in (A) is offered only on an iPhone or iPad. */
export function isAppleMobile(nav: Navigator = navigator): boolean {
  if (/iPhone|iPad|iPod/.test(nav.userAgent)) return true;
  // iPadOS asks for the desktop site and says it is a Mac; only its touch screen gives it away.
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/** The providers to show, in the spec's order, out of those the server has configured. */
export const offeredProviders = (enabled: readonly JoinType[], appleMobile = isAppleMobile()): JoinType[] =>
  JOIN_TYPES.filter((type) => enabled.includes(type) && (type !== 'A' || appleMobile));

/**
 * In the app the shell signs in with the provider's SDK and calls back (onSnsLogin). In a browser the
 * server runs the OAuth flow: a full page navigation there, and back to /auth/callback/{joinType}.
 */
export function startSocialSignIn(joinType: JoinType): void {
  if (isNativeApp()) {
    void native.loginForSns(joinType);
    return;
  }
  window.location.assign(hrefOf(ROUTES.socialStart, { params: { joinType } }));
}

export interface SocialResult {
  /** 1 when the provider let the person in, 0 when the sign-in failed or was cancelled. */
  code: number;
  /** The one-time ticket that stands for the provider's identity. */
  ticket?: string | null | undefined;
}

/**
 * product.md §A4 "Social sign-in callback": code 0 alerts 로그인 실패.; otherwise sign in with the ticket.
 * 1 signs in (back to the remembered path, else '/'); -1103 and -1104 show the server's message with 확인;
 * -1105 (no account yet) keeps what the provider told us and continues to sign-up.
 */
export function useSocialSignInResult(): (joinType: JoinType, result: SocialResult) => Promise<void> {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  return useCallback(
    async (joinType, { code, ticket }) => {
      const toLogin = () => void navigate('/login', { replace: true });
      if (code !== 1 || !ticket) {
        await alertDialog({ message: MSG.spec.loginFailed });
        toLogin();
        return;
      }
      let envelope: Awaited<ReturnType<typeof postLogin>>;
      try {
        envelope = await postLogin({ id: ticket, loginType: joinType });
      } catch (error) {
        await alertDialog({ message: thrownMessage(error) });
        toLogin();
        return;
      }
      if (envelope.code === 1 && envelope.entity && finishSignIn(envelope.entity as SessionUser, '/')) return;
      if (envelope.code === ERRORS.SOCIAL_NO_ACCOUNT.code && envelope.entity) {
        const prefill = envelope.entity as SocialSignUp;
        useUserStore.getState().setSnsLoginData({
          id: prefill.socialTicket,
          joinType: prefill.joinType,
          email: prefill.email,
          name: prefill.name,
        });
        void navigate('/signUp', { replace: true });
        return;
      }
      await alertDialog({ message: envelope.code === 1 ? MSG.spec.loginFailed : envelope.message });
      toLogin();
    },
    [navigate, finishSignIn],
  );
}
