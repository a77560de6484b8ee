import { codesOf } from '@ansim/domain';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { type SaleStepData, useSalesStore } from '../../../stores/sales-store.ts';
import { ROOM_MSG } from '../messages-room.ts';
import type { SaleStepProps } from '../model/step-props.ts';
import { useStepForm } from '../model/use-step-form.ts';
import { RoomAreaFields } from './room-area-fields.tsx';
import { RoomFloorFields } from './room-floor-fields.tsx';
import { ROOM_FORM_DEFAULTS, roomFormSchema } from './room-form-values.ts';
import { RoomMoveInFields } from './room-move-in-fields.tsx';
import { StepActions } from './step-actions.tsx';
import { ChipGroup, stepFormStyles as styles } from './step-fields.tsx';

const choices = (groupCode: string) => codesOf(groupCode).map((c) => ({ value: c.code, label: c.codeName }));
const ROOM_TYPES = choices('ROOM_TYPE');
// DERECTION is the spec's spelling of the code group.
const DIRECTIONS = choices('DERECTION');
const TOILETS = choices('TOILET');

/** The address the 위치정보 step resolved, which the area lookup and the approval date ask about. */
const addressOf = (location: SaleStepData | undefined) => {
  const saleAddr = location?.saleAddr;
  const bjdCode = location?.bjdCode;
  return typeof saleAddr === 'string' && saleAddr !== '' && typeof bjdCode === 'string' && bjdCode !== ''
    ? { saleAddr, bjdCode }
    : null;
};

/**
 * Step 3, 방정보 (spec 02 §3 roomInfo): room type, floors, the four areas in ㎡ and 평, direction, bathrooms,
 * the building's 사용승인일 and the move-in date. Every change is kept in the sales store.
 */
export default function RoomInfoStep({ onNext, onPrev, onTempSave }: SaleStepProps) {
  const schema = useMemo(roomFormSchema, []);
  const { form, store } = useStepForm('roomInfo', schema, ROOM_FORM_DEFAULTS);
  const location = useSalesStore((state) => state.temp.steps.locationInfo);
  const address = useMemo(() => addressOf(location), [location]);
  const [immediate, setImmediate] = useState(() => !form.getValues('applyDate'));
  const { control, formState } = form;

  const submit = form.handleSubmit((values) => {
    if (!immediate && values.applyDate === null) {
      form.setError('applyDate', { message: ROOM_MSG.room.applyDateRequired }, { shouldFocus: true });
      return;
    }
    store();
    onNext();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{ROOM_MSG.room.structureAndFloors}</legend>
        <Controller
          control={control}
          name="roomType"
          render={({ field }) => (
            <ChipGroup
              legend={ROOM_MSG.room.roomType}
              name={field.name}
              options={ROOM_TYPES}
              value={field.value}
              onChange={field.onChange}
              error={errorOf(formState.errors, 'roomType')}
            />
          )}
        />
        <RoomFloorFields form={form} />
      </fieldset>
      <RoomAreaFields form={form} address={address} />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{ROOM_MSG.room.structure}</legend>
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <ChipGroup
              legend={ROOM_MSG.room.direction}
              hint={ROOM_MSG.room.directionHint}
              name={field.name}
              options={DIRECTIONS}
              value={field.value}
              onChange={field.onChange}
              error={errorOf(formState.errors, 'direction')}
            />
          )}
        />
        <Controller
          control={control}
          name="toiletCount"
          render={({ field }) => (
            <ChipGroup
              legend={ROOM_MSG.room.toiletCount}
              name={field.name}
              options={TOILETS}
              value={field.value}
              onChange={field.onChange}
              error={errorOf(formState.errors, 'toiletCount')}
            />
          )}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{ROOM_MSG.room.dates}</legend>
        <RoomMoveInFields
          form={form}
          address={address}
          immediate={immediate}
          onImmediateChange={(next) => {
            setImmediate(next);
            form.clearErrors('applyDate');
          }}
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
