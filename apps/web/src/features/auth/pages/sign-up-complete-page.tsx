import { useId } from 'react';
import { useParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconCheckCircle, IconClock } from '../../../shared/ui/icons.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from './sign-up-complete-page.module.css';

/**
 * Route /signUp/{userType}/{status}, titled 가입 완료. A general member can sign in at once; a broker or
 * lawyer (status pending) waits for the operator to check the documents.
 */
export function SignUpCompletePage() {
  const pending = useParams().status?.toLowerCase() === 'pending';
  const headingId = useId();
  const stepsId = useId();
  return (
    <AuthLayout>
      <section className={styles.result} aria-labelledby={headingId}>
        <span className={cx(styles.icon, pending && styles.pendingIcon)}>
          {pending ? <IconClock size={40} /> : <IconCheckCircle size={40} />}
        </span>
        <h2 id={headingId} className={styles.heading}>
          {pending ? AUTH_MSG.complete.pendingTitle : AUTH_MSG.complete.activeTitle}
        </h2>
        <p className={styles.body}>
          {pending ? AUTH_MSG.complete.pendingBody : AUTH_MSG.complete.activeBody}
        </p>
        {pending && (
          <>
            <span id={stepsId} className="visually-hidden">
              {AUTH_MSG.complete.pendingStepsLabel}
            </span>
            <ol className={styles.steps} aria-labelledby={stepsId}>
              {AUTH_MSG.complete.pendingSteps.map((step, index) => (
                <li
                  key={step}
                  className={cx(styles.step, index === 0 && styles.done, index === 1 && styles.current)}
                  aria-current={index === 1 ? 'step' : undefined}
                >
                  <span className={styles.dot} aria-hidden="true">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <div className={styles.actions}>
        {pending ? (
          <ButtonLink to="/main" size="large" block replace>
            {MSG.common.home}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/login" size="large" block replace>
              {AUTH_MSG.complete.login}
            </ButtonLink>
            <ButtonLink to="/main" variant="ghost" block replace>
              {MSG.common.home}
            </ButtonLink>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
