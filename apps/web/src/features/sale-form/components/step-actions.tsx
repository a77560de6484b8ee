import { Button } from '../../../shared/ui/button.tsx';
import { SALE_FORM_MSG } from '../messages.ts';
import { useSaleShell } from '../model/shell-context.ts';
import styles from './step-actions.module.css';

const M = SALE_FORM_MSG.shell;

/**
 * The sticky bar under every step: 이전, 임시저장 and 다음 (등록 완료 on the last step). 다음 submits the
 * step's form, so it validates first; the other two keep what was typed without asking it to be complete.
 */
export function StepActions({ onPrev, onTempSave }: { onPrev: () => void; onTempSave: () => void }) {
  const { flow, isLastStep, saving } = useSaleShell();
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <Button variant="secondary" size="large" className={styles.prev} onClick={onPrev} disabled={saving}>
          {M.prev}
        </Button>
        <Button variant="soft" size="large" className={styles.temp} onClick={onTempSave} disabled={saving}>
          {M.tempSave}
        </Button>
        <Button type="submit" size="large" className={styles.next} disabled={saving} aria-busy={saving}>
          {saving ? M.saving : isLastStep ? M.finish(flow) : M.next}
        </Button>
      </div>
    </div>
  );
}
