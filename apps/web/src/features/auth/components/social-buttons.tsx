import { JOIN_TYPE_LABELS, type JoinType } from '@ansim/domain';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { onSnsLogin } from '../../../shared/native/index.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { useSocialProviders } from '../api/get-social-providers.ts';
import { offeredProviders, startSocialSignIn, useSocialSignInResult } from '../model/social.ts';
import styles from './social-buttons.module.css';
import { AppleMark, GoogleMark, KakaoMark, NaverMark } from './social-marks.tsx';

const MARKS: Record<JoinType, () => ReactNode> = {
  K: () => <KakaoMark />,
  N: () => <NaverMark />,
  G: () => <GoogleMark />,
  A: () => <AppleMark />,
};

/**
 * The social sign-in buttons, only for the providers the server offers (and Apple only on iPhone/iPad).
 * Renders nothing while the list loads or when it cannot be had: the id form still works.
 */
export function SocialButtons({
  heading,
  onStart,
}: {
  heading: string;
  onStart?: (joinType: JoinType) => void;
}) {
  const { data } = useSocialProviders();
  const providers = offeredProviders(data ?? []);
  const handleResult = useSocialSignInResult();

  // The app shell answers loginForSns with the ticket of its own provider sign-in.
  const onNative = useEffectEvent((result: { code: number; id?: string; joinType?: JoinType }) => {
    if (result.joinType) void handleResult(result.joinType, { code: result.code, ticket: result.id });
  });
  useEffect(() => onSnsLogin((result) => onNative(result)), []);

  if (providers.length === 0) return null;
  return (
    <section className={styles.section} aria-label={heading}>
      <p className={styles.divider} aria-hidden="true">
        <span>{heading}</span>
      </p>
      <ul className={styles.list}>
        {providers.map((joinType) => (
          <li key={joinType}>
            <button
              type="button"
              className={cx(styles.button, styles[`provider${joinType}`])}
              onClick={() => {
                onStart?.(joinType);
                startSocialSignIn(joinType);
              }}
            >
              <span className={styles.mark}>{MARKS[joinType]()}</span>
              {AUTH_MSG.social.start(JOIN_TYPE_LABELS[joinType])}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
