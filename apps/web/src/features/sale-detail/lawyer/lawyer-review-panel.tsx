import { formatDate, formatMoney, formatPercent, rateToLevel, type SafetyLevel } from '@ansim/domain';
import type { LawyerDecision, LawyerReview, SaleDocument } from '@ansim/domain/contract';
import { useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconDocumentCheck, IconLock } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import detailStyles from '../components/detail.module.css';
import { DetailSection, FactList } from '../components/detail-section.tsx';
import { openFileViewer } from '../components/file-viewer.tsx';
import { useLawyerReview } from './lawyer-calls.ts';
import { openLawyerCommentDialog } from './lawyer-comment-dialog.tsx';
import { openLawyerDecisionDialog } from './lawyer-decision-dialog.tsx';
import styles from './lawyer-review-panel.module.css';
import { LAWYER_MSG } from './messages.ts';

const asLevel = (level: number | null | undefined): SafetyLevel | null =>
  level != null && level >= 1 && level <= 5 ? (level as SafetyLevel) : null;

const money = (value: number | null): string =>
  value === null ? LAWYER_MSG.figures.none : formatMoney(value);

/** Where the request stands: its state (or verdict), when it was asked and decided, and by which broker. */
function RequestState({ review }: { review: LawyerReview }) {
  const copy = LAWYER_MSG.request;
  const { request } = review;
  if (request === null) return <p className={detailStyles.muted}>{copy.none}</p>;
  const tone = request.decision ?? 'WAIT';
  return (
    <div className={styles.request}>
      <p className={styles.requestLine}>
        <span className={cx(styles.state, styles[`state${tone}`])}>
          {request.decision ? copy.decision[request.decision] : copy.state[request.state]}
        </span>
        <span>
          {copy.requestedAt} {formatDate(request.requestedAt)}
        </span>
        {request.decidedAt && (
          <span>
            {copy.decidedAt} {formatDate(request.decidedAt)}
          </span>
        )}
      </p>
      <p className={styles.broker}>
        <span className={styles.brokerLabel}>{copy.broker}</span>
        {copy.brokerLine(review.broker.name, review.broker.company)}
      </p>
    </div>
  );
}

/** The broker's grade, the grade the figures give, and a lawyer's correction when there is one. */
function Grades({ review }: { review: LawyerReview }) {
  const copy = LAWYER_MSG.grades;
  const broker = rateToLevel(review.brokerGrade);
  const computedGrade = review.figures.computedGrade;
  const computed = computedGrade.assessable ? asLevel(computedGrade.level) : null;
  const corrected = rateToLevel(review.changeSafetyGrade);
  return (
    <dl className={styles.grades}>
      <div className={styles.gradeCard}>
        <dt>{copy.broker}</dt>
        <dd>{broker === null ? '-' : <SafetyGradeTag level={broker} />}</dd>
      </div>
      <div className={styles.gradeCard}>
        <dt>{copy.computed}</dt>
        <dd>
          {computed === null ? (
            <span className={styles.none}>{copy.none}</span>
          ) : (
            <SafetyGradeTag level={computed} />
          )}
        </dd>
      </div>
      {corrected !== null && (
        <div className={styles.gradeCard}>
          <dt>{copy.corrected}</dt>
          <dd>
            <SafetyGradeTag level={corrected} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The figures the grade was computed from: deposit (or price), senior debt, 공시가격 and their ratio. */
function Figures({ review }: { review: LawyerReview }) {
  const copy = LAWYER_MSG.figures;
  const { figures } = review;
  const grade = figures.computedGrade;
  const rows = [
    review.saleType === 'SALE'
      ? { label: copy.sellingPrice, value: money(figures.sellingPrice) }
      : { label: copy.deposit, value: money(figures.deposit) },
    { label: copy.seniorDebt, value: money(figures.seniorDebt) },
    { label: copy.publicPrice, value: money(figures.publicPrice) },
    ...(grade.assessable && grade.table !== 'SALE'
      ? [{ label: copy.ratio, value: formatPercent(figures.ratio), note: copy.ratioNote }]
      : []),
  ];
  return (
    <div className={styles.block}>
      <h3 className={detailStyles.subTitle}>{copy.heading}</h3>
      <FactList columns={1} rows={rows} />
      {grade.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={copy.reasons}>
          {grade.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 등기부등본 and 건축물대장 in the watermarked file viewer. */
function Documents({ documents }: { documents: readonly SaleDocument[] }) {
  const copy = LAWYER_MSG.documents;
  return (
    <div className={styles.block}>
      <h3 className={detailStyles.subTitle}>{copy.heading}</h3>
      {documents.length === 0 ? (
        <p className={detailStyles.muted}>{copy.none}</p>
      ) : (
        <div className={detailStyles.linkButtons}>
          {documents.map((document) => {
            const fileId = document.fileId;
            return fileId === null ? (
              <Button key={document.kind} variant="secondary" disabled>
                <IconLock size={18} />
                {copy.locked(document.label)}
              </Button>
            ) : (
              <Button
                key={document.kind}
                variant="secondary"
                onClick={() => openFileViewer({ fileId, name: document.label, mime: document.mime })}
              >
                <IconDocumentCheck size={18} />
                {copy.view(document.label)}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The review as loaded: request, grades, figures, documents, comments and the decision buttons. */
function ReviewBody({ review }: { review: LawyerReview }) {
  const [announcement, setAnnouncement] = useState('');
  const { request } = review;
  const decide = (decision: LawyerDecision) => {
    if (!request?.open) return;
    setAnnouncement('');
    openLawyerDecisionDialog({
      saleNo: review.saleNo,
      requestNo: request.requestNo,
      decision,
      onDecided: (_result, message) => setAnnouncement(message),
    });
  };

  return (
    <>
      <RequestState review={review} />
      <p className={announcement ? styles.announcement : 'visually-hidden'} role="status">
        {announcement}
      </p>
      <Grades review={review} />
      <Figures review={review} />
      <Documents documents={review.documents} />

      <div className={styles.block}>
        <h3 className={detailStyles.subTitle}>{LAWYER_MSG.comments.heading}</h3>
        <div className={detailStyles.linkButtons}>
          {/* The server takes comments only on a listing that has had a request. */}
          {request !== null && (
            <Button variant="soft" onClick={() => openLawyerCommentDialog(review.saleNo, 'write')}>
              {LAWYER_MSG.comments.write}
            </Button>
          )}
          <Button variant="soft" onClick={() => openLawyerCommentDialog(review.saleNo, 'history')}>
            {LAWYER_MSG.comments.history(review.comments.length)}
          </Button>
        </div>
      </div>

      {request?.open ? (
        <div className={styles.decide}>
          <Button
            size="large"
            className={styles.rejectButton}
            variant="secondary"
            onClick={() => decide('REJECT')}
          >
            {LAWYER_MSG.decide.reject}
          </Button>
          <Button size="large" onClick={() => decide('CONFIRM')}>
            {LAWYER_MSG.decide.confirm}
          </Button>
        </div>
      ) : (
        request !== null && <p className={detailStyles.muted}>{LAWYER_MSG.decide.closed}</p>
      )}
    </>
  );
}

/**
 * '변호사 검토' on a listing's detail, for a lawyer (issue 15 item 2): the request's state, the grades, the
 * figures the grade was computed from, the registry documents in the watermarked viewer, the lawyer comment
 * modal in its two modes, and 인증 / 반려 while the request is open.
 */
export function LawyerReviewPanel({ saleNo }: { saleNo: number }) {
  const review = useLawyerReview(saleNo);
  return (
    <DetailSection title={LAWYER_MSG.title} id="lawyer-review">
      {review.isPending ? (
        <p className={detailStyles.muted} role="status">
          {MSG.loading.default}
        </p>
      ) : review.isError ? (
        <div className={styles.error} role="alert">
          <p>{LAWYER_MSG.loadError}</p>
          <Button variant="soft" size="small" onClick={() => void review.refetch()}>
            {MSG.common.retry}
          </Button>
        </div>
      ) : (
        <ReviewBody review={review.data} />
      )}
    </DetailSection>
  );
}
