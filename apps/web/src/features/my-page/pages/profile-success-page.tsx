import { useId } from 'react';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconCheckCircle } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { ACCOUNT_MSG } from '../messages-account.ts';
import styles from './profile-success-page.module.css';

/** Route /myPage/profile/success: the profile edit went through. */
export function ProfileSuccessPage() {
  const headingId = useId();
  return (
    <PageSection>
      <section className={styles.done} aria-labelledby={headingId}>
        <span className={styles.icon}>
          <IconCheckCircle size={40} />
        </span>
        <h2 id={headingId} className={styles.heading}>
          {ACCOUNT_MSG.success.title}
        </h2>
        <p className={styles.body}>{ACCOUNT_MSG.success.body}</p>
        <ButtonLink to="/myPage" size="large" replace className={styles.action}>
          {ACCOUNT_MSG.success.toMyPage}
        </ButtonLink>
      </section>
    </PageSection>
  );
}
