import type { SaleFlow } from '../../../stores/sales-store.ts';

export interface SaleStepProps {
  flow: SaleFlow; // 'regist' | 'salesModify' | 'storage'
  saleNo: number | null; // listing being modified/continued
  /** Store this step's values (already in the sales store) and go on; on detailInfo: save the listing. */
  onNext: () => void;
  onPrev: () => void;
  /** 임시저장 from this step (saves the whole temp form as STORAGE). */
  onTempSave: () => void;
}
