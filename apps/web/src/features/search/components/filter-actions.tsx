import { type SearchFilter, withThousands } from '@ansim/domain';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useSaleCount } from '../api/get-sale-count.ts';
import styles from './filter.module.css';

interface FilterActionsProps {
  /** The draft as the list would query it (area and map bounds included), for the count on 적용. */
  counted: SearchFilter;
  onReset: () => void;
  onCancel?: () => void;
  onApply: () => void;
}

/** 초기화, 취소 and 적용; 적용 says how many listings the draft finds before the user commits to it. */
export function FilterActions({ counted, onReset, onCancel, onApply }: FilterActionsProps) {
  const settled = useDebouncedValue(counted, 250);
  const count = useSaleCount(settled);
  const label =
    count.data === undefined
      ? MSG.search.filter.apply
      : MSG.search.filter.applyCount(withThousands(count.data));
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={onReset}>
        {MSG.search.filter.reset}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {MSG.search.filter.cancel}
        </Button>
      )}
      <Button variant="primary" className={styles.apply} onClick={onApply}>
        {label}
      </Button>
    </div>
  );
}
