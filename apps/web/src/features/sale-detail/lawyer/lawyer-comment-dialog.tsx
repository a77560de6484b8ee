import { formatDate, RATE_CODES, rateToLevel, TEXT_LIMITS, textLength, validateText } from '@ansim/domain';
import { LAWYER_MESSAGES, type LawyerCommentItem } from '@ansim/domain/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { useLawyerComment, useLawyerReview } from './lawyer-calls.ts';
import styles from './lawyer-dialog.module.css';
import { LAWYER_MSG } from './messages.ts';

export type CommentMode = 'write' | 'history';
const MODES: readonly CommentMode[] = ['write', 'history'];
const LIMIT = TEXT_LIMITS.lawyerComment;

/** '2등급 · 안전' for a RATE code; the code itself when unknown. */
export const gradeName = (rate: string): string => {
  const level = rateToLevel(rate);
  const entry = RATE_CODES.find((code) => code.code === rate);
  return level === null || !entry ? rate : `${level}등급 · ${entry.label}`;
};

/** One earlier comment: who, when, what, and the decision or grade change it carried. */
function CommentEntry({ comment }: { comment: LawyerCommentItem }) {
  const copy = LAWYER_MSG.dialog;
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.entryName}>{copy.by(comment.lawyerName)}</span>
        {comment.decision && (
          <span className={cx(styles.decisionTag, styles[`decision${comment.decision}`])}>
            {copy.decisionTag[comment.decision]}
          </span>
        )}
        <time className={styles.entryDate} dateTime={comment.regDate}>
          {formatDate(comment.regDate)}
        </time>
      </div>
      {comment.lawyerComment ? (
        <p className={styles.entryText}>{comment.lawyerComment}</p>
      ) : (
        <p className={styles.entryNote}>{copy.noComment}</p>
      )}
      {comment.changeSafetyGrade && (
        <p className={styles.entryNote}>
          {copy.gradeChange(gradeName(comment.changeSafetyGrade), comment.changeReason)}
        </p>
      )}
    </li>
  );
}

interface LawyerCommentDialogProps {
  saleNo: number;
  initialMode: CommentMode;
  onClose: () => void;
}

/**
 * The lawyer comment modal of spec 02 §2, in its two modes: 'write' (5–500 characters, counted as typed,
 * '내용을 5자 이상 입력해주세요.' when short) and 'history' (every lawyer comment on the listing, newest
 * first, with the lawyer's name and date; '내역이 없습니다.' when none). The modes are tabs.
 */
function LawyerCommentDialog({ saleNo, initialMode, onClose }: LawyerCommentDialogProps) {
  const copy = LAWYER_MSG.dialog;
  const [mode, setMode] = useState<CommentMode>(initialMode);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const review = useLawyerReview(saleNo);
  const comment = useLawyerComment(saleNo);
  const headingId = useId();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const tabId = (m: CommentMode) => `${headingId}-tab-${m}`;
  const panelId = `${headingId}-panel`;
  const length = textLength(text);
  const comments = review.data?.comments ?? [];

  const select = (next: CommentMode) => {
    setMode(next);
    tabsRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const at = MODES.indexOf(mode);
    const next =
      event.key === 'Home'
        ? MODES[0]
        : event.key === 'End'
          ? MODES[MODES.length - 1]
          : MODES[(at + (event.key === 'ArrowRight' ? 1 : MODES.length - 1)) % MODES.length];
    if (next) select(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.isPending) return;
    const check = validateText('lawyerComment', text);
    if (!check.ok) {
      setError(check.message);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    comment.mutate(
      { saleNo, lawyerComment: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setSaved(true);
          setMode('history');
        },
        onError: (failure) => void alertDialog({ message: thrownMessage(failure) }),
      },
    );
  };

  return (
    <DialogFrame
      layout="sheet"
      labelledBy={headingId}
      initialFocusRef={mode === 'write' ? fieldRef : closeRef}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {copy.title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={copy.cancel}
          onClick={onClose}
        >
          <IconClose size={22} />
        </button>
      </div>
      <div ref={tabsRef} role="tablist" aria-label={copy.modes} className={styles.modes} onKeyDown={onTabKey}>
        {MODES.map((m) => (
          <button
            key={m}
            id={tabId(m)}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls={panelId}
            tabIndex={mode === m ? 0 : -1}
            className={cx(styles.mode, mode === m && styles.modeOn)}
            onClick={() => setMode(m)}
          >
            {m === 'write' ? copy.write : `${copy.history} ${comments.length}`}
          </button>
        ))}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(mode)} className={styles.panelBody}>
        {mode === 'write' ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            <label htmlFor={fieldId} className={styles.label}>
              {copy.label}
            </label>
            <textarea
              ref={fieldRef}
              id={fieldId}
              className={styles.textarea}
              value={text}
              rows={6}
              maxLength={LIMIT.max + 50}
              placeholder={copy.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${error ? `${errorId} ` : ''}${counterId}`}
              onChange={(event) => {
                setText(event.target.value);
                setSaved(false);
                if (error && validateText('lawyerComment', event.target.value).ok) setError(null);
              }}
            />
            <div className={styles.foot}>
              {error ? (
                <p id={errorId} className={styles.error} role="alert">
                  {error}
                </p>
              ) : (
                <p className={styles.hint}>{copy.hint}</p>
              )}
              <p
                id={counterId}
                className={length > LIMIT.max ? styles.counterOver : styles.counter}
                aria-live="polite"
              >
                {length}/{LIMIT.max}
              </p>
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" size="large" onClick={onClose}>
                {copy.cancel}
              </Button>
              <Button type="submit" size="large" disabled={comment.isPending} aria-busy={comment.isPending}>
                {comment.isPending ? copy.submitting : copy.submit}
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.history}>
            {saved && (
              <p className={styles.saved} role="status">
                {LAWYER_MESSAGES.commentSaved}
              </p>
            )}
            {review.isPending ? null : comments.length === 0 ? (
              <p className={styles.empty}>{copy.empty}</p>
            ) : (
              <ol className={styles.entries} aria-label={copy.listLabel}>
                {comments.map((entry) => (
                  <CommentEntry key={entry.commentNo} comment={entry} />
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </DialogFrame>
  );
}

export function openLawyerCommentDialog(saleNo: number, initialMode: CommentMode): void {
  openModal((close) => <LawyerCommentDialog saleNo={saleNo} initialMode={initialMode} onClose={close} />);
}
