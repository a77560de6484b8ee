import { createContext, useContext } from 'react';
import type { SaleFlow } from '../../../stores/sales-store.ts';

/** What the step shell tells every step's action bar: which flow, and whether a save is running. */
export interface SaleShellState {
  flow: SaleFlow;
  isLastStep: boolean;
  isFirstStep: boolean;
  saving: boolean;
}

export const SaleShellContext = createContext<SaleShellState>({
  flow: 'regist',
  isLastStep: false,
  isFirstStep: true,
  saving: false,
});

export const useSaleShell = (): SaleShellState => useContext(SaleShellContext);
