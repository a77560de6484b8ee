import { JOIN_TYPE_LABELS, USER_TYPES, type UserType } from '@ansim/domain';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { authLayoutStyles } from './auth-layout.tsx';
import styles from './sign-up-chooser.module.css';
import { SocialButtons } from './social-buttons.tsx';

/**
 * product.md §A2 "Login or sign-up chooser": which kind of member, then sign-up with an id or through a social
 * provider. After a social sign-in found no account, the provider's data is shown and sign-up continues
 * with it instead.
 */
export function SignUpChooser({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const navigate = useNavigate();
  const headingId = useId();
  const sns = useUserStore((state) => state.snsLoginData);
  const [userType, setUserType] = useState<UserType>(
    () => useUserStore.getState().signUpTemp.userType ?? 'GENERAL',
  );
  const provider = sns ? JOIN_TYPE_LABELS[sns.joinType] : null;

  const remember = () => useUserStore.getState().setSignUpTemp({ userType });
  const proceed = () => {
    remember();
    void navigate('/signUp/agreement');
  };

  return (
    <div className={styles.chooser}>
      <Heading id={headingId} className={styles.heading}>
        {AUTH_MSG.chooser.heading}
      </Heading>

      {sns && provider && (
        <div className={styles.linked} role="status">
          <p className={styles.linkedTitle}>{AUTH_MSG.social.linked(provider)}</p>
          <p className={styles.linkedBody}>{[sns.name, sns.email].filter(Boolean).join(' · ')}</p>
          <p className={styles.linkedNote}>{AUTH_MSG.social.linkedBody}</p>
        </div>
      )}

      <fieldset className={styles.types} aria-labelledby={headingId}>
        <legend className="visually-hidden">{AUTH_MSG.chooser.typeLegend}</legend>
        {USER_TYPES.map((type) => (
          <label key={type} className={cx(styles.type, userType === type && styles.selected)}>
            <input
              type="radio"
              name="userType"
              value={type}
              checked={userType === type}
              onChange={() => setUserType(type)}
              className={styles.radio}
            />
            <span className={styles.typeText}>
              <span className={styles.typeLabel}>{AUTH_MSG.chooser.types[type].label}</span>
              <span className={styles.typeBody}>{AUTH_MSG.chooser.types[type].body}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {userType !== 'GENERAL' && <p className={styles.note}>{AUTH_MSG.chooser.professionalNote}</p>}

      <div className={styles.actions}>
        <Button size="large" block onClick={proceed}>
          {provider ? AUTH_MSG.chooser.continueSocial(provider) : AUTH_MSG.chooser.byId}
        </Button>
        {sns ? (
          <Button variant="ghost" block onClick={() => useUserStore.getState().clearSnsLoginData()}>
            {AUTH_MSG.social.cancel}
          </Button>
        ) : (
          <SocialButtons heading={AUTH_MSG.chooser.orSocial} onStart={remember} />
        )}
      </div>

      <p className={cx(authLayoutStyles.links, styles.login)}>
        {AUTH_MSG.chooser.haveAccount}
        <Link to="/login" className={styles.loginLink}>
          {MSG.common.login}
        </Link>
      </p>
    </div>
  );
}

function SignUpChooserDialog({ onClose }: { onClose: () => void }) {
  return (
    <DialogFrame label={AUTH_MSG.chooser.dialogLabel} className={styles.dialog}>
      <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
        <IconClose size={22} />
      </button>
      <SignUpChooser />
    </DialogFrame>
  );
}

/** The chooser as a modal, e.g. from the sign-in screen. Navigating on closes it (product.md §A4). */
export function openSignUpChooser(): void {
  openModal((close) => <SignUpChooserDialog onClose={close} />);
}
