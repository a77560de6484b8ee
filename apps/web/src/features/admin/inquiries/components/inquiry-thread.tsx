import { formatDate, formatPhone } from '@ansim/domain';
import { INQUIRY_STATE_LABELS } from '@ansim/domain/contract';
import { useEffect, useRef } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import { useAdminInquiry } from '../api/get-admin-inquiries.ts';
import { ADMIN_INQUIRY_MSG } from '../messages.ts';
import { AdminAnswerForm } from './answer-form.tsx';
import styles from './inquiry-thread.module.css';

const TEXT = ADMIN_INQUIRY_MSG.thread;

/** The picked inquiry: the question and its asker, then the answer or the form for it. */
export function InquiryThread({ inquiryNo, onClose }: { inquiryNo: number | null; onClose: () => void }) {
  const thread = useAdminInquiry(inquiryNo);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A pick moves the focus (and a phone's view) to the thread, so the operator reads on from there.
  useEffect(() => {
    if (inquiryNo !== null && thread.data?.inquiryNo === inquiryNo) headingRef.current?.focus();
  }, [inquiryNo, thread.data?.inquiryNo]);

  if (inquiryNo === null)
    return (
      <section className={styles.block} aria-label={TEXT.title}>
        <h2 className={styles.heading}>{TEXT.title}</h2>
        <p className={styles.muted}>{TEXT.pick}</p>
      </section>
    );

  const data = thread.data;
  return (
    <section className={styles.block} aria-label={TEXT.title} aria-busy={thread.isPending || undefined}>
      {thread.isPending && (
        <div className={styles.state} role="status">
          <Spinner />
          <span>{ADMIN_MSG.table.loading}</span>
        </div>
      )}
      {thread.isError && (
        <div className={styles.state} role="alert">
          <p>{TEXT.loadFailed}</p>
          <p className={styles.muted}>{thrownMessage(thread.error)}</p>
          <Button variant="soft" size="small" onClick={() => void thread.refetch()}>
            {ADMIN_MSG.table.retry}
          </Button>
        </div>
      )}
      {data && (
        <>
          <div className={styles.head}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
              {data.title}
            </h2>
            <span className={data.state === 'WAIT' ? styles.wait : styles.answered}>
              {INQUIRY_STATE_LABELS[data.state]}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{TEXT.asker}</dt>
              <dd>
                {data.asker.name}
                {data.asker.loginId ? ` (${data.asker.loginId})` : ''}
              </dd>
            </div>
            <div>
              <dt>{TEXT.phone}</dt>
              <dd>{data.phone ? formatPhone(data.phone) : '-'}</dd>
            </div>
            <div>
              <dt>{TEXT.category}</dt>
              <dd>{data.categoryName}</dd>
            </div>
            <div>
              <dt>{TEXT.regDate}</dt>
              <dd>{formatDate(data.regDate)}</dd>
            </div>
          </dl>
          <p className={styles.body}>{data.content}</p>
          {data.answer ? (
            <div className={styles.answer}>
              <h3 className={styles.answerTitle}>{TEXT.answer}</h3>
              <p className={styles.body}>{data.answer.text}</p>
              <p className={styles.muted}>
                {TEXT.answeredBy(data.answer.answererName, formatDate(data.answer.answeredAt))}
              </p>
            </div>
          ) : (
            <AdminAnswerForm key={data.inquiryNo} inquiryNo={data.inquiryNo} />
          )}
          <Button variant="ghost" size="small" onClick={onClose} className={styles.close}>
            {TEXT.close}
          </Button>
        </>
      )}
    </section>
  );
}
