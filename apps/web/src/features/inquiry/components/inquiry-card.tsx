import { formatDate } from '@ansim/domain';
import type { InquirySaleItem, InquirySummary } from '@ansim/domain/contract';
import { Link } from 'react-router';
import { IconChevronRight } from '../../../shared/ui/icons.tsx';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import { inquiryPath } from '../model/inquiry-paths.ts';
import styles from './inquiry-card.module.css';
import { StateBadge } from './state-badge.tsx';

const isSaleItem = (item: InquirySummary | InquirySaleItem): item is InquirySaleItem => 'askerName' in item;

/** One inquiry in a list: its name, what was asked, its state and date; the whole card opens the thread. */
export function InquiryCard({ item }: { item: InquirySummary | InquirySaleItem }) {
  const reasons = item.reasonTypes.map((reason) => reason.name).join(' · ');
  const asker = isSaleItem(item) && item.askerName ? INQUIRY_MSG.list.asker(item.askerName) : null;
  return (
    <Link to={inquiryPath(item.inquiryNo)} className={styles.card}>
      <div className={styles.top}>
        <span className={styles.type}>{item.inquiryTypeName}</span>
        <StateBadge state={item.state} />
      </div>
      <h3 className={styles.name}>{item.inquiryName}</h3>
      {reasons && <p className={styles.reasons}>{reasons}</p>}
      {item.reason && <p className={styles.text}>{item.reason}</p>}
      <p className={styles.meta}>
        <span>{INQUIRY_MSG.date(formatDate(item.regDate))}</span>
        {asker && (
          <span>
            {asker}
            {isSaleItem(item) && item.askerPhone ? ` · ${item.askerPhone}` : ''}
          </span>
        )}
      </p>
      <IconChevronRight className={styles.chevron} size={18} />
    </Link>
  );
}
