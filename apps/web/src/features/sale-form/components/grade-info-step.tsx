import {
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  checkGradeInfo,
  codesOf,
  gradeInfoSchema,
  isBuildingType,
  isGradeBetterThanComputed,
  isSaleType,
  RATE_CODES,
  REQUIRED_PRICES,
  SAFETY_TEXT_MAX,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  type SaleType,
} from '@ansim/domain';
import { useCallback, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { MSG } from '../../../shared/messages.ts';
import { SelectField } from '../../../shared/ui/form/fields.tsx';
import { errorOf, fieldProps } from '../../../shared/ui/form/use-schema-form.ts';
import { type SaleStepData, useSalesStore } from '../../../stores/sales-store.ts';
import { useGradeEstimate } from '../api/grade-data.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import { estimateBodyOf, filesOfStep, PRICE_FIELDS_OF_STEP, type PriceField } from '../model/grade-form.ts';
import type { SaleStepProps } from '../model/step-props.ts';
import { useStepForm } from '../model/use-step-form.ts';
import { GradeDocumentUpload } from './grade-document-upload.tsx';
import { GradeEstimatePanel } from './grade-estimate-panel.tsx';
import { GradeGuideNotes } from './grade-guide-notes.tsx';
import { GradePublicPrice } from './grade-public-price.tsx';
import { StepActions } from './step-actions.tsx';
import {
  amountMask,
  ChipGroup,
  MoneyField,
  stepFormStyles as styles,
  TextAreaField,
  YesNoGroup,
} from './step-fields.tsx';

const M = SALE_FORM_MSG.grade;
type GradeInput = z.input<typeof gradeInfoSchema>;

/** Long enough that typing a price asks once, short enough that the grade follows the figures. */
export const GRADE_ESTIMATE_DEBOUNCE_MS = 500;

const DEFAULTS: Partial<GradeInput> = {
  type: '',
  sellingPrice: '',
  rentPrice: '',
  deposit: '',
  monthlyPrice: '',
  isLoan: false,
  loanPrice: '',
  collateralSecurity: false,
  collateralSecurityPrice: '',
  ownership: true,
  redevelop: false,
  illegalBuilding: false,
  taxArrears: false,
  publicPrice: '',
  safetyText: '',
  saleRegisterCopyFile: null,
  saleBuildingRegisterFile: null,
};

/**
 * The grade step's rules: the domain's (prices by deal type, loan and 근저당 amounts), and one more that
 * needs the live estimate — a grade better than the computed one must say why (safetyText).
 */
const gradeStepSchema = (computedRate: () => string | null) =>
  gradeInfoSchema.superRefine((form, ctx) => {
    checkGradeInfo(form, ctx);
    const computed = computedRate();
    if (
      computed !== null &&
      isGradeBetterThanComputed(form.safetyGrade, computed) &&
      form.safetyText === null
    )
      ctx.addIssue({ code: 'custom', message: SALE_FORM_MSG.spec.safetyTextWhyBetter, path: ['safetyText'] });
  });

const TYPE_OPTIONS = codesOf('TYPE').map((code) => ({ value: code.code, label: code.codeName }));
const GRADE_OPTIONS = RATE_CODES.map((rate) => ({
  value: rate.code,
  label: `${MSG.grades.name(rate.level)} · ${rate.label}`,
}));

type DocumentField = 'saleRegisterCopyFile' | 'saleBuildingRegisterFile';
type FileNames = Record<string, { fileName: string; previewUrl: null }>;

/**
 * Step 2, 등급정보 (spec 02 §3, §5): building and deal type, the prices of the deal type, the rights on the
 * property, the private register documents, the 공시가격, the grade guidance, and the broker's safety
 * grade beside the one the figures give.
 */
export default function GradeInfoStep({ onNext, onPrev, onTempSave }: SaleStepProps) {
  const location = useSalesStore((state) => state.temp.steps.locationInfo);
  const room = useSalesStore((state) => state.temp.steps.roomInfo);
  const bjdCode = typeof location?.bjdCode === 'string' && location.bjdCode !== '' ? location.bjdCode : null;
  const saleAddr = typeof location?.saleAddr === 'string' ? location.saleAddr : null;

  // The documents' names are screen-only: kept beside the values (the `files` of the step's data).
  const files = useRef<FileNames>(filesOfStep(useSalesStore.getState().temp.steps.gradeInfo));
  const [, setFilesVersion] = useState(0);
  const computedRate = useRef<string | null>(null);
  const [schema] = useState(() => gradeStepSchema(() => computedRate.current));
  const { form, store } = useStepForm('gradeInfo', schema, DEFAULTS, () => ({
    files: files.current as SaleStepData,
  }));
  const { control, setValue, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const validateNow = formState.isSubmitted;

  const saleType: SaleType | null = isSaleType(values.saleType) ? values.saleType : null;
  const buildingType = isBuildingType(values.buildingType) ? values.buildingType : null;

  const body = estimateBodyOf(values, bjdCode);
  const settledBody = useDebouncedValue(body ? JSON.stringify(body) : null, GRADE_ESTIMATE_DEBOUNCE_MS);
  const estimate = useGradeEstimate(settledBody ? JSON.parse(settledBody) : null);
  const computed = body && settledBody ? estimate.data : undefined;
  computedRate.current = computed?.rate ?? null;
  const chosenBetter =
    computed !== undefined &&
    typeof values.safetyGrade === 'string' &&
    values.safetyGrade !== '' &&
    isGradeBetterThanComputed(values.safetyGrade, computed.rate);

  const onFillPublicPrice = useCallback(
    (text: string) => setValue('publicPrice', text, { shouldValidate: validateNow }),
    [setValue, validateNow],
  );

  const setSaleType = (next: string) => {
    if (!isSaleType(next)) return;
    setValue('saleType', next, { shouldValidate: validateNow });
    // The prices of another deal type would be saved with the listing; they go with the switch.
    for (const field of PRICE_FIELDS_OF_STEP) {
      if (!REQUIRED_PRICES[next].includes(field)) setValue(field, '');
    }
  };

  const setDocument = (field: DocumentField, file: { fileId: string; fileName: string } | null) => {
    const previous = values[field];
    const next: FileNames = { ...files.current };
    if (typeof previous === 'string') delete next[previous];
    if (file) next[file.fileId] = { fileName: file.fileName, previewUrl: null };
    files.current = next;
    setFilesVersion((n) => n + 1);
    setValue(field, file?.fileId ?? null);
  };

  const priceField = (field: PriceField) => (
    <MoneyField
      key={field}
      label={M.prices[field]}
      amount={values[field]}
      {...fieldProps(form, field, { mask: amountMask })}
    />
  );

  const document = (field: DocumentField, label: string) => {
    const fileId = typeof values[field] === 'string' && values[field] !== '' ? values[field] : null;
    return (
      <GradeDocumentUpload
        label={label}
        name={field}
        fileId={fileId}
        fileName={fileId ? (files.current[fileId]?.fileName ?? null) : null}
        onChange={(file) => setDocument(field, file)}
      />
    );
  };

  const roomArea = room?.dedicatedArea1;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(() => {
        store();
        onNext();
      })}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.buildingLegend}</legend>
        <ChipGroup
          legend={M.buildingType}
          name="buildingType"
          options={BUILDING_TYPES.map((type) => ({ value: type, label: BUILDING_TYPE_LABELS[type] }))}
          value={values.buildingType}
          onChange={(next) => {
            if (isBuildingType(next)) setValue('buildingType', next, { shouldValidate: validateNow });
          }}
          error={errorOf(formState.errors, 'buildingType')}
        />
        <SelectField
          label={M.use}
          optional
          placeholder={M.usePlaceholder}
          options={TYPE_OPTIONS}
          hint={M.useHint}
          {...form.register('type')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.dealLegend}</legend>
        <ChipGroup
          legend={M.saleType}
          name="saleType"
          options={SALE_TYPES.map((type) => ({ value: type, label: SALE_TYPE_LABELS[type] }))}
          value={values.saleType}
          onChange={setSaleType}
          error={errorOf(formState.errors, 'saleType')}
        />
        {saleType && <div className={styles.grid}>{REQUIRED_PRICES[saleType].map(priceField)}</div>}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.rightsLegend}</legend>
        <div className={styles.grid}>
          <YesNoGroup
            legend={M.loan}
            name="isLoan"
            labels={[M.yes, M.no]}
            value={values.isLoan}
            onChange={(next) => {
              setValue('isLoan', next);
              if (!next) setValue('loanPrice', '');
            }}
          />
          {values.isLoan && (
            <MoneyField
              label={M.loanPrice}
              amount={values.loanPrice}
              {...fieldProps(form, 'loanPrice', { mask: amountMask })}
            />
          )}
        </div>
        <div className={styles.grid}>
          <YesNoGroup
            legend={M.collateral}
            name="collateralSecurity"
            labels={[M.yes, M.no]}
            value={values.collateralSecurity}
            onChange={(next) => {
              setValue('collateralSecurity', next);
              if (!next) setValue('collateralSecurityPrice', '');
            }}
          />
          {values.collateralSecurity && (
            <MoneyField
              label={M.collateralPrice}
              amount={values.collateralSecurityPrice}
              {...fieldProps(form, 'collateralSecurityPrice', { mask: amountMask })}
            />
          )}
        </div>
        <div className={styles.grid}>
          <YesNoGroup
            legend={M.ownership}
            name="ownership"
            labels={[M.same, M.different]}
            value={values.ownership}
            onChange={(next) => setValue('ownership', next)}
          />
          <YesNoGroup
            legend={M.redevelop}
            name="redevelop"
            labels={[M.applies, M.notApplies]}
            value={values.redevelop}
            onChange={(next) => setValue('redevelop', next)}
          />
          <YesNoGroup
            legend={M.illegalBuilding}
            name="illegalBuilding"
            labels={[M.applies, M.notApplies]}
            value={values.illegalBuilding}
            onChange={(next) => setValue('illegalBuilding', next)}
          />
          <YesNoGroup
            legend={M.taxArrears}
            name="taxArrears"
            labels={[M.applies, M.notApplies]}
            value={values.taxArrears}
            onChange={(next) => setValue('taxArrears', next)}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.documentsLegend}</legend>
        <p className={styles.sectionHint}>{M.documentsHint}</p>
        <div className={styles.grid}>
          {document('saleRegisterCopyFile', M.registerCopy)}
          {document('saleBuildingRegisterFile', M.buildingRegister)}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.publicPriceLegend}</legend>
        <GradePublicPrice
          field={fieldProps(form, 'publicPrice', { mask: amountMask })}
          value={values.publicPrice}
          onFill={onFillPublicPrice}
          bjdCode={bjdCode}
          saleAddr={saleAddr}
          buildingType={buildingType}
          initialArea={typeof roomArea === 'string' || typeof roomArea === 'number' ? String(roomArea) : ''}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{M.gradeLegend}</legend>
        <GradeGuideNotes saleType={saleType} />
        <div className={styles.grid}>
          <ChipGroup
            legend={M.safetyGrade}
            name="safetyGrade"
            options={GRADE_OPTIONS}
            value={values.safetyGrade}
            onChange={(next) => setValue('safetyGrade', next, { shouldValidate: validateNow })}
            error={errorOf(formState.errors, 'safetyGrade')}
            hint={chosenBetter ? M.betterChosen : undefined}
          />
          <GradeEstimatePanel
            grade={computed}
            ready={body !== null}
            pending={estimate.isFetching}
            failed={body !== null && estimate.isError}
          />
        </div>
        <TextAreaField
          label={chosenBetter ? M.safetyTextRequired : M.safetyText}
          required={chosenBetter}
          placeholder={M.safetyTextPlaceholder}
          maxChars={SAFETY_TEXT_MAX}
          length={[...(values.safetyText ?? '')].length}
          maxLength={SAFETY_TEXT_MAX}
          {...fieldProps(form, 'safetyText')}
        />
      </fieldset>

      <StepActions
        onPrev={() => {
          store();
          onPrev();
        }}
        onTempSave={() => {
          store();
          onTempSave();
        }}
      />
    </form>
  );
}
