import { DEFAULT_OPTION_CODES, NONE_OPTION_CODES, type OptionGroup } from './codes.ts';

/*
 * Room-option check boxes of the listing form (product.md §B4): AC, LIFE, SECURITY and ETC each carry a '없음'
 * entry that excludes every other choice, and LIFE, SECURITY and ETC have a 'default' box.
 */

export type DefaultOptionGroup = keyof typeof DEFAULT_OPTION_CODES;

/**
 * Ticks or unticks one option. Choosing '없음' clears the others; choosing another option clears '없음';
 * '없음' itself cannot be unticked directly (only by choosing something else).
 */
export const toggleOption = (group: OptionGroup, selected: readonly string[], code: string): string[] => {
  const none = NONE_OPTION_CODES[group];
  if (code === none) return [none];
  if (selected.includes(code)) return selected.filter((c) => c !== code);
  return [...selected.filter((c) => c !== none), code];
};

/** True when every default code of the group is chosen, i.e. the 'default' box shows as ticked. */
export const isDefaultOptionsChecked = (group: DefaultOptionGroup, selected: readonly string[]): boolean =>
  DEFAULT_OPTION_CODES[group].every((code) => selected.includes(code));

/**
 * The 'default' box: ticking adds every default code and drops '없음'; unticking removes the default codes
 * and keeps whatever else was chosen.
 */
export const toggleDefaultOptions = (
  group: DefaultOptionGroup,
  selected: readonly string[],
  checked: boolean,
): string[] => {
  const defaults: readonly string[] = DEFAULT_OPTION_CODES[group];
  if (!checked) return selected.filter((c) => !defaults.includes(c));
  const none = NONE_OPTION_CODES[group];
  const kept = selected.filter((c) => c !== none && !defaults.includes(c));
  return [...defaults, ...kept];
};
