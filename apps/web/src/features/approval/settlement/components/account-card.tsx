import type { LawyerSetting } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { IconEye, IconEyeOff } from '../../../../shared/ui/icons.tsx';
import { QueryState } from '../../../../shared/ui/query-state.tsx';
import { useSetting } from '../api/get-setting.ts';
import { SETTLEMENT_MSG } from '../messages-settlement.ts';
import { maskAccountNo } from '../model/account.ts';
import styles from './account-card.module.css';

const TEXT = SETTLEMENT_MSG.account;

/** The lawyer's terms: the fee per decision and the account it is paid to, as the operator set them. */
export function AccountCard() {
  const headingId = useId();
  const query = useSetting();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        {TEXT.title}
      </h2>
      <QueryState query={query} variant="inline" errorTitle={TEXT.loadError}>
        {(setting) => <Terms setting={setting} />}
      </QueryState>
      <p className={styles.note}>{TEXT.note}</p>
    </section>
  );
}

function Terms({ setting }: { setting: LawyerSetting }) {
  return (
    <dl className={styles.terms}>
      <div className={styles.term}>
        <dt className={styles.label}>{TEXT.fee}</dt>
        <dd className={styles.fee}>{SETTLEMENT_MSG.won(setting.feePerApproval)}</dd>
      </div>
      <div className={styles.term}>
        <dt className={styles.label}>{TEXT.bank}</dt>
        <dd className={styles.account}>
          {setting.accountNo ? (
            <Account
              bankName={setting.bankName}
              accountNo={setting.accountNo}
              accountHolder={setting.accountHolder}
            />
          ) : (
            <span className={styles.none}>{TEXT.none}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The account number hidden but for its last digits until the lawyer asks to see it: the screen is often
 * read in a public place. The button's name says what it will do next.
 */
function Account({
  bankName,
  accountNo,
  accountHolder,
}: {
  bankName: string | null;
  accountNo: string;
  accountHolder: string | null;
}) {
  const [shown, setShown] = useState(false);
  const numberId = useId();
  return (
    <>
      <span className={styles.accountLine}>
        {bankName && <span className={styles.bank}>{bankName}</span>}
        <span id={numberId} className={styles.number}>
          {shown ? (
            accountNo
          ) : (
            <>
              <span aria-hidden="true">{maskAccountNo(accountNo)}</span>
              <span className="visually-hidden">{`${TEXT.hiddenLabel} ${accountNo.slice(-4)}`}</span>
            </>
          )}
        </span>
        <button
          type="button"
          className={styles.reveal}
          aria-controls={numberId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          <span>{shown ? TEXT.hide : TEXT.show}</span>
        </button>
      </span>
      {accountHolder && <span className={styles.holder}>{TEXT.holder(accountHolder)}</span>}
    </>
  );
}
