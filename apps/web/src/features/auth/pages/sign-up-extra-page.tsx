import {
  codesOf,
  type ProfessionalForm,
  type ProfessionalType,
  parseUserType,
  professionalFormSchema,
} from '@ansim/domain';
import { REQUIRED_SIGN_UP_FILES, type SignUpFileField } from '@ansim/domain/contract';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, SelectField, TextField } from '../../../shared/ui/form/fields.tsx';
import { FilePicker } from '../../../shared/ui/form/file-picker.tsx';
import { businessNumber, phoneCharacters } from '../../../shared/ui/form/masks.ts';
import {
  fieldProps,
  formAlertOf,
  type SchemaForm,
  setFormAlert,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { useBrokerOfficeCheck, useBusinessCheck, withCheck } from '../model/broker-checks.ts';
import { useSubmitSignUp } from '../model/sign-up.ts';

type Professional = ProfessionalType;
type Values = ProfessionalForm<File>;

/** The sign-up answers the earlier step keeps only in memory; after a reload they must be typed again. */
function earlierStepComplete(): boolean {
  const { signUpTemp: temp, snsLoginData: sns } = useUserStore.getState();
  const account = sns !== null || (Boolean(temp.id) && Boolean(temp.password));
  return Boolean(temp.agreements && temp.name && temp.phone && temp.verificationId && account);
}

function ExtraInfoPage({ expected }: { expected: Professional }) {
  const userType = parseUserType(useParams().userType);
  const [complete] = useState(earlierStepComplete);
  if (userType !== expected) return <Navigate to="/signUp" replace />;
  if (!complete) {
    return (
      <PageSection>
        <PromptCard
          centered
          icon={<IconDocumentCheck size={26} />}
          title={AUTH_MSG.extra.expiredTitle}
          body={AUTH_MSG.extra.expiredBody}
          actions={
            <ButtonLink to={`/signUp/${expected}`} size="large" replace>
              {AUTH_MSG.extra.backToForm}
            </ButtonLink>
          }
        />
      </PageSection>
    );
  }
  return <ExtraInfoForm userType={expected} />;
}

/** What the form step owns; a refusal about one of these is shown there. */
const FORM_STEP_FIELDS: readonly string[] = [
  'id',
  'password',
  'passwordConfirm',
  'name',
  'phone',
  'email',
  'birthDate',
  'verificationId',
];

const THIS_STEP_FIELDS = [
  'company',
  'businessNo',
  'registrationNo',
  'lawyerExam',
  'lawyerExamRound',
  'officeAddress',
  'officePhone',
  'businessLicenseFile',
  'brokerRegistrationFile',
  'brokerProfileFile',
] as const satisfies readonly (keyof Values)[];

const EMPTY: Values = {
  company: '',
  businessNo: '',
  registrationNo: '',
  officeAddress: '',
  officePhone: '',
  lawyerExam: '',
  lawyerExamRound: '',
  businessLicenseFile: null,
  brokerRegistrationFile: null,
  brokerProfileFile: null,
};

function ExtraInfoForm({ userType }: { userType: Professional }) {
  const navigate = useNavigate();
  const broker = userType === 'BROKER';
  const [schema] = useState(() => professionalFormSchema<File>(userType));
  // The office fields speak on the first submit, as the documents do.
  const form = useSchemaForm(schema, { defaultValues: EMPTY, mode: 'onSubmit' });
  const { submit, isPending } = useSubmitSignUp(userType);
  // The two broker checks (issue 12 §8b), shown under their fields as the broker types.
  const typedBusinessNo = useWatch({ control: form.control, name: 'businessNo' });
  const typedRegistrationNo = useWatch({ control: form.control, name: 'registrationNo' });
  const business = useBusinessCheck(broker ? (typedBusinessNo ?? '') : '');
  const office = useBrokerOfficeCheck(broker ? (typedRegistrationNo ?? '') : '');

  const onSubmit = form.handleSubmit(
    async ({ businessLicenseFile, brokerRegistrationFile, brokerProfileFile, ...fields }) => {
      if (isPending) return;
      if (broker && business.blockMessage) return setFormAlert(form, business.blockMessage);
      const extra = broker
        ? { ...fields, lawyerExam: undefined, lawyerExamRound: undefined }
        : { ...fields, businessNo: undefined };
      const problem = await submit(extra, { businessLicenseFile, brokerRegistrationFile, brokerProfileFile });
      if (!problem) return;
      if (problem.field && FORM_STEP_FIELDS.includes(problem.field)) {
        // The id was taken meanwhile, the phone proof ran out: fixed on the previous step.
        await alertDialog({ message: problem.message });
        void navigate(`/signUp/${userType}`, { replace: true, state: { problem } });
        return;
      }
      showServerMessage(form, problem.field ? `${problem.field}: ${problem.message}` : problem.message, {
        fields: THIS_STEP_FIELDS,
      });
    },
    () => setFormAlert(form, AUTH_MSG.form.checkFields),
  );

  const examOptions = codesOf('LAWYER_EXAM').map((code) => ({ value: code.code, label: code.codeName }));

  return (
    <AuthLayout wide>
      <AuthIntro
        heading={broker ? AUTH_MSG.extra.brokerHeading : AUTH_MSG.extra.lawyerHeading}
        lead={AUTH_MSG.extra.lead}
      />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{AUTH_MSG.extra.sectionOffice}</legend>
          <TextField
            label={AUTH_MSG.extra.company[userType]}
            autoComplete="organization"
            maxLength={100}
            placeholder={AUTH_MSG.extra.companyPlaceholder[userType]}
            {...fieldProps(form, 'company')}
          />
          {broker && (
            <TextField
              label={AUTH_MSG.extra.businessNo}
              inputMode="numeric"
              maxLength={12}
              placeholder={AUTH_MSG.extra.businessNoPlaceholder}
              {...withCheck(fieldProps(form, 'businessNo', { mask: businessNumber }), business.view)}
            />
          )}
          <TextField
            label={AUTH_MSG.extra.registrationNo[userType]}
            maxLength={30}
            placeholder={AUTH_MSG.extra.registrationNoPlaceholder[userType]}
            {...withCheck(fieldProps(form, 'registrationNo'), office)}
          />
          {!broker && (
            <>
              <SelectField
                label={AUTH_MSG.extra.lawyerExam}
                optional
                placeholder={AUTH_MSG.extra.lawyerExamPlaceholder}
                options={examOptions}
                {...fieldProps(form, 'lawyerExam')}
              />
              <TextField
                label={AUTH_MSG.extra.lawyerExamRound}
                optional
                maxLength={20}
                placeholder={AUTH_MSG.extra.lawyerExamRoundPlaceholder}
                {...fieldProps(form, 'lawyerExamRound')}
              />
            </>
          )}
          <TextField
            label={AUTH_MSG.extra.officeAddress}
            optional
            autoComplete="street-address"
            maxLength={200}
            placeholder={AUTH_MSG.extra.officeAddressPlaceholder}
            {...fieldProps(form, 'officeAddress')}
          />
          <TextField
            label={AUTH_MSG.extra.officePhone}
            optional
            type="tel"
            autoComplete="tel"
            maxLength={13}
            placeholder={AUTH_MSG.extra.officePhonePlaceholder}
            {...fieldProps(form, 'officePhone', { mask: phoneCharacters })}
          />
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{AUTH_MSG.extra.sectionFiles}</legend>
          {REQUIRED_SIGN_UP_FILES[userType].map(({ field, label }) => (
            <DocumentField key={field} form={form} field={field} label={label} />
          ))}
          <DocumentField form={form} field="brokerProfileFile" label={AUTH_MSG.extra.profileFile} optional />
        </fieldset>
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formAlertOf(form)}</FormAlert>
          <Button type="submit" size="large" block disabled={isPending}>
            {AUTH_MSG.extra.submit}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

/** A document of the form: picked, checked and shown by FilePicker; required ones by the domain schema. */
function DocumentField({
  form,
  field,
  label,
  optional = false,
}: {
  form: SchemaForm<ReturnType<typeof professionalFormSchema<File>>>;
  field: SignUpFileField;
  label: string;
  optional?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={field}
      render={({ field: { value, onChange, ref }, fieldState }) => (
        <FilePicker
          name={field}
          label={label}
          optional={optional}
          imageOnly={field === 'brokerProfileFile'}
          file={value}
          onChange={onChange}
          inputRef={ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Route /signUp/{userType}/lawyer_info: the lawyer's registration details and certificate. */
export function LawyerInfoPage() {
  return <ExtraInfoPage expected="LAWYER" />;
}

/** Route /signUp/{userType}/broker_info: the broker office's registration details and documents. */
export function BrokerInfoPage() {
  return <ExtraInfoPage expected="BROKER" />;
}
