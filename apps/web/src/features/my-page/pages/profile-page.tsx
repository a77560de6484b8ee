import {
  formatDate,
  formatPhone,
  JOIN_TYPE_LABELS,
  KAKAO_CHANNEL_URL_MAX,
  normalizePhone,
  parseUserType,
  profileFormSchema,
  USER_TYPE_LABELS,
} from '@ansim/domain';
import { ERRORS, type UserDetail } from '@ansim/domain/contract';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { PhoneVerification } from '../../../shared/phone-verification/phone-verification.tsx';
import { usePhoneVerificationField } from '../../../shared/phone-verification/use-phone-verification-field.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import {
  fieldProps,
  formAlertOf,
  setFormAlert,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { IconUser } from '../../../shared/ui/icons.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useUserDetail } from '../api/patch-user-detail.ts';
import { type ModifyUserInput, useModifyUser } from '../api/post-user-modify.ts';
import { ACCOUNT_MSG } from '../messages-account.ts';
import styles from './profile-page.module.css';

/** Route /myPage/profile: name, e-mail, phone (proved by SMS) and, for brokers and lawyers, the office. */
export function ProfilePage() {
  const user = useUserStore((state) => state.user);
  const detail = useUserDetail(user?.userNo);
  if (!user) return <LoginRequired />;
  return (
    <QueryState query={detail} errorTitle={MSG.account.loadError} errorIcon={<IconUser size={26} />}>
      {(loaded) => <ProfileForm detail={loaded} />}
    </QueryState>
  );
}

function ProfileForm({ detail }: { detail: UserDetail }) {
  const navigate = useNavigate();
  const accountId = useId();
  const modify = useModifyUser();
  const userType = parseUserType(detail.userType);
  const professional = userType === 'BROKER' || userType === 'LAWYER' ? userType : null;
  const schema = useMemo(
    () =>
      profileFormSchema({
        professional: professional !== null,
        broker: professional === 'BROKER',
        currentPhone: detail.phone,
      }),
    [professional, detail.phone],
  );
  const form = useSchemaForm(schema, {
    mode: 'onSubmit',
    defaultValues: {
      name: detail.name,
      email: detail.email ?? '',
      company: detail.company ?? '',
      kakaoChannelUrl: detail.profile?.kakaoChannelUrl ?? '',
      changingPhone: false,
      phone: '',
      verificationId: '',
    },
  });
  const phone = usePhoneVerificationField(form);
  const changingPhone = form.watch('changingPhone');

  const onSubmit = form.handleSubmit(async (values) => {
    if (modify.isPending) return;
    // Only what changed goes to the server.
    const changed: Omit<ModifyUserInput, 'userNo'> = {
      ...(values.name !== detail.name ? { name: values.name } : {}),
      ...(values.email !== undefined && values.email !== (detail.email ?? '') ? { email: values.email } : {}),
      ...(professional && values.company !== (detail.company ?? '') ? { company: values.company } : {}),
      ...(professional === 'BROKER' && values.kakaoChannelUrl !== (detail.profile?.kakaoChannelUrl ?? '')
        ? { kakaoChannelUrl: values.kakaoChannelUrl }
        : {}),
      ...(values.changingPhone
        ? { phone: normalizePhone(values.phone), verificationId: values.verificationId }
        : {}),
    };
    if (Object.keys(changed).length === 0) {
      setFormAlert(form, ACCOUNT_MSG.profile.noChanges);
      return;
    }
    try {
      const envelope = await modify.mutateAsync({ userNo: detail.userNo, ...changed });
      if (envelope.code === 1) {
        void navigate('/myPage/profile/success', { replace: true });
        return;
      }
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) {
        form.setValue('verificationId', '');
        form.setError('phone', { type: 'server', message: envelope.message }, { shouldFocus: true });
        return;
      }
      showServerMessage(form, envelope.message, {
        fields: ['name', 'email', 'company', 'kakaoChannelUrl', 'phone'],
        aliases: { verificationId: 'phone' },
      });
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  });

  const provider = detail.joinType ? JOIN_TYPE_LABELS[detail.joinType] : null;

  return (
    <PageSection>
      <section className={styles.card} aria-labelledby={accountId}>
        <h2 id={accountId} className={styles.sectionTitle}>
          {ACCOUNT_MSG.profile.sectionAccount}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{ACCOUNT_MSG.profile.id}</dt>
            <dd>{detail.id ?? (provider ? MSG.account.socialAccount(provider) : '-')}</dd>
          </div>
          <div>
            <dt>{ACCOUNT_MSG.profile.userType}</dt>
            <dd>{userType ? USER_TYPE_LABELS[userType] : detail.userType}</dd>
          </div>
          <div>
            <dt>{ACCOUNT_MSG.profile.joinedAt}</dt>
            <dd>{formatDate(detail.createdAt)}</dd>
          </div>
          {professional === 'BROKER' && detail.profile?.businessNo && (
            <div>
              <dt>{ACCOUNT_MSG.profile.businessNo}</dt>
              <dd>{detail.profile.businessNo}</dd>
            </div>
          )}
          {professional && detail.profile?.registrationNo && (
            <div>
              <dt>{ACCOUNT_MSG.profile.registrationNo}</dt>
              <dd>{detail.profile.registrationNo}</dd>
            </div>
          )}
        </dl>
      </section>

      <form className={styles.card} noValidate onSubmit={onSubmit}>
        <fieldset className={formStyles.fieldset}>
          <legend className={styles.sectionTitle}>{ACCOUNT_MSG.profile.sectionEdit}</legend>
          <TextField
            label={AUTH_MSG.form.name}
            autoComplete="name"
            maxLength={20}
            {...fieldProps(form, 'name')}
          />
          <TextField
            label={AUTH_MSG.form.email}
            optional
            type="email"
            autoComplete="email"
            maxLength={100}
            placeholder={AUTH_MSG.form.emailPlaceholder}
            {...fieldProps(form, 'email')}
          />
          {professional && (
            <TextField
              label={ACCOUNT_MSG.profile.company[professional]}
              autoComplete="organization"
              maxLength={100}
              {...fieldProps(form, 'company')}
            />
          )}
          {professional === 'BROKER' && (
            <TextField
              label={ACCOUNT_MSG.profile.kakaoChannelUrl}
              optional
              type="url"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={KAKAO_CHANNEL_URL_MAX}
              placeholder="https://pf.kakao.com/_"
              hint={ACCOUNT_MSG.profile.kakaoChannelUrlHint}
              {...fieldProps(form, 'kakaoChannelUrl')}
            />
          )}
          <TextField
            label={ACCOUNT_MSG.profile.phoneCurrent}
            value={formatPhone(detail.phone)}
            readOnly
            action={
              <Button
                variant="secondary"
                className={formStyles.action}
                aria-expanded={changingPhone}
                onClick={() => {
                  form.setValue('changingPhone', !changingPhone);
                  form.setValue('phone', '');
                  form.setValue('verificationId', '');
                  form.clearErrors('phone');
                }}
              >
                {changingPhone ? ACCOUNT_MSG.profile.cancelPhoneChange : ACCOUNT_MSG.profile.changePhone}
              </Button>
            }
          />
          {changingPhone && (
            <PhoneVerification
              purpose="CHANGE_PHONE"
              label={ACCOUNT_MSG.profile.newPhone}
              autoFocus
              {...phone}
            />
          )}
        </fieldset>
        <FormAlert>{formAlertOf(form)}</FormAlert>
        <Button type="submit" size="large" block disabled={modify.isPending}>
          {ACCOUNT_MSG.profile.save}
        </Button>
      </form>
    </PageSection>
  );
}
