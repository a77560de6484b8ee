import { codesOf, parseUserType, validatePhone } from '@ansim/domain';
import { REQUIRED_SIGN_UP_FILES, type SignUpFileField } from '@ansim/domain/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { FilePicker } from '../components/file-picker.tsx';
import { FormAlert, formStyles, SelectField, TextField } from '../components/form-fields.tsx';
import { type ProfessionalFields, useSubmitSignUp } from '../model/sign-up.ts';

type Professional = 'BROKER' | 'LAWYER';
type TextFieldName = keyof ProfessionalFields;
type Errors = Partial<Record<TextFieldName | SignUpFileField, string>>;

const FIELD_ORDER: readonly (TextFieldName | SignUpFileField)[] = [
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
];

/** The sign-up answers the earlier step keeps only in memory; after a reload they must be typed again. */
function earlierStepComplete(): boolean {
  const { signUpTemp: temp, snsLoginData: sns } = useUserStore.getState();
  const account = sns !== null || (Boolean(temp.id) && Boolean(temp.password));
  return Boolean(temp.agreements && temp.name && temp.phone && temp.verificationId && account);
}

/** 1234567890 → 123-45-67890 while typing, the way the number is printed on the certificate. */
const formatBusinessNo = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

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
          title={MSG.auth.extra.expiredTitle}
          body={MSG.auth.extra.expiredBody}
          actions={
            <ButtonLink to={`/signUp/${expected}`} size="large" replace>
              {MSG.auth.extra.backToForm}
            </ButtonLink>
          }
        />
      </PageSection>
    );
  }
  return <ExtraInfoForm userType={expected} />;
}

/** What the form step owns; a refusal about one of these is shown there. */
const FORM_STEP_FIELDS = [
  'id',
  'password',
  'passwordConfirm',
  'name',
  'phone',
  'email',
  'birthDate',
  'verificationId',
];

function ExtraInfoForm({ userType }: { userType: Professional }) {
  const navigate = useNavigate();
  const broker = userType === 'BROKER';
  const requiredFiles = REQUIRED_SIGN_UP_FILES[userType];
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    company: '',
    businessNo: '',
    registrationNo: '',
    officeAddress: '',
    officePhone: '',
    lawyerExam: '',
    lawyerExamRound: '',
  });
  const [files, setFiles] = useState<Partial<Record<SignUpFileField, File | null>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, isPending } = useSubmitSignUp(userType);
  const formRef = useRef<HTMLFormElement>(null);

  const validate = (): Errors => {
    const next: Errors = {};
    if (!values.company.trim()) next.company = MSG.auth.extra.companyRequired;
    if (broker && values.businessNo.replace(/\D/g, '').length !== 10)
      next.businessNo = MSG.auth.extra.businessNoFormat;
    if (!values.registrationNo.trim()) next.registrationNo = MSG.auth.extra.registrationNoRequired;
    if (values.officePhone.trim()) {
      const phone = validatePhone(values.officePhone);
      if (!phone.ok) next.officePhone = phone.message;
    }
    for (const { field, label } of requiredFiles) {
      if (!files[field]) next[field] = MSG.auth.extra.fileRequired(label);
    }
    return next;
  };
  const clientErrors = validate();
  const errorOf = (field: TextFieldName | SignUpFileField) =>
    serverErrors[field] ?? (submitted ? clientErrors[field] : undefined);

  const set = (field: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };
  const setFile = (field: SignUpFileField) => (file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const focusFirst = (errors: Errors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFormError(MSG.auth.form.checkFields);
      focusFirst(clientErrors);
      return;
    }
    const extra: ProfessionalFields = broker
      ? {
          company: values.company,
          businessNo: values.businessNo.replace(/\D/g, ''),
          registrationNo: values.registrationNo,
          officeAddress: values.officeAddress,
          officePhone: values.officePhone,
        }
      : {
          company: values.company,
          registrationNo: values.registrationNo,
          officeAddress: values.officeAddress,
          officePhone: values.officePhone,
          lawyerExam: values.lawyerExam,
          lawyerExamRound: values.lawyerExamRound,
        };
    const problem = await submit(extra, files);
    if (!problem) return;
    if (problem.field && FORM_STEP_FIELDS.includes(problem.field)) {
      // The id was taken meanwhile, the phone proof ran out: fixed on the previous step.
      await alertDialog({ message: problem.message });
      void navigate(`/signUp/${userType}`, { replace: true, state: { problem } });
      return;
    }
    if (problem.field && (FIELD_ORDER as readonly string[]).includes(problem.field)) {
      const field = problem.field as TextFieldName | SignUpFileField;
      setServerErrors((current) => ({ ...current, [field]: problem.message }));
      focusFirst({ [field]: problem.message });
      return;
    }
    setFormError(problem.message);
  };

  const examOptions = codesOf('LAWYER_EXAM').map((code) => ({ value: code.code, label: code.codeName }));

  return (
    <AuthLayout wide>
      <AuthIntro
        heading={broker ? MSG.auth.extra.brokerHeading : MSG.auth.extra.lawyerHeading}
        lead={MSG.auth.extra.lead}
      />
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{MSG.auth.extra.sectionOffice}</legend>
          <TextField
            name="company"
            label={MSG.auth.extra.company[userType]}
            autoComplete="organization"
            maxLength={100}
            placeholder={MSG.auth.extra.companyPlaceholder[userType]}
            value={values.company}
            onChange={(event) => set('company', event.target.value)}
            error={errorOf('company')}
          />
          {broker && (
            <TextField
              name="businessNo"
              label={MSG.auth.extra.businessNo}
              inputMode="numeric"
              maxLength={12}
              placeholder={MSG.auth.extra.businessNoPlaceholder}
              value={values.businessNo}
              onChange={(event) => set('businessNo', formatBusinessNo(event.target.value))}
              error={errorOf('businessNo')}
            />
          )}
          <TextField
            name="registrationNo"
            label={MSG.auth.extra.registrationNo[userType]}
            maxLength={30}
            placeholder={MSG.auth.extra.registrationNoPlaceholder[userType]}
            value={values.registrationNo}
            onChange={(event) => set('registrationNo', event.target.value)}
            error={errorOf('registrationNo')}
          />
          {!broker && (
            <>
              <SelectField
                name="lawyerExam"
                label={MSG.auth.extra.lawyerExam}
                optional
                placeholder={MSG.auth.extra.lawyerExamPlaceholder}
                options={examOptions}
                value={values.lawyerExam}
                onChange={(event) => set('lawyerExam', event.target.value)}
                error={errorOf('lawyerExam')}
              />
              <TextField
                name="lawyerExamRound"
                label={MSG.auth.extra.lawyerExamRound}
                optional
                maxLength={20}
                placeholder={MSG.auth.extra.lawyerExamRoundPlaceholder}
                value={values.lawyerExamRound}
                onChange={(event) => set('lawyerExamRound', event.target.value)}
                error={errorOf('lawyerExamRound')}
              />
            </>
          )}
          <TextField
            name="officeAddress"
            label={MSG.auth.extra.officeAddress}
            optional
            autoComplete="street-address"
            maxLength={200}
            placeholder={MSG.auth.extra.officeAddressPlaceholder}
            value={values.officeAddress}
            onChange={(event) => set('officeAddress', event.target.value)}
            error={errorOf('officeAddress')}
          />
          <TextField
            name="officePhone"
            label={MSG.auth.extra.officePhone}
            optional
            type="tel"
            autoComplete="tel"
            maxLength={13}
            placeholder={MSG.auth.extra.officePhonePlaceholder}
            value={values.officePhone}
            onChange={(event) => set('officePhone', event.target.value.replace(/[^\d-]/g, ''))}
            error={errorOf('officePhone')}
          />
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{MSG.auth.extra.sectionFiles}</legend>
          {requiredFiles.map(({ field, label }) => (
            <FilePicker
              key={field}
              name={field}
              label={label}
              file={files[field] ?? null}
              onChange={setFile(field)}
              error={errorOf(field)}
            />
          ))}
          <FilePicker
            name="brokerProfileFile"
            label={MSG.auth.extra.profileFile}
            optional
            imageOnly
            file={files.brokerProfileFile ?? null}
            onChange={setFile('brokerProfileFile')}
            error={errorOf('brokerProfileFile')}
          />
        </fieldset>
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="large" block disabled={isPending}>
            {MSG.auth.extra.submit}
          </Button>
        </div>
      </form>
    </AuthLayout>
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
