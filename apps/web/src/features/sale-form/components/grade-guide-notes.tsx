import { GRADE_NOTES, type GradeTable, type SaleType } from '@ansim/domain';
import { openGradeGuideDialogAt } from '../../../shared/safety-help/help-dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { IconShieldCheck } from '../../../shared/ui/icons.tsx';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './grade-guide-notes.module.css';

const M = SALE_FORM_MSG.grade;

const TABLE_OF: Record<SaleType, GradeTable> = { RENT: 'JEONSE', MONTHLY: 'MONTHLY', SALE: 'SALE' };

/** The safety-grade registration guidance of spec 02 §5, as written, and the grade table of the deal type. */
export function GradeGuideNotes({ saleType }: { saleType: SaleType | null }) {
  return (
    <aside className={styles.guide} aria-labelledby="grade-guide-title">
      <h3 id="grade-guide-title" className={styles.title}>
        <IconShieldCheck size={18} />
        {M.guideTitle}
      </h3>
      <ul className={styles.notes}>
        {GRADE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="small"
        className={styles.open}
        onClick={() => openGradeGuideDialogAt(TABLE_OF[saleType ?? 'RENT'])}
      >
        {M.guideOpen}
      </Button>
    </aside>
  );
}
