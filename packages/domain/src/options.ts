import type { OptionGroup } from './codes.ts';

/*
 * Room-option check boxes of the listing form (product.md §B4): AC, LIFE, SECURITY and ETC each carry a '없음'
 * entry that excludes every other choice, and LIFE, SECURITY and ETC have a 'default' box.
 */

export const NONE_OPTION_CODES = {
  AC: 'AC005',
  LIFE: 'LIFE017',
  SECURITY: 'SECURITY009',
  ETC: 'ETC007',
} as const satisfies Record<OptionGroup, string>;

export const DEFAULT_LIFE_CODES = ['LIFE001', 'LIFE002', 'LIFE004', 'LIFE005', 'LIFE016'] as const;
export const DEFAULT_SECURITY_CODES = [
  'SECURITY001',
  'SECURITY002',
  'SECURITY003',
  'SECURITY004',
  'SECURITY005',
  'SECURITY006',
  'SECURITY007',
  'SECURITY008',
] as const;
export const DEFAULT_ETC_CODES = ['ETC001', 'ETC002', 'ETC003', 'ETC004'] as const;

/** Groups that have a 'default' check box (product.md §B4); AC has none. */
export const DEFAULT_OPTION_CODES = {
  LIFE: DEFAULT_LIFE_CODES,
  SECURITY: DEFAULT_SECURITY_CODES,
  ETC: DEFAULT_ETC_CODES,
} as const;

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
