import { formatPhone } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { useId } from 'react';
import { IconBuilding, IconPhone } from '../../../shared/ui/icons.tsx';
import { DETAIL } from '../messages.ts';
import { telHref } from '../model/listing-facts.ts';
import styles from './broker-card.module.css';
import { ChatInquiryButton } from './chat-inquiry-button.tsx';

/** 중개사무소: the office, the broker's name, the office phone as a link that dials, the office address. */
export function BrokerCard({ detail, compact = false }: { detail: SaleDetail; compact?: boolean }) {
  const titleId = useId();
  const { broker } = detail;
  const company = broker.company ?? detail.company;
  // In the desktop's summary the card sits under the listing's h2; on its own it is a section of the page.
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section className={compact ? styles.compact : styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.heading}>
        {DETAIL.broker.title}
      </Heading>
      <div className={styles.office}>
        <span className={styles.logo} aria-hidden="true">
          <IconBuilding size={24} />
        </span>
        <div className={styles.who}>
          {company && <p className={styles.company}>{company}</p>}
          <p className={styles.name}>{DETAIL.broker.name(broker.name)}</p>
          {broker.officeAddress && <p className={styles.address}>{broker.officeAddress}</p>}
        </div>
      </div>
      {broker.officePhone ? (
        <a
          className={styles.phone}
          href={telHref(broker.officePhone)}
          aria-label={DETAIL.broker.callLabel(formatPhone(broker.officePhone))}
        >
          <IconPhone size={18} />
          {formatPhone(broker.officePhone)}
        </a>
      ) : (
        <p className={styles.address}>{DETAIL.broker.noPhone}</p>
      )}
      <ChatInquiryButton detail={detail} className={styles.chat} />
    </section>
  );
}
