import {
  isSaleType,
  kstDay,
  PROMOTION_RELATIONSHIPS,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  type SaleType,
  withThousands,
} from '@ansim/domain';
import {
  CUSTOM_RELATIONSHIP,
  type PromotionConsent,
  type PromotionConsentInput,
  promotionConsentSchema,
} from '@ansim/domain/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { native } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormAlert, TextField } from '../../../shared/ui/form/fields.tsx';
import { phoneCharacters } from '../../../shared/ui/form/masks.ts';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { type SaleFormValue, type SalesTemp, useSalesStore } from '../../../stores/sales-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { fetchConsentPdf } from '../api/consent.ts';
import { CONSENT_MSG as M } from '../messages-consent.ts';
import styles from './consent-form-dialog.module.css';
import { NumericInput } from './numeric-input.tsx';

type ConsentFormValues = PromotionConsentInput;

const FIELDS: readonly Path<ConsentFormValues>[] = [
  'newSaleAddr',
  'type',
  'price',
  'monthlyPrice',
  'ownerName',
  'promotionName',
  'relationship',
  'relationshipText',
  'phone',
  'company',
  'regDate',
];

/** A price of 만원 as the numeric input shows it: digits with separators, '' for none. */
const AMOUNT_RULE = { kind: 'integer', maxDigits: 9 } as const;

export interface ConsentFormDialogProps {
  /**
   * Rendered only while open (default true). Mount it in the modal layer, as every dialog here is:
   * `openModal((close) => <ConsentFormDialog … onClose={close} />)` or `openConsentFormDialog`, so that
   * device back and Escape close it and it sits above the header.
   */
  open?: boolean;
  onClose: () => void;
  /** A form written before (the sales store keeps it); without one, the form starts from the listing typed so far. */
  initial?: PromotionConsentInput | null;
  /** The checked form, once the broker finishes it; it is also kept in the sales store. */
  onSubmit: (form: PromotionConsent) => void;
}

const text = (value: SaleFormValue | undefined): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** '2026-11-24', the day in Korea: the date input's value. */
const todayIso = (): string => kstDay();

/** The listing's address with its 동 and 호, as the registration has them so far. */
const addressOf = (temp: SalesTemp): string => {
  const location = temp.steps.locationInfo ?? {};
  const dong = text(location.dong);
  const unit = text(location.unit);
  return [
    text(location.saleAddr),
    dong && `${dong.replace(/동$/, '')}동`,
    unit && `${unit.replace(/호$/, '')}호`,
  ]
    .filter(Boolean)
    .join(' ');
};

/**
 * What the form starts from: a form written before as it was; otherwise the address, the deal type and
 * its prices typed in the earlier steps, the broker's office, and today.
 */
export function consentFormStart(
  initial: PromotionConsentInput | null | undefined,
  temp: SalesTemp,
  company: string | null | undefined,
): Partial<ConsentFormValues> {
  if (initial) {
    return {
      ...initial,
      price: withThousands(initial.price ?? ''),
      monthlyPrice: withThousands(initial.monthlyPrice ?? ''),
      relationship: String(initial.relationship),
      relationshipText: initial.relationshipText ?? '',
    };
  }
  const grade = temp.steps.gradeInfo ?? {};
  const saleType: SaleType | undefined = isSaleType(grade.saleType) ? grade.saleType : undefined;
  const priceField =
    saleType === 'SALE' ? grade.sellingPrice : saleType === 'RENT' ? grade.rentPrice : grade.deposit;
  return {
    saleNo: temp.saleNo,
    newSaleAddr: addressOf(temp),
    // An unchosen deal type stays unchosen: the radio group then says it is required.
    ...(saleType ? { type: saleType } : {}),
    price: withThousands(text(priceField)),
    monthlyPrice: saleType === 'MONTHLY' ? withThousands(text(grade.monthlyPrice)) : '',
    ownerName: '',
    promotionName: '',
    relationship: '',
    relationshipText: '',
    phone: '',
    company: company ?? '',
    regDate: todayIso(),
  };
}

/** Keeps the finished form with the registration, under detailInfo.promotionConsent. */
function keepInStore(form: PromotionConsent): void {
  const stored = JSON.parse(JSON.stringify(form)) as SaleFormValue;
  const { temp, setStepData } = useSalesStore.getState();
  setStepData('detailInfo', { ...(temp.steps.detailInfo ?? {}), promotionConsent: stored });
}

/**
 * The 매물홍보확인서 (spec 02 §2, §3, §9): the listing, the client who asks to advertise it and how they stand
 * to the owner (직접 입력 opens a text field), their phone, the office and the date. '미리보기' downloads the
 * server's A4 PDF; '작성 완료' hands the checked form over (the save keeps it with the listing).
 */
export function ConsentFormDialog({ open = true, onClose, initial, onSubmit }: ConsentFormDialogProps) {
  if (!open) return null;
  return <ConsentFormPanel onClose={onClose} initial={initial} onSubmit={onSubmit} />;
}

function ConsentFormPanel({ onClose, initial, onSubmit }: Omit<ConsentFormDialogProps, 'open'>) {
  const titleId = useId();
  const introId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [start] = useState(() =>
    consentFormStart(initial ?? null, useSalesStore.getState().temp, useUserStore.getState().user?.company),
  );
  const form = useSchemaForm(promotionConsentSchema, { defaultValues: start });
  const { register, control, watch, handleSubmit, formState, setValue } = form;
  const [previewing, setPreviewing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const saleType = watch('type');
  const relationship = watch('relationship');
  const custom = Number(relationship) === CUSTOM_RELATIONSHIP;
  const isMonthly = saleType === 'MONTHLY';

  // A relationship typed for 직접 입력 goes when another is chosen, so it is never sent by mistake.
  useEffect(() => {
    if (!custom) setValue('relationshipText', '');
  }, [custom, setValue]);
  useEffect(() => {
    if (!isMonthly) setValue('monthlyPrice', '');
  }, [isMonthly, setValue]);

  const submit = handleSubmit((value) => {
    keepInStore(value);
    onSubmit(value);
  });

  const preview = handleSubmit(async (value) => {
    setNotice(null);
    setPreviewing(true);
    try {
      const pdf = await fetchConsentPdf(value);
      const url = URL.createObjectURL(pdf.blob);
      await native.downloadFile(url, pdf.fileName);
      // The download reads the object URL after this returns: it is freed a while later, not at once.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setNotice(M.downloaded(pdf.fileName));
    } catch (error) {
      showServerMessage(form, thrownMessage(error), { fields: FIELDS });
    } finally {
      setPreviewing(false);
    }
  });

  const priceLabel = saleType && isSaleType(saleType) ? M.price[saleType] : M.price.SALE;
  const typeError = errorOf(formState.errors, 'type');
  const relationshipError = errorOf(formState.errors, 'relationship');

  return (
    <DialogFrame layout="screen" labelledBy={titleId} describedBy={introId} initialFocusRef={closeRef}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {M.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={MSG.common.close}
            onClick={onClose}
          >
            <IconClose />
          </button>
        </div>
        <div className={styles.body}>
          <p id={introId} className={styles.intro}>
            {M.intro}
          </p>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>{M.listingLegend}</legend>
            <TextField
              label={M.newSaleAddr}
              placeholder={M.newSaleAddrPlaceholder}
              autoComplete="off"
              {...fieldProps(form, 'newSaleAddr')}
            />
            <div
              className={styles.choices}
              role="radiogroup"
              aria-labelledby={`${titleId}-type-legend`}
              aria-required="true"
              aria-describedby={typeError ? `${titleId}-type` : undefined}
              aria-invalid={typeError ? true : undefined}
            >
              <p id={`${titleId}-type-legend`} className={styles.choiceLegend}>
                {M.type}
              </p>
              <div className={styles.segments}>
                {SALE_TYPES.map((type) => (
                  <label key={type} className={styles.segment}>
                    <input type="radio" className={styles.radio} value={type} {...register('type')} />
                    <span>{SALE_TYPE_LABELS[type]}</span>
                  </label>
                ))}
              </div>
              {typeError && (
                <p id={`${titleId}-type`} className={styles.error}>
                  {typeError}
                </p>
              )}
            </div>
            <div className={cx(styles.amounts, isMonthly && styles.twoAmounts)}>
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <NumericInput
                    label={priceLabel}
                    name={field.name}
                    ref={field.ref}
                    value={String(field.value ?? '')}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    rule={AMOUNT_RULE}
                    unit={M.manwon}
                    error={errorOf(formState.errors, 'price')}
                  />
                )}
              />
              {isMonthly && (
                <Controller
                  control={control}
                  name="monthlyPrice"
                  render={({ field }) => (
                    <NumericInput
                      label={M.monthlyPrice}
                      name={field.name}
                      ref={field.ref}
                      value={String(field.value ?? '')}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      rule={AMOUNT_RULE}
                      unit={M.manwon}
                      error={errorOf(formState.errors, 'monthlyPrice')}
                    />
                  )}
                />
              )}
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>{M.partiesLegend}</legend>
            <TextField label={M.ownerName} autoComplete="off" {...fieldProps(form, 'ownerName')} />
            <TextField
              label={M.promotionName}
              autoComplete="off"
              hint={M.promotionNameHint}
              {...fieldProps(form, 'promotionName')}
            />
            <div
              className={styles.choices}
              role="radiogroup"
              aria-labelledby={`${titleId}-relationship-legend`}
              aria-required="true"
              aria-describedby={relationshipError ? `${titleId}-relationship` : undefined}
              aria-invalid={relationshipError ? true : undefined}
            >
              <p id={`${titleId}-relationship-legend`} className={styles.choiceLegend}>
                {M.relationship}
              </p>
              <div className={styles.chips}>
                {PROMOTION_RELATIONSHIPS.map((option) => (
                  <label key={option.value} className={styles.chip}>
                    <input
                      type="radio"
                      className={styles.radio}
                      value={String(option.value)}
                      {...register('relationship')}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
              {relationshipError && (
                <p id={`${titleId}-relationship`} className={styles.error}>
                  {relationshipError}
                </p>
              )}
            </div>
            {custom && (
              <TextField
                label={M.relationshipText}
                placeholder={M.relationshipTextPlaceholder}
                autoComplete="off"
                {...fieldProps(form, 'relationshipText')}
              />
            )}
            <TextField
              label={M.phone}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={M.phonePlaceholder}
              {...fieldProps(form, 'phone', { mask: phoneCharacters })}
            />
            <TextField label={M.company} autoComplete="organization" {...fieldProps(form, 'company')} />
            <TextField label={M.regDate} type="date" {...fieldProps(form, 'regDate')} />
          </fieldset>

          <FormAlert>{formAlertOf(form)}</FormAlert>
          {notice && <FormAlert tone="info">{notice}</FormAlert>}
        </div>
        <div className={styles.foot}>
          <Button
            variant="secondary"
            onClick={() => void preview()}
            disabled={previewing}
            aria-busy={previewing}
          >
            {previewing ? M.previewing : M.preview}
          </Button>
          <Button type="submit">{M.submit}</Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Opens the dialog in the modal layer (device back and Escape close it, as every modal). */
export function openConsentFormDialog({
  initial,
  onSubmit,
}: Pick<ConsentFormDialogProps, 'initial' | 'onSubmit'>): void {
  openModal((close) => (
    <ConsentFormDialog
      initial={initial}
      onClose={close}
      onSubmit={(form) => {
        close();
        onSubmit(form);
      }}
    />
  ));
}
