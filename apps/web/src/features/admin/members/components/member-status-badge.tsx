import { ADMIN_MEMBER_STATUS_LABELS, type AdminMemberStatus } from '@ansim/domain/contract';
import { cx } from '../../../../shared/ui/cx.ts';
import styles from './member-detail.module.css';

/** A member's status as a coloured label (승인 대기 stands out: it waits for the operator). */
export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  return <span className={cx(styles.badge, styles[status])}>{ADMIN_MEMBER_STATUS_LABELS[status]}</span>;
}
