import { BUILDING_TYPE_LABELS, BUILDING_TYPES, type BuildingType } from '@ansim/domain';
import type { FormEvent } from 'react';
import { AddressCombobox, type AddressComboboxMessages } from '../../../shared/address/address-combobox.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox, FormAlert, formStyles, SelectField, TextField } from '../../../shared/ui/form/fields.tsx';
import { SAFETY_CHECK_MSG as M } from '../messages.ts';
import type { CheckFormState, FormField } from '../model/check-form.ts';
import styles from './check-form.module.css';

const FACTS = [
  'otherSeniorRights',
  'landOwnerDifferent',
  'illegalBuilding',
  'multiUnitHouse',
  'taxArrears',
] as const;

/** Any address may be checked, inside the service area or not: nothing is refused. */
const ADDRESS_MESSAGES: AddressComboboxMessages = {
  ...M.address,
  chosen: (address) => M.address.chosen(address.saleAddr),
};

/** The inputs of a check: the address, the deal, the figures from the papers, and the yes/no facts. */
export function CheckForm({
  state,
  onChange,
  errors,
  serverError,
  pending,
  onSubmit,
  priceRef,
}: {
  state: CheckFormState;
  onChange: (patch: Partial<CheckFormState>) => void;
  errors: Partial<Record<FormField, string>>;
  serverError: string | null;
  pending: boolean;
  onSubmit: () => void;
  priceRef: React.RefObject<HTMLInputElement | null>;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const digits = (field: 'deposit' | 'monthly' | 'senior' | 'price') => ({
    inputMode: 'numeric' as const,
    value: state[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={M.formTitle}>
      <AddressCombobox
        name="address"
        messages={ADDRESS_MESSAGES}
        onSelect={(address) => onChange({ address })}
        onClear={() => onChange({ address: null })}
        error={errors.address}
      />
      <div className={styles.pair}>
        <SelectField
          label={M.buildingType}
          placeholder={M.buildingType}
          options={BUILDING_TYPES.map((t) => ({ value: t, label: BUILDING_TYPE_LABELS[t] }))}
          value={state.buildingType}
          onChange={(event) => {
            const value = event.target.value as BuildingType | '';
            if (value) onChange({ buildingType: value });
          }}
        />
        <fieldset className={styles.deal}>
          <legend className={formStyles.label}>{M.dealType}</legend>
          <div className={styles.segments}>
            {(['RENT', 'MONTHLY'] as const).map((deal) => (
              <label key={deal} className={styles.segment}>
                <input
                  type="radio"
                  name="dealType"
                  value={deal}
                  checked={state.dealType === deal}
                  onChange={() => onChange({ dealType: deal })}
                />
                <span>{M.deals[deal]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.pair}>
        <TextField
          label={state.dealType === 'RENT' ? M.deposit.rentLabel : M.deposit.label}
          hint={M.deposit.hint}
          error={errors.deposit}
          name="deposit"
          {...digits('deposit')}
        />
        {state.dealType === 'MONTHLY' && (
          <TextField
            label={M.monthly.label}
            error={errors.monthly}
            name="monthlyPrice"
            {...digits('monthly')}
          />
        )}
      </div>
      <TextField label={M.senior.label} hint={M.senior.hint} name="seniorDebt" {...digits('senior')} />
      <div className={styles.pair}>
        <TextField
          label={M.price.label}
          optional
          hint={M.price.hint}
          error={errors.price}
          name="publicPrice"
          ref={priceRef}
          {...digits('price')}
        />
        <TextField
          label={M.area.label}
          optional
          hint={M.area.hint}
          name="area"
          inputMode="decimal"
          value={state.area}
          onChange={(event) => onChange({ area: event.target.value })}
        />
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{M.factsTitle}</legend>
        <div className={styles.facts}>
          {FACTS.map((fact) => (
            <Checkbox
              key={fact}
              name={fact}
              label={M.facts[fact].label}
              description={M.facts[fact].help}
              checked={state[fact]}
              onChange={(event) => onChange({ [fact]: event.target.checked })}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" size="large" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? M.submitting : M.submit}
      </Button>
    </form>
  );
}
