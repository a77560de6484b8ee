import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { Checkbox } from '../../../shared/ui/form/fields.tsx';
import { type SignUpAgreements, useUserStore } from '../../../stores/user-store.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { openTermsDialog, type TermsKind } from '../components/terms-dialog.tsx';
import styles from './sign-up-agreement-page.module.css';

type AgreementKey = keyof SignUpAgreements;

const ITEMS: { key: AgreementKey; required: boolean; terms: TermsKind }[] = [
  { key: 'agreeService', required: true, terms: 'service' },
  { key: 'agreePrivacy', required: true, terms: 'privacy' },
  { key: 'agreeGps', required: true, terms: 'gps' },
  { key: 'isMarketing', required: false, terms: 'marketing' },
];

const NONE: SignUpAgreements = {
  agreeService: false,
  agreePrivacy: false,
  agreeGps: false,
  isMarketing: false,
};

/** Route /signUp/agreement: the three required terms, marketing optional, and 전체 동의 for all four. */
export function SignUpAgreementPage() {
  const navigate = useNavigate();
  const hintId = useId();
  const [agreed, setAgreed] = useState<SignUpAgreements>(
    () => useUserStore.getState().signUpTemp.agreements ?? NONE,
  );
  const all = ITEMS.every((item) => agreed[item.key]);
  const requiredDone = ITEMS.every((item) => !item.required || agreed[item.key]);

  const next = () => {
    const { signUpTemp, setSignUpTemp } = useUserStore.getState();
    const userType = signUpTemp.userType ?? 'GENERAL';
    setSignUpTemp({ agreements: agreed, userType });
    void navigate(`/signUp/${userType}`);
  };

  return (
    <AuthLayout>
      <AuthIntro heading={AUTH_MSG.agreement.heading} />
      <div className={styles.all}>
        <Checkbox
          className={styles.allCheckbox}
          label={<span className={styles.allLabel}>{AUTH_MSG.agreement.all}</span>}
          description={AUTH_MSG.agreement.allBody}
          checked={all}
          onChange={(event) => {
            const value = event.target.checked;
            setAgreed({ agreeService: value, agreePrivacy: value, agreeGps: value, isMarketing: value });
          }}
        />
      </div>
      <ul className={styles.items}>
        {ITEMS.map((item) => {
          const name = AUTH_MSG.agreement.items[item.key];
          return (
            <li key={item.key} className={styles.item}>
              <Checkbox
                label={
                  <>
                    <span className={cx(styles.badge, item.required && styles.required)}>
                      {item.required ? AUTH_MSG.agreement.required : AUTH_MSG.agreement.optional}
                    </span>{' '}
                    {name}
                  </>
                }
                checked={agreed[item.key]}
                onChange={(event) =>
                  setAgreed((current) => ({ ...current, [item.key]: event.target.checked }))
                }
              />
              <button
                type="button"
                className={styles.view}
                aria-label={AUTH_MSG.agreement.viewLabel(name)}
                onClick={() => openTermsDialog(item.terms)}
              >
                {AUTH_MSG.agreement.view}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={authLayoutStyles.footer}>
        {!requiredDone && (
          <p id={hintId} className={styles.hint}>
            {AUTH_MSG.agreement.requiredHint}
          </p>
        )}
        <Button
          size="large"
          block
          disabled={!requiredDone}
          aria-describedby={requiredDone ? undefined : hintId}
          onClick={next}
        >
          {AUTH_MSG.agreement.next}
        </Button>
      </div>
    </AuthLayout>
  );
}
