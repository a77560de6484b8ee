import { locationInfoSchema } from '@ansim/domain';
import type { AddressResult } from '@ansim/domain/contract';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AddressCombobox, type AddressComboboxMessages } from '../../../shared/address/address-combobox.tsx';
import { TextField } from '../../../shared/ui/form/fields.tsx';
import { digitsOnly } from '../../../shared/ui/form/masks.ts';
import { errorOf, fieldProps } from '../../../shared/ui/form/use-schema-form.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import type { SaleStepProps } from '../model/step-props.ts';
import { useStepForm } from '../model/use-step-form.ts';
import { LocationSubwayList } from './location-subway-list.tsx';
import { StepActions } from './step-actions.tsx';
import { stepFormStyles as styles } from './step-fields.tsx';

const M = SALE_FORM_MSG.location;
type LocationInput = z.input<typeof locationInfoSchema>;

const DEFAULTS: Partial<LocationInput> = {
  postalCode: '',
  saleAddr: '',
  bjdCode: '',
  dong: '',
  unit: '',
  subwayNo: null,
};

const ADDRESS_MESSAGES: AddressComboboxMessages = {
  label: M.search,
  placeholder: M.searchPlaceholder,
  hint: M.searchHint,
  searching: M.searching,
  noResult: M.noResult,
  failed: M.searchFailed,
  resultCount: M.resultCount,
  chosen: (address) => M.chosenDetail(address.roadAddr, address.jibunAddr),
  detail: { road: M.road, jibun: M.jibun },
  refusedBadge: M.outside,
};

/** Registration is for Seoul, Gyeonggi and Incheon: an address outside is shown but refused. */
const refuseOutside = (address: AddressResult) =>
  address.served ? null : SALE_FORM_MSG.spec.outsideServiceArea;

/** The fields one chosen address fills; their messages are all "search and choose an address". */
const ADDRESS_FIELDS = ['saleAddr', 'bjdCode', 'lat', 'lng'] as const;

/**
 * Step 1, 위치정보 (spec 02 §2–§3): the address from the search (its 법정동 code, coordinates and postal
 * code come with it), 동 and 호, and the station shown with the listing.
 */
export default function LocationInfoStep({ onNext, onPrev, onTempSave }: SaleStepProps) {
  const { form, store } = useStepForm('locationInfo', locationInfoSchema, DEFAULTS);
  const { control, setValue, clearErrors, handleSubmit, formState } = form;
  const [saleAddr, lat, lng, subwayNo] = useWatch({ control, name: ['saleAddr', 'lat', 'lng', 'subwayNo'] });
  const [pickNearest, setPickNearest] = useState(false);

  const onSelect = (address: AddressResult) => {
    setValue('saleAddr', address.saleAddr);
    setValue('bjdCode', address.bjdCode);
    setValue('lat', address.lat);
    setValue('lng', address.lng);
    setValue('postalCode', address.postalCode ?? '');
    setValue('subwayNo', null);
    clearErrors([...ADDRESS_FIELDS]);
    setPickNearest(true);
  };

  const onSubway = useCallback(
    (next: number | null) => {
      setValue('subwayNo', next);
      setPickNearest(false);
    },
    [setValue],
  );

  const addressError = ADDRESS_FIELDS.map((name) => errorOf(formState.errors, name)).find(Boolean);
  const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;

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
        <legend className={styles.legend}>{M.legend}</legend>
        <AddressCombobox
          name="saleAddr"
          messages={ADDRESS_MESSAGES}
          refuse={refuseOutside}
          initialText={saleAddr ?? ''}
          onSelect={onSelect}
          error={addressError}
        />
        <div className={styles.grid}>
          <TextField
            label={M.postalCode}
            optional
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={M.postalCodePlaceholder}
            {...fieldProps(form, 'postalCode', { mask: digitsOnly(5) })}
          />
          <TextField label={M.dong} optional placeholder={M.dongPlaceholder} {...fieldProps(form, 'dong')} />
          <TextField
            label={M.unit}
            optional
            placeholder={M.unitPlaceholder}
            hint={M.unitHint}
            {...fieldProps(form, 'unit')}
          />
        </div>
      </fieldset>
      {point && (
        <section className={styles.section} aria-label={M.subwayLegend}>
          <LocationSubwayList
            point={point}
            value={subwayNo ?? null}
            onChange={onSubway}
            pickNearest={pickNearest}
          />
        </section>
      )}
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
