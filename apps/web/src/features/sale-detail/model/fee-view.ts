import {
  BASE_COST_CUSTOM,
  COST_TYPE,
  type CostTypeCode,
  type CostTypeForm,
  codeName,
  costTotal,
  ETC_CODE_CUSTOM,
  emptyCostTypeForm,
  modalTotal,
  REASON_COST_TYPE_CUSTOM,
  UTILITIES,
  UTILITY_LABELS,
  useFlagOf,
} from '@ansim/domain';
import type { CostTypeDetail, SaleDetail } from '@ansim/domain/contract';
import { formatFee } from '../../../shared/listing-facts/listing-text.ts';
import { DETAIL } from '../messages.ts';

/*
 * The management fee (관리비) as the detail shows it: a summary line on the page and the full breakdown of
 * its cost type in the fee view (product.md §B3.3, totals of §B5). Amounts are 원.
 */

export type FeeKind = 'FIXED' | 'ACTUAL' | 'UNCONFIRMED';

const KIND_OF: Record<CostTypeCode, FeeKind> = {
  [COST_TYPE.FIXED]: 'FIXED',
  [COST_TYPE.ACTUAL]: 'ACTUAL',
  [COST_TYPE.UNCONFIRMED]: 'UNCONFIRMED',
};

const isCostTypeCode = (type: string): type is CostTypeCode => type in KIND_OF;

const amount = (value: number | null) => (value == null ? '' : String(value));

/** The stored fee as the fee form holds it, so that the form's totals (fees.ts) are the ones shown. */
export const costTypeForm = (cost: CostTypeDetail): CostTypeForm => ({
  ...emptyCostTypeForm(),
  type: isCostTypeCode(cost.type) ? cost.type : '',
  etcCode: cost.etcCode ?? '',
  etcText: cost.etcText ?? '',
  publicCost: amount(cost.publicCost),
  electricity: amount(cost.electricity),
  heat: amount(cost.heat),
  water: amount(cost.water),
  internet: amount(cost.internet),
  gas: amount(cost.gas),
  tv: amount(cost.tv),
  electricityUse: cost.electricityUse,
  heatUse: cost.heatUse,
  waterUse: cost.waterUse,
  internetUse: cost.internetUse,
  gasUse: cost.gasUse,
  tvUse: cost.tvUse,
  isEtcCost: cost.isEtcCost,
  etcCost: amount(cost.etcCost),
  etcCostText: cost.etcCostText ?? '',
  baseCost: cost.baseCost ?? '',
  baseCostText: cost.baseCostText ?? '',
  reasonType: cost.reasonType ?? '',
  reasonText: cost.reasonText ?? '',
  costItemText: cost.costItemText ?? '',
});

export interface FeeRow {
  label: string;
  /** The amount, or '사용량에 따라 부과' for a utility billed by usage. */
  value: string;
  byUsage: boolean;
}

export interface FeeBreakdown {
  kind: FeeKind;
  /** '정액 관리비', '실비 관리비', '확인 불가'. */
  typeLabel: string;
  rows: FeeRow[];
  /** The basis of a flat fee, the basis of an actual one, or why it cannot be confirmed. */
  basis: { label: string; value: string } | null;
  /** The spec's total: for 정액 every amount (the modal total), else the public cost; null when unknown. */
  total: { label: string; won: number } | null;
  note: string | null;
}

/** A code's name, or the broker's own words when the code is the group's "직접 입력". */
const chosen = (group: string, code: string, custom: string, text: string) =>
  code === custom ? text.trim() : code ? codeName(group, code) : '';

/** The full breakdown of a listing's cost type for the fee view. */
export function feeBreakdown(cost: CostTypeDetail): FeeBreakdown | null {
  const form = costTypeForm(cost);
  if (form.type === '') return null;
  const kind = KIND_OF[form.type];
  const typeLabel = codeName('COST_TYPE', form.type);
  const publicRow = (value: number | null): FeeRow[] =>
    value == null ? [] : [{ label: DETAIL.fee.publicCost, value: formatFee(value), byUsage: false }];

  if (kind === 'FIXED') {
    const rows: FeeRow[] = [
      ...publicRow(cost.publicCost ?? 0),
      ...UTILITIES.map((utility) => {
        const byUsage = form[useFlagOf(utility)];
        return {
          label: UTILITY_LABELS[utility],
          value: byUsage ? DETAIL.fee.byUsage : formatFee(cost[utility] ?? 0),
          byUsage,
        };
      }),
      ...(cost.isEtcCost
        ? [
            {
              label: DETAIL.fee.etcCost(cost.etcCostText?.trim() ?? ''),
              value: formatFee(cost.etcCost ?? 0),
              byUsage: false,
            },
          ]
        : []),
    ];
    const basis = chosen('ETC_CODE', form.etcCode, ETC_CODE_CUSTOM, form.etcText);
    return {
      kind,
      typeLabel,
      rows,
      basis: basis ? { label: DETAIL.fee.basis, value: basis } : null,
      total: { label: DETAIL.fee.totalFixed, won: modalTotal(form) },
      note: rows.some((row) => row.byUsage) ? DETAIL.fee.byUsageNote : null,
    };
  }

  if (kind === 'ACTUAL') {
    const basis = chosen('BASE_COST', form.baseCost, BASE_COST_CUSTOM, form.baseCostText);
    return {
      kind,
      typeLabel,
      rows: publicRow(cost.publicCost ?? 0),
      basis: basis ? { label: DETAIL.fee.actualBasis, value: basis } : null,
      total: { label: DETAIL.fee.totalActual, won: costTotal(form) },
      note: DETAIL.fee.actualNote,
    };
  }

  const reason = chosen('REASON_COST_TYPE', form.reasonType, REASON_COST_TYPE_CUSTOM, form.reasonText);
  return {
    kind,
    typeLabel,
    // A public cost the broker still knew is worth showing; a missing one is not a zero.
    rows: cost.publicCost ? publicRow(cost.publicCost) : [],
    basis: reason ? { label: DETAIL.fee.unconfirmedReason, value: reason } : null,
    total: null,
    note: DETAIL.fee.unconfirmedNote,
  };
}

export interface FeeSummary {
  kind: FeeKind | null;
  /** '월 7만원', '확인 불가', '없음'; null when the listing says nothing about its fee. */
  headline: string | null;
  /** What the fee covers (COST_ITEM names). */
  included: string[];
  /** Utilities billed apart from it (PRIVATE_COST names). */
  separate: string[];
  /** The broker's notes about the fee, and about what it covers. */
  notes: string[];
  /** The fee view has something to show. */
  hasBreakdown: boolean;
}

const names = (group: string, codes: readonly { code: string }[]) => [
  ...new Set(codes.map((item) => codeName(group, item.code))),
];

/** The monthly fee in 원: the stored total, else the spec's total of the cost type, else the card's 만원. */
export const monthlyFee = (detail: SaleDetail): number | null => {
  if (detail.totalCost != null) return detail.totalCost;
  if (detail.costType) return costTotal(costTypeForm(detail.costType));
  return detail.costPrice == null ? null : detail.costPrice * 10_000;
};

/** The fee section's summary. */
export function feeSummary(detail: SaleDetail): FeeSummary {
  const cost = detail.costType;
  const kind = cost && isCostTypeCode(cost.type) ? KIND_OF[cost.type] : null;
  const won = monthlyFee(detail);
  const headline =
    kind === 'UNCONFIRMED'
      ? DETAIL.fee.unknown
      : won == null
        ? null
        : won === 0
          ? DETAIL.fee.none
          : DETAIL.fee.perMonth(formatFee(won));
  const includedCodes = cost && cost.costItemList.length > 0 ? cost.costItemList : detail.costList;
  const notes = [detail.costDesc, detail.costDesc2, cost?.costItemText]
    .map((note) => note?.trim() ?? '')
    .filter(Boolean);
  return {
    kind,
    headline,
    included: kind === 'UNCONFIRMED' ? [] : names('COST_ITEM', includedCodes),
    separate: names('PRIVATE_COST', detail.privateCostList),
    notes: [...new Set(notes)],
    hasBreakdown: kind !== null,
  };
}

/** The one-line fee of the summary card ('관리비 7만원'); null when unknown. */
export const feeShort = (detail: SaleDetail): string | null => {
  const summary = feeSummary(detail);
  if (summary.kind === 'UNCONFIRMED') return DETAIL.feeUnknown;
  const won = monthlyFee(detail);
  return won == null ? null : DETAIL.monthlyFee(won === 0 ? DETAIL.fee.none : formatFee(won));
};
