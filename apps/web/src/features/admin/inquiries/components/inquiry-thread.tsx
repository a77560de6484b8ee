import { formatDate, formatPhone } from '@ansim/domain';
import { DetailHead, DetailPanel, Fact, Facts, panelStyles as panel } from '../../shared/detail-panel.tsx';
import { useAdminInquiry } from '../api/get-admin-inquiries.ts';
import { ADMIN_INQUIRY_MSG } from '../messages.ts';
import { AdminAnswerForm } from './answer-form.tsx';
import { InquiryStateBadge } from './inquiry-state-badge.tsx';
import styles from './inquiry-thread.module.css';

const TEXT = ADMIN_INQUIRY_MSG.thread;

/** The picked inquiry: the question and its asker, then the answer or the form for it. */
export function InquiryThread({ inquiryNo, onClose }: { inquiryNo: number | null; onClose: () => void }) {
  const thread = useAdminInquiry(inquiryNo);
  return (
    <DetailPanel
      label={TEXT.title}
      pickHint={TEXT.pick}
      loadFailed={TEXT.loadFailed}
      picked={inquiryNo}
      loadedNo={thread.data?.inquiryNo}
      query={thread}
    >
      {(data, headingRef) => (
        <>
          <DetailHead
            headingRef={headingRef}
            title={data.title}
            badge={<InquiryStateBadge state={data.state} />}
            closeLabel={TEXT.close}
            onClose={onClose}
          />
          <Facts termWidth="4rem">
            <Fact label={TEXT.asker}>
              {data.asker.name}
              {data.asker.loginId ? ` (${data.asker.loginId})` : ''}
            </Fact>
            <Fact label={TEXT.phone}>{data.phone ? formatPhone(data.phone) : '-'}</Fact>
            <Fact label={TEXT.category}>{data.categoryName}</Fact>
            <Fact label={TEXT.regDate}>{formatDate(data.regDate)}</Fact>
          </Facts>
          <p className={styles.body}>{data.content}</p>
          {data.answer ? (
            <div className={styles.answer}>
              <h3 className={styles.answerTitle}>{TEXT.answer}</h3>
              <p className={styles.body}>{data.answer.text}</p>
              <p className={panel.muted}>
                {TEXT.answeredBy(data.answer.answererName, formatDate(data.answer.answeredAt))}
              </p>
            </div>
          ) : (
            <AdminAnswerForm key={data.inquiryNo} inquiryNo={data.inquiryNo} />
          )}
        </>
      )}
    </DetailPanel>
  );
}
