import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useSearchSettlement } from '../settlement/api/search-settlement.ts';
import { AccountCard } from '../settlement/components/account-card.tsx';
import { Lines } from '../settlement/components/lines.tsx';
import { PeriodControl } from '../settlement/components/period-control.tsx';
import { Totals } from '../settlement/components/totals.tsx';
import { periodFromSearch, periodToSearch, type SettlementPeriod } from '../settlement/model/period.ts';
import styles from '../settlement/settlement.module.css';

/**
 * Route /approval/settlement (정산 내역): the lawyer's fee and account, and what their decisions earned in a
 * month or a range of days. The route guard sends everyone but a lawyer to /main.
 */
export function SettlementPage() {
  const user = useUserStore((state) => state.user);
  if (user?.userType !== 'LAWYER') return null;
  return <Settlement userNo={user.userNo} />;
}

function Settlement({ userNo }: { userNo: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The period lives in the address, so the way back from a listing shows the same one.
  const period = useMemo(() => periodFromSearch(searchParams), [searchParams]);
  const search = useSearchSettlement(userNo);

  // The search's answer fills the period's lines and totals; only then does the screen switch to it, so a
  // failed search leaves the period on screen as it was. Of quick successive searches only the last applies.
  const apply = (next: SettlementPeriod) =>
    search.mutate(next, {
      onSuccess: () => setSearchParams(periodToSearch(next), { replace: true }),
    });

  return (
    <PageSection width="wide">
      <div className={styles.layout}>
        <div className={styles.side}>
          <AccountCard />
          <PeriodControl
            period={period}
            onApply={apply}
            pending={search.isPending}
            error={search.isError ? thrownMessage(search.error) : null}
          />
        </div>
        <div className={styles.main}>
          <Totals period={period} />
          <Lines period={period} />
        </div>
      </div>
    </PageSection>
  );
}
