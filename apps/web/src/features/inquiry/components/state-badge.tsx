import type { InquiryState } from '@ansim/domain/contract';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import styles from './state-badge.module.css';

/** 답변 대기 / 답변 완료, in words as well as colour. */
export function StateBadge({ state }: { state: InquiryState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {INQUIRY_MSG.state[state]}
    </span>
  );
}
