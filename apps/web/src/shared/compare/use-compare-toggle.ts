import { useCallback } from 'react';
import { alertDialog } from '../modal/dialogs.tsx';
import { type ComparePick, useCompareStore, useIsCompared } from './compare-store.ts';
import { COMPARE_MSG } from './messages.ts';

/**
 * A listing's place in 비교함 and the way to change it: picked → out, not picked → in, and a fourth listing
 * is refused with '최대 3개까지 비교할 수 있어요' (nothing is added).
 */
export function useCompareToggle(pick: ComparePick): { picked: boolean; toggle: () => void } {
  const picked = useIsCompared(pick.saleNo);
  const { saleNo, title } = pick;
  const toggle = useCallback(() => {
    const { add, remove } = useCompareStore.getState();
    if (picked) {
      remove(saleNo);
      return;
    }
    if (add({ saleNo, title }) === 'full') void alertDialog({ message: COMPARE_MSG.full });
  }, [picked, saleNo, title]);
  return { picked, toggle };
}
