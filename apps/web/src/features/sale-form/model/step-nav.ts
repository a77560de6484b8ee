import { SALE_STEPS, type SaleFlow, type SaleStep } from '../../../stores/sales-store.ts';

/** `?saleNo=` carries the listing a modify or a continued temporary save works on. */
export const SALE_NO_PARAM = 'saleNo';

export const parseSaleNo = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const saleNo = Number(value);
  return saleNo > 0 && saleNo <= 2_147_483_647 ? saleNo : null;
};

/** The address of one step of a flow; the listing number travels along for modify and storage. */
export function stepPath(flow: SaleFlow, step: SaleStep, saleNo: number | null): string {
  const path = `/salesManagement/${flow}/${step}`;
  return flow !== 'regist' && saleNo !== null ? `${path}?${SALE_NO_PARAM}=${saleNo}` : path;
}

export const stepIndex = (step: SaleStep): number => SALE_STEPS.indexOf(step);
export const nextStepOf = (step: SaleStep): SaleStep | null => SALE_STEPS[stepIndex(step) + 1] ?? null;
export const prevStepOf = (step: SaleStep): SaleStep | null => SALE_STEPS[stepIndex(step) - 1] ?? null;

/** How a save ended, as the completion screen tells it. */
export type SaleOutcome = 'complete' | 'temp' | 'quota';

/**
 * The completion screen of a save: /salesManagement/regist/{complete|temp} and
 * /salesManagement/salesModify/{complete|temp} (spec 02 §2). A registration the quota refused is a
 * temporary save with its reason in the query, so a reload still tells why.
 */
export function completionPath(
  flow: SaleFlow,
  outcome: SaleOutcome,
  saleNo: number,
  remainingAdUnits: number | null = null,
  inReview = false,
): string {
  const base = flow === 'salesModify' ? '/salesManagement/salesModify' : '/salesManagement/regist';
  const query = new URLSearchParams({ [SALE_NO_PARAM]: String(saleNo) });
  if (outcome === 'quota') query.set('reason', 'quota');
  if (remainingAdUnits !== null) query.set('remaining', String(remainingAdUnits));
  if (inReview) query.set('review', '1');
  return `${base}/${outcome === 'complete' ? 'complete' : 'temp'}?${query}`;
}

/** Marks a step reached by 다음, so 이전 can go back in history instead of stacking a new entry. */
export interface StepNavState {
  fromStep: SaleStep;
}

export const isStepNavState = (state: unknown, step: SaleStep): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<StepNavState>).fromStep === step;
