import { ADMIN_MEMBER_STATUS_LABELS, type AdminMemberStatus } from '@ansim/domain/contract';
import { type BadgeTone, StatusBadge } from '../../shared/status-badge.tsx';

/** 승인 대기 stands out: it waits for the operator. */
const TONES: Record<AdminMemberStatus, BadgeTone> = {
  ACTIVE: 'info',
  PENDING: 'warn',
  SUSPENDED: 'danger',
  WITHDRAWN: 'neutral',
};

/** A member's status as a coloured label. */
export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  return <StatusBadge tone={TONES[status]}>{ADMIN_MEMBER_STATUS_LABELS[status]}</StatusBadge>;
}
