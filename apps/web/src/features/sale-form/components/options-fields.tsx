import {
  codesOf,
  type DefaultOptionGroup,
  isDefaultOptionsChecked,
  NONE_OPTION_CODES,
  type OptionGroup,
  toCodeObjects,
  toggleDefaultOptions,
  toggleOption,
} from '@ansim/domain';
import { type Control, Controller } from 'react-hook-form';
import { Checkbox } from '../../../shared/ui/form/fields.tsx';
import { Svg } from '../../../shared/ui/icons.tsx';
import { type OptionGroupKey, OptionIcon } from '../../../shared/ui/option-icons.tsx';
import { ROOM_MSG } from '../messages-room.ts';
import type { ExtraFormValues } from './extra-info-form.ts';
import styles from './options.module.css';
import { OptionsChecklist } from './options-checklist.tsx';
import { stepFormStyles } from './step-fields.tsx';

type ListName = 'heatList' | 'acList' | 'lifeList' | 'securityList' | 'etcList';
type GroupCode = 'HEAT' | OptionGroup;

const GROUPS: readonly { code: GroupCode; list: ListName; icon: OptionGroupKey }[] = [
  { code: 'HEAT', list: 'heatList', icon: 'heat' },
  { code: 'AC', list: 'acList', icon: 'ac' },
  { code: 'LIFE', list: 'lifeList', icon: 'life' },
  { code: 'SECURITY', list: 'securityList', icon: 'security' },
  { code: 'ETC', list: 'etcList', icon: 'etc' },
];

const NONE_CODES = new Set<string>(Object.values(NONE_OPTION_CODES));

/** '없음' reads as a crossed circle, not as the group's tick. */
const noneIcon = (
  <Svg size={22}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m6 18 12-12" />
  </Svg>
);

const hasDefaults = (group: GroupCode): group is DefaultOptionGroup =>
  group === 'LIFE' || group === 'SECURITY' || group === 'ETC';

/**
 * The next choice of a group (spec 02 §4 "Room-option checkboxes"): 난방 is a plain multiple choice; the
 * others follow toggleOption ('없음' clears the rest, another clears '없음', '없음' stays until another is
 * chosen).
 */
const nextCodes = (group: GroupCode, selected: readonly string[], code: string, checked: boolean) => {
  if (group === 'HEAT') return checked ? [...selected, code] : selected.filter((c) => c !== code);
  return toggleOption(group, selected, code);
};

const codesIn = (value: readonly { code: string }[] | undefined) => (value ?? []).map((item) => item.code);

/** 옵션: heating, cooling, appliances, security and the rest, each a group of tiles. */
export function OptionsFields({ control }: { control: Control<ExtraFormValues> }) {
  return (
    <fieldset className={stepFormStyles.section}>
      <legend className={stepFormStyles.legend}>{ROOM_MSG.extra.options}</legend>
      <div className={styles.stack}>
        {GROUPS.map(({ code: group, list, icon }) => {
          const items = codesOf(group).map((c) => ({
            code: c.code,
            label: c.codeName,
            icon: NONE_CODES.has(c.code) ? noneIcon : <OptionIcon group={icon} code={c.code} size={22} />,
          }));
          return (
            <Controller
              key={group}
              control={control}
              name={list}
              render={({ field }) => {
                const selected = codesIn(field.value);
                const set = (codes: string[]) => field.onChange(toCodeObjects(codes));
                const legend = ROOM_MSG.extra.optionGroups[group];
                return (
                  <OptionsChecklist
                    legend={legend}
                    items={items}
                    selected={selected}
                    onToggle={(code, checked) => set(nextCodes(group, selected, code, checked))}
                    header={
                      hasDefaults(group) && (
                        <Checkbox
                          className={styles.defaultBox}
                          label={ROOM_MSG.extra.defaultOptions(legend)}
                          checked={isDefaultOptionsChecked(group, selected)}
                          onChange={(event) =>
                            set(toggleDefaultOptions(group, selected, event.target.checked))
                          }
                        />
                      )
                    }
                  />
                );
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
