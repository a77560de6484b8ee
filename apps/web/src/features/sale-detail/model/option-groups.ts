import { NONE_OPTION_CODES } from '@ansim/domain';
import type { CodeItem, SaleDetail } from '@ansim/domain/contract';
import { DETAIL } from '../messages.ts';

/** The option groups of the listing form (product.md §B3.2), in the form's order. */
export const OPTION_GROUP_KEYS = ['heat', 'ac', 'life', 'security', 'etc'] as const;
export type OptionGroupKey = (typeof OPTION_GROUP_KEYS)[number];

const LISTS = {
  heat: 'heatList',
  ac: 'acList',
  life: 'lifeList',
  security: 'securityList',
  etc: 'etcList',
} as const satisfies Record<OptionGroupKey, keyof SaleDetail>;

const NONE_CODES = new Set<string>(Object.values(NONE_OPTION_CODES));

export interface OptionGroupView {
  key: OptionGroupKey;
  label: string;
  /** The options the listing has; '없음' is not one of them. */
  items: CodeItem[];
  /** The broker ticked '없음': the group is shown as such rather than left out. */
  none: boolean;
}

/** The groups the broker filled in; a group with nothing ticked is left out. */
export function optionGroups(detail: SaleDetail): OptionGroupView[] {
  return OPTION_GROUP_KEYS.map((key) => {
    const list = detail[LISTS[key]];
    const items = list.filter((item) => !NONE_CODES.has(item.code));
    return {
      key,
      label: DETAIL.options.groups[key],
      items,
      none: items.length === 0 && list.length > 0,
    };
  }).filter((group) => group.items.length > 0 || group.none);
}
