import {
  BASE_COST_CUSTOM,
  COST_TYPE,
  type CostTypeCode,
  costTotal,
  ETC_CODE_CUSTOM,
  emptyCostTypeForm,
  REASON_COST_TYPE_CUSTOM,
  UTILITIES,
  useFlagOf,
} from '@ansim/domain';
import type { CompareFee } from '@ansim/domain/contract';
import type { CodeRef, CostTypeRow } from './detail-repo.ts';
import type { CodeNamer } from './detail-service.ts';

/*
 * 관리비 in full for a comparison column, by the rules the detail page shows it with (product.md §B3.3, the
 * totals of §B5, fees.ts): the monthly total is the stored total, else the spec's total of the fee's type
 * (costTotal), else the card's 만원; 확인 불가 has no total. Amounts are 원.
 */

const KIND_OF = {
  [COST_TYPE.FIXED]: 'FIXED',
  [COST_TYPE.ACTUAL]: 'ACTUAL',
  [COST_TYPE.UNCONFIRMED]: 'UNCONFIRMED',
} as const satisfies Record<CostTypeCode, NonNullable<CompareFee['kind']>>;

const isCostTypeCode = (type: string): type is CostTypeCode => type in KIND_OF;

export interface FeeFacts {
  costType: CostTypeRow | null;
  costItems: CodeRef[];
  totalCost: number | null;
  /** 만원, as cards show it. */
  costPrice: number | null;
  costDesc: string | null;
  costDesc2: string | null;
}

/** The spec's total of a stored fee type: the fee form's own rule (costTotal), on the stored amounts. */
const totalOf = (type: CostTypeCode, t: CostTypeRow): number => {
  const amount = (value: number | null) => (value == null ? '' : String(value));
  return costTotal({
    ...emptyCostTypeForm(),
    type,
    publicCost: amount(t.publicCost),
    electricity: amount(t.electricity),
    heat: amount(t.heat),
    water: amount(t.water),
    internet: amount(t.internet),
    gas: amount(t.gas),
    tv: amount(t.tv),
    etcCost: amount(t.etcCost),
  });
};

/** A code's name, or the broker's own words when the code is the group's "직접 입력". */
const chosen = (
  codes: CodeNamer,
  group: string,
  code: string | null,
  custom: string,
  text: string | null,
): string | null => {
  if (!code) return null;
  const value = code === custom ? (text ?? '').trim() : codes.name(group, code);
  return value || null;
};

const unique = (values: readonly string[]) => [...new Set(values)];

export function compareFeeOf(f: FeeFacts, codes: CodeNamer): CompareFee {
  const t = f.costType;
  const type = t && isCostTypeCode(t.type) ? t.type : null;
  const kind = type === null ? null : KIND_OF[type];
  const stated = f.totalCost ?? (t && type ? totalOf(type, t) : null);
  const monthlyWon =
    kind === 'UNCONFIRMED' ? null : (stated ?? (f.costPrice == null ? null : f.costPrice * 10_000));

  const publicLine = (won: number) => ({ item: 'publicCost' as const, won, byUsage: false, text: null });
  let items: CompareFee['items'] = [];
  let basis: string | null = null;
  if (t && kind === 'FIXED') {
    items = [
      publicLine(t.publicCost ?? 0),
      ...UTILITIES.map((utility) => {
        const byUsage = t[useFlagOf(utility)];
        return { item: utility, won: byUsage ? null : (t[utility] ?? 0), byUsage, text: null };
      }),
      ...(t.isEtcCost
        ? [
            {
              item: 'etcCost' as const,
              won: t.etcCost ?? 0,
              byUsage: false,
              text: t.etcCostText?.trim() || null,
            },
          ]
        : []),
    ];
    basis = chosen(codes, 'ETC_CODE', t.etcCode, ETC_CODE_CUSTOM, t.etcText);
  } else if (t && kind === 'ACTUAL') {
    items = [publicLine(t.publicCost ?? 0)];
    basis = chosen(codes, 'BASE_COST', t.baseCost, BASE_COST_CUSTOM, t.baseCostText);
  } else if (t && kind === 'UNCONFIRMED') {
    // A public cost the broker still knew is worth showing; a missing one is not a zero.
    items = t.publicCost ? [publicLine(t.publicCost)] : [];
    basis = chosen(codes, 'REASON_COST_TYPE', t.reasonType, REASON_COST_TYPE_CUSTOM, t.reasonText);
  }
  const names = (group: string) => unique(codes.list(f.costItems, group).map((c) => c.codeName));
  const notes = [f.costDesc, f.costDesc2, t?.costItemText].map((n) => n?.trim() ?? '').filter(Boolean);

  return {
    kind,
    typeName: type === null ? null : codes.name('COST_TYPE', type),
    monthlyWon,
    items,
    basis,
    included: kind === 'UNCONFIRMED' ? [] : names('COST_ITEM'),
    separate: names('PRIVATE_COST'),
    notes: unique(notes),
  };
}
