import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The three flows that share the five registration steps (product.md §B2). */
export type SaleFlow = 'regist' | 'salesModify' | 'storage';

export const SALE_STEPS = ['locationInfo', 'gradeInfo', 'roomInfo', 'extraInfo', 'detailInfo'] as const;
export type SaleStep = (typeof SALE_STEPS)[number];

export const isSaleStep = (value: string | undefined): value is SaleStep =>
  value !== undefined && (SALE_STEPS as readonly string[]).includes(value);

/**
 * One step's answers. Field names are the spec's (product.md §B3 "Listing creation state"); the step forms own
 * their exact types. A File cannot survive JSON persistence: uploads go ahead at once and a step keeps their
 * ids, with their names and previews under its screen-only `files` key.
 */
export type SaleStepData = { [field: string]: SaleFormValue };
/** What a form field can hold once it has been through JSON: the fee object and code lists included. */
export type SaleFormValue =
  | string
  | number
  | boolean
  | null
  | SaleFormValue[]
  | { [key: string]: SaleFormValue };

export interface SalesTemp {
  flow: SaleFlow | null;
  /** The listing being modified or continued; null for a new registration. */
  saleNo: number | null;
  steps: Partial<Record<SaleStep, SaleStepData>>;
}

interface SalesState {
  temp: SalesTemp;
}

interface SalesActions {
  /** Begins a flow's draft: empty for a new registration, or the saved listing's steps to modify or continue. */
  startTemp: (flow: SaleFlow, saleNo?: number | null, steps?: SalesTemp['steps']) => void;
  setStepData: (step: SaleStep, data: SaleStepData) => void;
  clearTemp: () => void;
}

export const emptySalesTemp: SalesTemp = { flow: null, saleNo: null, steps: {} };
export const initialSalesState: SalesState = { temp: emptySalesTemp };

export const useSalesStore = create<SalesState & SalesActions>()(
  persist(
    (set) => ({
      ...initialSalesState,
      startTemp: (flow, saleNo = null, steps = {}) => set({ temp: { flow, saleNo, steps } }),
      setStepData: (step, data) =>
        set((state) => ({ temp: { ...state.temp, steps: { ...state.temp.steps, [step]: data } } })),
      clearTemp: () => set({ temp: emptySalesTemp }),
    }),
    { name: 'ansim.sales', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
