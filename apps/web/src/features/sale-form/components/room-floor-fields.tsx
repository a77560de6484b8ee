import {
  FLOOR_CHOICES,
  FLOOR_PLACEHOLDER,
  floorChoices,
  MAX_ABOVE_GROUND_FLOOR,
  ROOFTOP_FLOOR,
  type RoomInfo,
} from '@ansim/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../shared/ui/form/fields.tsx';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { ROOM_MSG } from '../messages-room.ts';
import type { RoomFormValues } from './room-form-values.ts';
import styles from './room-step.module.css';

/** A building has 1 to 100 floors above ground; 반지하 and 옥상 are floors of a unit, not totals. */
const TOTAL_CHOICES = FLOOR_CHOICES.filter((c) => c.value >= 1 && c.value <= MAX_ABOVE_GROUND_FLOOR).map(
  (c) => ({ value: String(c.value), label: c.label }),
);

const toNumber = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/**
 * 전체 층 and 해당 층 (spec 02 §3 "Floor choices"): the floor's list runs from 반지하 to the total plus 옥상,
 * and waits with '전체 층을 선택해주세요' until a total is chosen. A lower total drops a floor above it.
 */
export function RoomFloorFields({ form }: { form: UseFormReturn<RoomFormValues, unknown, RoomInfo> }) {
  const { control, watch, getValues, setValue, formState } = form;
  const total = watch('entireFloor');
  const hasTotal = total != null;
  const floorOptions = hasTotal
    ? floorChoices(total).map((c) => ({ value: String(c.value), label: c.label }))
    : [];

  const chooseTotal = (next: number | undefined) => {
    const floor = getValues('floor');
    const outOfRange = floor != null && floor !== ROOFTOP_FLOOR && (next === undefined || floor > next);
    if (outOfRange) setValue('floor', undefined);
  };

  return (
    <div className={styles.pair}>
      <Controller
        control={control}
        name="entireFloor"
        render={({ field }) => (
          <SelectField
            label={ROOM_MSG.room.entireFloor}
            placeholder={ROOM_MSG.room.entireFloorPlaceholder}
            options={TOTAL_CHOICES}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => {
              const next = toNumber(event.target.value);
              chooseTotal(next);
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            error={errorOf(formState.errors, 'entireFloor')}
          />
        )}
      />
      <Controller
        control={control}
        name="floor"
        render={({ field }) => (
          <SelectField
            label={ROOM_MSG.room.floor}
            placeholder={hasTotal ? ROOM_MSG.room.floorPlaceholder : FLOOR_PLACEHOLDER}
            options={floorOptions}
            disabled={!hasTotal}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => field.onChange(toNumber(event.target.value))}
            onBlur={field.onBlur}
            error={errorOf(formState.errors, 'floor')}
          />
        )}
      />
    </div>
  );
}
