import { GRADE_NOTES, type GradeTable, gradeGuide, SALE_TYPE_LABELS } from '@ansim/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { MSG } from '../messages.ts';
import { openModal } from '../modal/modal-store.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { DialogFrame } from '../ui/dialog-frame.tsx';
import { IconClose, IconShieldCheck } from '../ui/icons.tsx';
import { SafetyGradeTag } from '../ui/safety-grade-tag.tsx';
import styles from './help-dialogs.module.css';

function HelpDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <DialogFrame layout="sheet" labelledBy={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <IconShieldCheck size={22} className={styles.titleIcon} />
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
          <IconClose />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.foot}>
        <Button block size="large" onClick={onClose}>
          {MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** "안전방 인증이란?" (product.md §A2 "Safety certification explainer"). */
export function CertificationDialog({ onClose }: { onClose: () => void }) {
  const copy = MSG.search.certification;
  return (
    <HelpDialog title={copy.title} onClose={onClose}>
      <p className={styles.lead}>{copy.lead}</p>
      <ul className={styles.points}>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className={styles.note}>{copy.foot}</p>
    </HelpDialog>
  );
}

/** 전세, 월세, 매매: the tabs of product.md §A2 "Safety grade explanation". */
const TABLES: { table: GradeTable; label: string }[] = [
  { table: 'JEONSE', label: SALE_TYPE_LABELS.RENT },
  { table: 'MONTHLY', label: SALE_TYPE_LABELS.MONTHLY },
  { table: 'SALE', label: SALE_TYPE_LABELS.SALE },
];

/**
 * "안전등급이란?": the grade table of each deal type, written from the domain's grade rules. A listing opens
 * it at its own deal type's tab (`initialTable`); the search list at 전세.
 */
export function GradeGuideDialog({
  onClose,
  initialTable = 'JEONSE',
}: {
  onClose: () => void;
  initialTable?: GradeTable;
}) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      TABLES.findIndex((tab) => tab.table === initialTable),
    ),
  );
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const copy = MSG.search.gradeGuide;
  const current = TABLES[index] ?? TABLES[0]!;

  const onTabKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABLES.length) % TABLES.length;
    setIndex(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <HelpDialog title={copy.title} onClose={onClose}>
      <p className={styles.lead}>{copy.lead}</p>
      <div className={styles.tabs} role="tablist" aria-label={copy.tabsLabel}>
        {TABLES.map((tab, i) => (
          <button
            key={tab.table}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={cx(styles.tab, i === index && styles.tabOn)}
            onClick={() => setIndex(i)}
            onKeyDown={onTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`}>
        <ol className={styles.grades}>
          {gradeGuide(current.table).map((row) => (
            <li key={row.rate} className={styles.grade}>
              <SafetyGradeTag level={row.grade} />
              <p>{row.rule}</p>
            </li>
          ))}
        </ol>
      </div>
      <h3 className={styles.notesTitle}>{copy.notesTitle}</h3>
      <ul className={styles.notes}>
        {GRADE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </HelpDialog>
  );
}

export const openCertificationDialog = () => openModal((close) => <CertificationDialog onClose={close} />);
export const openGradeGuideDialog = () => openModal((close) => <GradeGuideDialog onClose={close} />);
/** The grade guide at one deal type's tab (a listing's own). */
export const openGradeGuideDialogAt = (table: GradeTable) =>
  openModal((close) => <GradeGuideDialog onClose={close} initialTable={table} />);
