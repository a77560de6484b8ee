import { codesOf, toCodeObjects } from '@ansim/domain';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../shared/ui/form/fields.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import type { ExtraFormValues } from './extra-info-form.ts';
import { OptionsChecklist } from './options-checklist.tsx';

const M = ROOM_MSG.extra;
const toItems = (groupCode: string) => codesOf(groupCode).map((c) => ({ code: c.code, label: c.codeName }));
const COST_ITEMS = toItems('COST_ITEM');
const PRIVATE_COSTS = toItems('PRIVATE_COST');

interface CostListProps {
  control: Control<ExtraFormValues>;
  flag: 'isPublicCost' | 'isPrivateCost';
  list: 'costList' | 'privateCostList';
  flagLabel: string;
  legend: string;
  items: readonly { code: string; label: string }[];
}

/** A yes/no box that opens its list of items; unticking it clears the list, so nothing hidden is saved. */
function CostList({ control, flag, list, flagLabel, legend, items }: CostListProps) {
  const on = useWatch({ control, name: flag });
  return (
    <>
      <Controller
        control={control}
        name={list}
        render={({ field: listField }) => (
          <>
            <Controller
              control={control}
              name={flag}
              render={({ field }) => (
                <Checkbox
                  label={flagLabel}
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (!event.target.checked) listField.onChange([]);
                  }}
                />
              )}
            />
            {on && (
              <OptionsChecklist
                legend={legend}
                items={items}
                selected={(listField.value ?? []).map((item) => item.code)}
                onToggle={(code, checked) => {
                  const codes = (listField.value ?? []).map((item) => item.code);
                  listField.onChange(
                    toCodeObjects(checked ? [...codes, code] : codes.filter((c) => c !== code)),
                  );
                }}
              />
            )}
          </>
        )}
      />
    </>
  );
}

/** What the fee covers (COST_ITEM) and the utilities billed apart from it (PRIVATE_COST). */
export function FeeEntryCostLists({ control }: { control: Control<ExtraFormValues> }) {
  return (
    <>
      <CostList
        control={control}
        flag="isPublicCost"
        list="costList"
        flagLabel={M.isPublicCost}
        legend={M.costList}
        items={COST_ITEMS}
      />
      <CostList
        control={control}
        flag="isPrivateCost"
        list="privateCostList"
        flagLabel={M.isPrivateCost}
        legend={M.privateCostList}
        items={PRIVATE_COSTS}
      />
    </>
  );
}
