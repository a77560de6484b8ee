import { RATE_CODES, type RateCode, TEXT_LIMITS, textLength, validateText } from '@ansim/domain';
import {
  LAWYER_CHANGE_REASON,
  LAWYER_MESSAGES,
  type LawyerDecision,
  type LawyerDecisionResult,
} from '@ansim/domain/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog, confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { Checkbox, SelectField } from '../../../shared/ui/form/fields.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { useLawyerDecision } from './lawyer-calls.ts';
import styles from './lawyer-dialog.module.css';
import { LAWYER_MSG } from './messages.ts';

const LIMIT = TEXT_LIMITS.lawyerComment;

interface DecisionFormErrors {
  comment?: string;
  grade?: string;
  reason?: string;
}

/** The form's own checks, as the contract's: a comment for 반려 (optional for 인증, 5–500 when given), a reason with a new grade. */
export function decisionErrors(
  decision: LawyerDecision,
  comment: string,
  changeGrade: boolean,
  grade: string,
  reason: string,
): DecisionFormErrors {
  const errors: DecisionFormErrors = {};
  if (decision === 'REJECT' || textLength(comment) > 0) {
    const check = validateText('lawyerComment', comment);
    if (!check.ok) errors.comment = check.message;
  }
  if (changeGrade) {
    if (grade === '') errors.grade = LAWYER_MESSAGES.changeReasonWithoutGrade;
    const length = textLength(reason);
    if (length < LAWYER_CHANGE_REASON.min) errors.reason = LAWYER_MESSAGES.changeReasonRequired;
    else if (length > LAWYER_CHANGE_REASON.max) errors.reason = LAWYER_MESSAGES.changeReasonTooLong;
  }
  return errors;
}

interface LawyerDecisionDialogProps {
  saleNo: number;
  requestNo: number;
  decision: LawyerDecision;
  onClose: () => void;
  onDecided: (result: LawyerDecisionResult, message: string) => void;
}

/**
 * 인증 or 반려 of one request: the comment (required to reject), an optional grade correction with its
 * reason, then a confirm before sending. A refusal (409 '이미 처리된 인증 요청입니다.' when another lawyer
 * was first) shows the server's message, and the panel loads again either way.
 */
function LawyerDecisionDialog({
  saleNo,
  requestNo,
  decision,
  onClose,
  onDecided,
}: LawyerDecisionDialogProps) {
  const copy = LAWYER_MSG.decision;
  const decide = useLawyerDecision(saleNo);
  const [comment, setComment] = useState('');
  const [changeGrade, setChangeGrade] = useState(false);
  const [grade, setGrade] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<DecisionFormErrors>({});
  const [tried, setTried] = useState(false);
  const headingId = useId();
  const leadId = useId();
  const commentId = useId();
  const commentMessageId = useId();
  const reasonId = useId();
  const reasonMessageId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const commentLength = textLength(comment);

  const recheck = (
    next: Partial<{ comment: string; changeGrade: boolean; grade: string; reason: string }>,
  ) => {
    if (!tried) return;
    setErrors(
      decisionErrors(
        decision,
        next.comment ?? comment,
        next.changeGrade ?? changeGrade,
        next.grade ?? grade,
        next.reason ?? reason,
      ),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    setTried(true);
    const found = decisionErrors(decision, comment, changeGrade, grade, reason);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.comment) fieldRef.current?.focus();
      return;
    }
    if (!(await confirmDialog({ message: copy.ask[decision] }))) return;
    decide.mutate(
      {
        requestNo,
        saleNo,
        isConfirm: decision,
        ...(commentLength > 0 ? { lawyerComment: comment.trim() } : {}),
        ...(changeGrade ? { changeSafetyGrade: grade, changeReason: reason.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          onClose();
          onDecided(result, decision === 'CONFIRM' ? LAWYER_MESSAGES.confirmed : LAWYER_MESSAGES.rejected);
        },
        onError: async (failure) => {
          await alertDialog({ message: thrownMessage(failure) });
          onClose();
        },
      },
    );
  };

  return (
    <DialogFrame layout="sheet" labelledBy={headingId} describedBy={leadId} initialFocusRef={fieldRef}>
      <form className={styles.decisionForm} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {copy.title[decision]}
          </h2>
          <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
            <IconClose size={22} />
          </button>
        </div>
        <div className={styles.decisionBody}>
          <p id={leadId} className={styles.lead}>
            {copy.lead[decision]}
          </p>
          <div className={styles.field}>
            <label htmlFor={commentId} className={styles.label}>
              {copy.comment[decision]}
            </label>
            <textarea
              ref={fieldRef}
              id={commentId}
              className={styles.textarea}
              value={comment}
              rows={5}
              maxLength={LIMIT.max + 50}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={commentMessageId}
              onChange={(event) => {
                setComment(event.target.value);
                recheck({ comment: event.target.value });
              }}
            />
            <div className={styles.foot} id={commentMessageId}>
              {errors.comment ? (
                <p className={styles.error} role="alert">
                  {errors.comment}
                </p>
              ) : (
                <p className={styles.hint}>{LAWYER_MSG.dialog.hint}</p>
              )}
              <p className={commentLength > LIMIT.max ? styles.counterOver : styles.counter}>
                {commentLength}/{LIMIT.max}
              </p>
            </div>
          </div>

          <Checkbox
            label={copy.changeGrade}
            description={copy.changeGradeHint}
            checked={changeGrade}
            onChange={(event) => {
              setChangeGrade(event.target.checked);
              recheck({ changeGrade: event.target.checked });
            }}
          />
          {changeGrade && (
            <div className={styles.gradeFields}>
              <SelectField
                label={copy.grade}
                placeholder={copy.gradePlaceholder}
                options={RATE_CODES.map((rate) => ({
                  value: rate.code,
                  label: copy.gradeOption(rate.level, rate.label),
                }))}
                value={grade}
                error={errors.grade}
                onChange={(event) => {
                  setGrade(event.target.value as RateCode | '');
                  recheck({ grade: event.target.value });
                }}
              />
              <div className={styles.field}>
                <label htmlFor={reasonId} className={styles.label}>
                  {copy.reason}
                </label>
                <textarea
                  id={reasonId}
                  className={styles.textarea}
                  value={reason}
                  rows={3}
                  maxLength={LAWYER_CHANGE_REASON.max + 20}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={reasonMessageId}
                  onChange={(event) => {
                    setReason(event.target.value);
                    recheck({ reason: event.target.value });
                  }}
                />
                <div className={styles.foot} id={reasonMessageId}>
                  {errors.reason ? (
                    <p className={styles.error} role="alert">
                      {errors.reason}
                    </p>
                  ) : (
                    <p className={styles.hint}>{copy.reasonHint}</p>
                  )}
                  <p className={styles.counter}>
                    {textLength(reason)}/{LAWYER_CHANGE_REASON.max}
                  </p>
                </div>
              </div>
            </div>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button
            type="submit"
            size="large"
            variant="primary"
            className={decision === 'REJECT' ? styles.rejectButton : undefined}
            disabled={decide.isPending}
            aria-busy={decide.isPending}
          >
            {decide.isPending ? copy.sending : copy.submit[decision]}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

export function openLawyerDecisionDialog(props: Omit<LawyerDecisionDialogProps, 'onClose'>): void {
  openModal((close) => <LawyerDecisionDialog {...props} onClose={close} />);
}
