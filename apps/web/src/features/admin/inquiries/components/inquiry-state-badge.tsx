import { INQUIRY_STATE_LABELS, type InquiryState } from '@ansim/domain/contract';
import { StatusBadge } from '../../shared/status-badge.tsx';

/** An inquiry's state: 답변 대기 waits for the operator. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return <StatusBadge tone={state === 'WAIT' ? 'warn' : 'info'}>{INQUIRY_STATE_LABELS[state]}</StatusBadge>;
}
