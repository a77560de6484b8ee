import { formatDate, formatPhone, INQUIRY_TYPE_SALE } from '@ansim/domain';
import type { InquiryDetail } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { saleDetailPath } from '../../../shared/sale/sale-card.tsx';
import { IconBuilding, IconChevronRight } from '../../../shared/ui/icons.tsx';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import { AnswerForm } from './answer-form.tsx';
import styles from './inquiry-thread.module.css';
import { StateBadge } from './state-badge.tsx';

const TEXT = INQUIRY_MSG.detail;

/** A listing photo the server gave as an address; anything else shows the building mark. */
const isImageAddress = (value: string | null): value is string =>
  value !== null && (value.startsWith('/') || value.startsWith('https://') || value.startsWith('http://'));

/** The listing the inquiry is about, as a link to it. */
function ListingLink({ sale, viewerNo }: { sale: NonNullable<InquiryDetail['sale']>; viewerNo: number }) {
  return (
    <Link to={saleDetailPath(sale.saleNo, viewerNo)} className={styles.listing}>
      {isImageAddress(sale.mainImage) ? (
        <img
          className={styles.listingImage}
          src={sale.mainImage}
          alt=""
          width={72}
          height={54}
          loading="lazy"
        />
      ) : (
        <span className={styles.listingImage} aria-hidden="true">
          <IconBuilding size={24} />
        </span>
      )}
      <span className={styles.listingText}>
        <span className={styles.listingNo}>{TEXT.listingLink(sale.saleNo)}</span>
        <span className={styles.listingTitle}>{sale.title ?? sale.address}</span>
        {sale.title && <span className={styles.listingAddress}>{sale.address}</span>}
      </span>
      <IconChevronRight size={18} className={styles.listingChevron} />
    </Link>
  );
}

/**
 * The thread of one inquiry: the question (its reasons or category, the text, who asked and when, and the
 * listing), then the answer — or, for the listing's broker, the form to write it.
 */
export function InquiryThread({ detail, viewerNo }: { detail: InquiryDetail; viewerNo: number }) {
  const questionId = useId();
  const answerId = useId();
  const isSale = detail.inquiryType === INQUIRY_TYPE_SALE;
  const reasons = detail.reasonTypes.map((reason) => reason.name);

  return (
    <>
      <section className={styles.block} aria-labelledby={questionId}>
        <div className={styles.blockHead}>
          <h2 id={questionId} className={styles.blockTitle}>
            {TEXT.question}
          </h2>
          <StateBadge state={detail.state} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{TEXT.category}</dt>
            <dd>{detail.inquiryTypeName}</dd>
          </div>
          {isSale && reasons.length > 0 && (
            <div>
              <dt>{TEXT.reasons}</dt>
              <dd>
                <ul className={styles.chips}>
                  {reasons.map((reason) => (
                    <li key={reason} className={styles.chip}>
                      {reason}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {detail.name && (
            <div>
              <dt>{TEXT.asker}</dt>
              <dd>{detail.name}</dd>
            </div>
          )}
          {detail.phone && (
            <div>
              <dt>{TEXT.phone}</dt>
              <dd>{formatPhone(detail.phone)}</dd>
            </div>
          )}
        </dl>
        {detail.title && !isSale && <p className={styles.questionTitle}>{detail.title}</p>}
        {detail.reason && <p className={styles.body}>{detail.reason}</p>}
        {detail.content && <p className={styles.body}>{detail.content}</p>}
        <p className={styles.date}>{TEXT.askedAt(formatDate(detail.regDate))}</p>
        {detail.sale && <ListingLink sale={detail.sale} viewerNo={viewerNo} />}
      </section>

      <section className={styles.block} aria-labelledby={answerId}>
        <h2 id={answerId} className={styles.blockTitle}>
          {TEXT.answer}
        </h2>
        {detail.answer ? (
          <div className={styles.answer}>
            <p className={styles.body}>{detail.answer.text}</p>
            <p className={styles.date}>
              {detail.answer.answererName ? `${detail.answer.answererName} · ` : ''}
              {TEXT.answeredAt(formatDate(detail.answer.answeredAt))}
            </p>
          </div>
        ) : detail.canAnswer ? (
          <AnswerForm inquiryNo={detail.inquiryNo} />
        ) : (
          <p className={styles.waiting}>{TEXT.waiting}</p>
        )}
      </section>
    </>
  );
}
