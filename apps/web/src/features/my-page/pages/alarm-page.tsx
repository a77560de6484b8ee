import type { UserDetail } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { IconUser } from '../../../shared/ui/icons.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { type AlarmSettings, useUpdateAlarms } from '../api/patch-user-alarm.ts';
import { useUserDetail } from '../api/patch-user-detail.ts';
import { useToggleMarketing } from '../api/post-user-toggle.ts';
import { PushOptIn } from '../components/push-opt-in.tsx';
import { SwitchRow } from '../components/switch-row.tsx';
import { ACCOUNT_MSG } from '../messages-account.ts';
import styles from './alarm-page.module.css';

type AlarmKey = keyof AlarmSettings;

const ALARMS: { key: AlarmKey; text: { label: string; body: string } }[] = [
  { key: 'isPushAlarm', text: ACCOUNT_MSG.alarm.push },
  { key: 'isInquiryAlarm', text: ACCOUNT_MSG.alarm.inquiry },
  { key: 'isSaleAlarm', text: ACCOUNT_MSG.alarm.sale },
];

/** 'YYYY년 M월 D일', the date a consent change is confirmed with. */
const consentDate = (date: Date) => `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일`;

/** Route /myPage/alarm: the notification switches and the marketing consent. */
export function AlarmPage() {
  const user = useUserStore((state) => state.user);
  const detail = useUserDetail(user?.userNo);
  if (!user) return <LoginRequired />;
  return (
    <QueryState query={detail} errorTitle={MSG.account.loadError} errorIcon={<IconUser size={26} />}>
      {(loaded) => <AlarmSwitches detail={loaded} />}
    </QueryState>
  );
}

/**
 * Each switch moves at once and is saved in the background; a refused save puts it back and says so.
 * Marketing consent goes through its own call and is confirmed with the date, as consent changes must be.
 */
function AlarmSwitches({ detail }: { detail: UserDetail }) {
  const noticeId = useId();
  const marketingId = useId();
  const updateAlarms = useUpdateAlarms();
  const toggleMarketing = useToggleMarketing();
  const [shown, setShown] = useState({
    isPushAlarm: detail.isPushAlarm,
    isInquiryAlarm: detail.isInquiryAlarm,
    isSaleAlarm: detail.isSaleAlarm,
    isMarketing: detail.isMarketing,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Partial<Record<keyof typeof shown, boolean>>>({});

  const save = async (key: keyof typeof shown, value: boolean) => {
    setShown((current) => ({ ...current, [key]: value }));
    setSaving((current) => ({ ...current, [key]: true }));
    setError(null);
    try {
      const envelope =
        key === 'isMarketing'
          ? await toggleMarketing.mutateAsync({ userNo: detail.userNo, isMarketing: value })
          : await updateAlarms.mutateAsync({ userNo: detail.userNo, [key]: value });
      if (envelope.code !== 1) throw new Error(envelope.message);
      if (key === 'isMarketing') {
        const date = consentDate(new Date());
        await alertDialog({
          message: value ? ACCOUNT_MSG.alarm.marketingAgreed(date) : ACCOUNT_MSG.alarm.marketingRefused(date),
        });
      }
    } catch (cause) {
      setShown((current) => ({ ...current, [key]: !value }));
      setError(cause instanceof Error && cause.message ? cause.message : ACCOUNT_MSG.alarm.saveError);
    } finally {
      setSaving((current) => ({ ...current, [key]: false }));
    }
  };

  return (
    <PageSection>
      <FormAlert>{error}</FormAlert>
      <section aria-labelledby={noticeId}>
        <h2 id={noticeId} className={styles.heading}>
          {ACCOUNT_MSG.alarm.sectionNotice}
        </h2>
        <div className={styles.list}>
          {ALARMS.map(({ key, text }) => (
            <SwitchRow
              key={key}
              label={text.label}
              description={text.body}
              checked={shown[key]}
              disabled={saving[key]}
              onChange={(value) => void save(key, value)}
            />
          ))}
          <PushOptIn userNo={detail.userNo} />
        </div>
      </section>
      <section aria-labelledby={marketingId}>
        <h2 id={marketingId} className={styles.heading}>
          {ACCOUNT_MSG.alarm.sectionMarketing}
        </h2>
        <div className={styles.list}>
          <SwitchRow
            label={ACCOUNT_MSG.alarm.marketing.label}
            description={ACCOUNT_MSG.alarm.marketing.body}
            checked={shown.isMarketing}
            disabled={saving.isMarketing}
            onChange={(value) => void save('isMarketing', value)}
          />
        </div>
      </section>
    </PageSection>
  );
}
