import type { RoomInfo } from '@ansim/domain';
import type { RoomArea } from '@ansim/domain/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { ROOM_MSG } from '../messages-room.ts';
import { AreaPairInput } from './area-pair-input.tsx';
import { RoomAreaLookup } from './room-area-lookup.tsx';
import { AREA_FIELDS, type AreaField, type RoomFormValues } from './room-form-values.ts';
import styles from './room-step.module.css';
import { stepFormStyles } from './step-fields.tsx';

const LABELS: Record<AreaField, string> = {
  dedicatedArea1: ROOM_MSG.room.area.dedicatedArea,
  supplyArea1: ROOM_MSG.room.area.supplyArea,
  actualArea1: ROOM_MSG.room.area.actualArea,
  landArea1: ROOM_MSG.room.area.landArea,
};

const areaText = (value: number | null) => (value === null ? '' : String(value));

/** The four areas as ㎡/평 pairs, and the lookup that fills them from the address. */
export function RoomAreaFields({
  form,
  address,
}: {
  form: UseFormReturn<RoomFormValues, unknown, RoomInfo>;
  address: { saleAddr: string; bjdCode: string } | null;
}) {
  const { control, setValue, formState } = form;
  const pick = (area: RoomArea) => {
    const picked: Record<AreaField, string> = {
      dedicatedArea1: areaText(area.dedicatedArea),
      supplyArea1: areaText(area.supplyArea),
      actualArea1: areaText(area.actualArea),
      landArea1: areaText(area.landArea),
    };
    for (const field of AREA_FIELDS) setValue(field, picked[field], { shouldValidate: true });
  };
  return (
    <fieldset className={stepFormStyles.section}>
      <legend className={stepFormStyles.legend}>{ROOM_MSG.room.areas}</legend>
      <div className={styles.sectionHead}>
        <p className={styles.hint}>{ROOM_MSG.room.areaHint}</p>
        <RoomAreaLookup address={address} onPick={pick} />
      </div>
      {AREA_FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <AreaPairInput
              label={LABELS[name]}
              name={field.name}
              sqm={field.value == null ? '' : String(field.value)}
              onSqmChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf(formState.errors, name)}
            />
          )}
        />
      ))}
    </fieldset>
  );
}
