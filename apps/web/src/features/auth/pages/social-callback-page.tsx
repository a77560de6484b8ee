import { isJoinType } from '@ansim/domain';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { Spinner } from '../../../shared/ui/loading-indicator.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useSocialSignInResult } from '../model/social.ts';
import styles from './social-callback-page.module.css';

/**
 * Route /auth/callback/{joinType}: where the server sends the browser back after the provider's sign-in,
 * with `code=1&ticket=…` or `code=0` (product.md §A4 "Social sign-in callback").
 */
export function SocialCallbackPage() {
  const { joinType } = useParams();
  const [searchParams] = useSearchParams();
  const handleResult = useSocialSignInResult();
  // The ticket is spent by the first sign-in; development's double effect must not try it twice.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = Number(searchParams.get('code') ?? 0);
    const ticket = searchParams.get('ticket');
    // An unknown provider in the address is a failed sign-in like any other.
    void handleResult(isJoinType(joinType) ? joinType : 'K', {
      code: isJoinType(joinType) ? code : 0,
      ticket,
    });
  }, [joinType, searchParams, handleResult]);

  return (
    <AuthLayout>
      <div className={styles.checking} role="status">
        <Spinner />
        <p>{AUTH_MSG.social.checking}</p>
      </div>
    </AuthLayout>
  );
}
