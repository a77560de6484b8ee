import type { NotificationKind } from '@ansim/domain';
import { cx } from '../../../shared/ui/cx.ts';
import {
  IconBuilding,
  IconCheckCircle,
  IconFile,
  IconHeart,
  IconSearch,
  IconShieldCheck,
  IconUser,
  Svg,
} from '../../../shared/ui/icons.tsx';
import styles from './notification-row.module.css';

const IconChat = () => (
  <Svg size={20}>
    <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" />
    <path d="M8.5 9.5h7M8.5 12h4.5" />
  </Svg>
);

const IconMegaphone = () => (
  <Svg size={20}>
    <path d="M4 10v4h3l7 4V6L7 10z" />
    <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" />
  </Svg>
);

/** What a notification is about, at a glance: the icon and its tint by kind. */
export function KindIcon({ kind }: { kind: NotificationKind }) {
  const [icon, tone] = (() => {
    switch (kind) {
      case 'INQUIRY_RECEIVED':
      case 'INQUIRY_ANSWERED':
        return [<IconChat key="i" />, styles.toneBlue];
      case 'LAWYER_REQUESTED':
      case 'LAWYER_DECIDED':
        return [<IconShieldCheck key="i" size={20} />, styles.toneGreen];
      case 'SALE_APPROVED':
      case 'SALE_REJECTED':
      case 'SALE_EXPIRING':
      case 'SALE_STALE_STOPPED':
        return [<IconBuilding key="i" size={20} />, styles.toneAmber];
      case 'QUOTA_GRANTED':
        return [<IconCheckCircle key="i" size={20} />, styles.toneGreen];
      case 'ACCOUNT_APPROVED':
        return [<IconUser key="i" size={20} />, styles.toneBlue];
      case 'SAVED_SEARCH_MATCH':
      case 'SAVED_SEARCH_DIGEST':
        return [<IconSearch key="i" size={20} />, styles.toneBlue];
      case 'LIKED_PRICE_DROP':
      case 'LIKED_GRADE_CHANGE':
      case 'LIKED_LAWYER_BADGE':
      case 'LIKED_STATUS':
        return [<IconHeart key="i" size={20} />, styles.toneAmber];
      case 'REPORT_RESOLVED':
        return [<IconFile key="i" size={20} />, styles.toneGrey];
      default:
        return [<IconMegaphone key="i" />, styles.toneGrey];
    }
  })();
  return <span className={cx(styles.icon, tone)}>{icon}</span>;
}
