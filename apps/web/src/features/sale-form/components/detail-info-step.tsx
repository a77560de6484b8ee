import {
  detailInfoSchema,
  LOAN_LIST_MAX,
  SALE_ETC_TEXT_MAX,
  SALE_FORM_MESSAGES,
  SALE_STEP_SCHEMAS,
  SALE_TITLE_MAX,
} from '@ansim/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { Checkbox, FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import { errorOf, fieldProps, setFormAlert } from '../../../shared/ui/form/use-schema-form.ts';
import { SALE_STEPS, type SaleStep, useSalesStore } from '../../../stores/sales-store.ts';
import { type SaleSaveEntity, saveSale } from '../api/save-sale.ts';
import { DETAIL_MSG } from '../messages-detail.ts';
import { SALE_STEPS_MSG } from '../messages-steps.ts';
import { SaleShellContext, useSaleShell } from '../model/shell-context.ts';
import { completionPath } from '../model/step-nav.ts';
import type { SaleStepProps } from '../model/step-props.ts';
import { useStepForm } from '../model/use-step-form.ts';
import { DetailConsent, type StoredConsent, saveConsentAfter, storedConsentOf } from './detail-consent.tsx';
import styles from './detail-info-step.module.css';
import { DetailLoanList } from './detail-loan-list.tsx';
import { type Photo, photoFields, photoFiles, photosFromStep } from './photo-list.ts';
import { PhotoUploader } from './photo-uploader.tsx';
import { StepActions } from './step-actions.tsx';
import { stepFormStyles } from './step-fields.tsx';

type DetailInput = z.input<typeof detailInfoSchema>;
type DetailField = keyof DetailInput;

const DETAIL_FIELDS: readonly DetailField[] = [
  'title',
  'etcText',
  'saleMainImageFile',
  'saleSubImageFile',
  'isLoanRecommend',
  'loanList',
  'isCertified',
];

const DEFAULTS: DetailInput = {
  title: '',
  etcText: '',
  saleMainImageFile: null,
  saleSubImageFile: [],
  isLoanRecommend: false,
  loanList: [],
  isCertified: false,
};

/** The step whose form has the field a refusal names, so the message can say where to look. */
const stepOfField = (field: string): SaleStep | null => {
  const top = field.split('.')[0] ?? field;
  return SALE_STEPS.find((step) => top in SALE_STEP_SCHEMAS[step].shape) ?? null;
};

/** Where the completion screen of a save is: done, kept as a temporary save, or stopped by the quota. */
export function completionOf(flow: SaleStepProps['flow'], saved: SaleSaveEntity): string {
  const outcome = saved.quotaExhausted ? 'quota' : saved.status === 'STORAGE' ? 'temp' : 'complete';
  return completionPath(flow, outcome, saved.saleNo, saved.remainingAdUnits, saved.inReview);
}

/**
 * Step 5 (상세정보): title, description, photos, loans and the certification request, then the save of
 * the whole listing — POST /api/sale for a new one, PATCH /api/sale/modify/{saleNo} for one being modified
 * or continued — and the completion screen. A refusal is shown under the field it names when it is on this
 * step, else above the form with the step it belongs to; what was typed stays.
 */
export default function DetailInfoStep({ flow, onPrev, onTempSave }: SaleStepProps) {
  const navigate = useNavigate();
  const shell = useSaleShell();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    photosFromStep(useSalesStore.getState().temp.steps.detailInfo),
  );
  const [consent, setConsent] = useState<StoredConsent | null>(() =>
    storedConsentOf(useSalesStore.getState().temp.steps.detailInfo),
  );
  const [saving, setSaving] = useState(false);
  // A second press before React draws the disabled button must not send a second save.
  const savingRef = useRef(false);
  const { form, store } = useStepForm('detailInfo', detailInfoSchema, DEFAULTS, () => ({
    files: photoFiles(photos),
    ...(consent ? { promotionConsent: consent } : {}),
  }));
  const { setValue, watch, formState } = form;
  const titleId = useId();
  const etcId = useId();

  // The photos decide the two file fields; setting them also writes the step to the store.
  useEffect(() => {
    const fields = photoFields(photos);
    setValue('saleMainImageFile', fields.saleMainImageFile);
    setValue('saleSubImageFile', fields.saleSubImageFile);
  }, [photos, setValue]);

  // A written 확인서 is kept with the step at once, like everything typed.
  useEffect(() => {
    if (consent) store();
  }, [consent, store]);

  const title = watch('title') ?? '';
  const etcText = watch('etcText') ?? '';
  const isLoanRecommend = watch('isLoanRecommend') ?? false;
  const loanList = watch('loanList') ?? [];

  const showRefusal = (error: unknown) => {
    const message = isApiError(error) ? error.message : thrownMessage(error);
    const { field, text } = splitFieldMessage(message);
    const own = DETAIL_FIELDS.find((name) => field !== null && field.split('.')[0] === name);
    if (own) {
      form.setError(own, { type: 'server', message: text }, { shouldFocus: true });
      return;
    }
    const step = field === null ? null : stepOfField(field);
    setFormAlert(
      form,
      step && step !== 'detailInfo' ? DETAIL_MSG.fieldOfStep(SALE_STEPS_MSG[step], text) : text,
    );
  };

  const submit = form.handleSubmit(async () => {
    if (savingRef.current) return;
    if (photos.some((photo) => photo.status === 'uploading')) {
      setFormAlert(form, DETAIL_MSG.photos.stillUploading);
      return;
    }
    if (photoFields(photos).saleMainImageFile === null) {
      form.setError('saleMainImageFile', { type: 'required', message: SALE_FORM_MESSAGES.mainImage });
      document.getElementById(`${titleId}-photos`)?.scrollIntoView({ block: 'center' });
      return;
    }
    store();
    savingRef.current = true;
    setSaving(true);
    let saved: SaleSaveEntity;
    try {
      saved = await saveSale(useSalesStore.getState().temp, 'ACTIVE');
    } catch (error) {
      savingRef.current = false;
      setSaving(false);
      showRefusal(error);
      return;
    }
    if (consent) await saveConsentAfter(saved.saleNo, consent);
    navigate(completionOf(flow, saved), { replace: true });
    useSalesStore.getState().clearTemp();
  });

  const leave = (go: () => void) => () => {
    store();
    go();
  };

  return (
    <SaleShellContext.Provider
      value={{ ...shell, flow, isLastStep: true, isFirstStep: false, saving: shell.saving || saving }}
    >
      <form className={stepFormStyles.form} onSubmit={submit} noValidate>
        <FormAlert>{formState.errors.root?.server?.message}</FormAlert>

        <fieldset className={stepFormStyles.section}>
          <legend className={stepFormStyles.legend}>{DETAIL_MSG.introLegend}</legend>
          <TextField
            id={titleId}
            label={DETAIL_MSG.title}
            placeholder={DETAIL_MSG.titlePlaceholder}
            maxLength={SALE_TITLE_MAX}
            hint={DETAIL_MSG.counter([...title].length, SALE_TITLE_MAX)}
            {...fieldProps(form, 'title')}
          />

          <div className={formStyles.field}>
            <label htmlFor={etcId} className={formStyles.label}>
              {DETAIL_MSG.description}
              <span className={formStyles.tag}>{AUTH_MSG.form.optional}</span>
            </label>
            <textarea
              id={etcId}
              className={cx(formStyles.input, styles.textarea)}
              placeholder={DETAIL_MSG.descriptionPlaceholder}
              maxLength={SALE_ETC_TEXT_MAX}
              rows={6}
              aria-invalid={errorOf(formState.errors, 'etcText') ? true : undefined}
              aria-describedby={`${etcId}-message`}
              {...form.register('etcText')}
            />
            <p
              id={`${etcId}-message`}
              className={cx(
                formStyles.message,
                errorOf(formState.errors, 'etcText') ? formStyles.error : formStyles.hint,
                styles.counter,
              )}
            >
              {errorOf(formState.errors, 'etcText') ??
                DETAIL_MSG.counter([...(etcText ?? '')].length, SALE_ETC_TEXT_MAX)}
            </p>
          </div>
        </fieldset>

        <div id={`${titleId}-photos`}>
          <PhotoUploader
            photos={photos}
            setPhotos={(next) => {
              setPhotos(next);
              form.clearErrors(['saleMainImageFile', 'saleSubImageFile']);
            }}
            error={
              errorOf(formState.errors, 'saleMainImageFile') ?? errorOf(formState.errors, 'saleSubImageFile')
            }
          />
        </div>

        <fieldset className={stepFormStyles.section}>
          <legend className={stepFormStyles.legend}>{DETAIL_MSG.extrasLegend}</legend>
          <div className={styles.group}>
            <Checkbox
              label={DETAIL_MSG.loans.recommend}
              description={DETAIL_MSG.loans.recommendDescription}
              {...form.register('isLoanRecommend')}
            />
            {isLoanRecommend && (
              <DetailLoanList
                loans={loanList.slice(0, LOAN_LIST_MAX)}
                onChange={(next) => setValue('loanList', next, { shouldValidate: formState.isSubmitted })}
                error={errorOf(formState.errors, 'loanList')}
              />
            )}
          </div>

          <Checkbox
            label={DETAIL_MSG.certified}
            description={DETAIL_MSG.certifiedDescription}
            {...form.register('isCertified')}
          />
        </fieldset>

        <DetailConsent consent={consent} onChange={setConsent} />

        <StepActions onPrev={leave(onPrev)} onTempSave={leave(onTempSave)} />
      </form>
    </SaleShellContext.Provider>
  );
}
