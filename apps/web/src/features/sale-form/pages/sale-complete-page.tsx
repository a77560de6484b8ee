import { saleDetailPagePath } from '@ansim/domain';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePageHeader } from '../../../shared/hooks/use-page-header.ts';
import { MSG } from '../../../shared/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconCheckCircle, IconClock } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { useSalesStore } from '../../../stores/sales-store.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import { parseSaleNo, SALE_NO_PARAM, stepPath } from '../model/step-nav.ts';
import { parseSaleRoute } from '../sale-route.ts';
import styles from './sale-complete-page.module.css';

const M = SALE_FORM_MSG.complete;

type Result = 'registered' | 'temp' | 'quota' | 'modified';

const HEADINGS: Record<Result, { title: string; body: string }> = {
  registered: { title: M.registered, body: M.registeredBody },
  temp: { title: M.temp, body: M.tempBody },
  quota: { title: M.quota, body: M.quotaBody },
  modified: { title: M.modified, body: M.modifiedBody },
};

/**
 * Routes /salesManagement/regist/{status} and /salesManagement/salesModify/{status} (spec 02 §2): what the
 * save did, with the way on. The draft is done with once this shows.
 */
export function SaleCompletePage() {
  const { flow, status } = parseSaleRoute(useLocation().pathname);
  const [params] = useSearchParams();
  const saleNo = parseSaleNo(params.get(SALE_NO_PARAM));
  const quota = params.get('reason') === 'quota';
  const remaining = parseSaleNo(params.get('remaining')) ?? (params.get('remaining') === '0' ? 0 : null);
  const inReview = params.get('review') === '1';

  const result: Result =
    status === 'temp' ? (quota ? 'quota' : 'temp') : flow === 'salesModify' ? 'modified' : 'registered';
  // The header of /salesManagement/regist/temp says it was a temporary save; why, when the quota decided.
  const stored = result === 'temp' || result === 'quota';
  usePageHeader({
    title:
      result === 'quota'
        ? M.quotaTitle
        : stored && flow === 'salesModify'
          ? MSG.titles.registTemp
          : undefined,
  });

  useEffect(() => {
    useSalesStore.getState().clearTemp();
  }, []);

  const heading = HEADINGS[result];
  return (
    <PageSection>
      <section className={styles.card} aria-labelledby="sale-complete-title">
        <span className={stored ? styles.iconTemp : styles.icon}>
          {stored ? <IconClock size={30} /> : <IconCheckCircle size={30} />}
        </span>
        <h2 id="sale-complete-title" className={styles.title}>
          {heading.title}
        </h2>
        {saleNo !== null && <p className={styles.saleNo}>{M.saleNo(saleNo)}</p>}
        <p className={styles.body}>{heading.body}</p>
        {inReview && !stored && <p className={styles.note}>{M.inReview}</p>}
        {remaining !== null && <p className={styles.remaining}>{M.remaining(remaining)}</p>}
        <div className={styles.actions}>
          {saleNo !== null &&
            (stored ? (
              <ButtonLink to={stepPath('storage', 'locationInfo', saleNo)} size="large" block>
                {M.toStorage}
              </ButtonLink>
            ) : (
              <ButtonLink to={saleDetailPagePath(saleNo)} size="large" block>
                {M.toDetail}
              </ButtonLink>
            ))}
          {result === 'quota' && (
            <ButtonLink to="/salesManagement/adDetail" variant="soft" size="large" block>
              {M.adDetail}
            </ButtonLink>
          )}
          <ButtonLink to="/salesManagement" variant="secondary" size="large" block replace>
            {M.toManagement}
          </ButtonLink>
        </div>
      </section>
    </PageSection>
  );
}
