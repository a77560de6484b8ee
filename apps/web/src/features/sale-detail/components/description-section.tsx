import type { SaleDetail } from '@ansim/domain/contract';
import { IconCheckCircle } from '../../../shared/ui/icons.tsx';
import { DETAIL } from '../messages.ts';
import descriptionStyles from './description-section.module.css';
import styles from './detail.module.css';
import { DetailSection } from './detail-section.tsx';

/** 상세 설명: the broker's own words with their line breaks, and the loans a tenant can use for this home. */
export function DescriptionSection({ detail }: { detail: SaleDetail }) {
  const text = detail.etcText?.trim() ?? '';
  const loans = detail.isLoanRecommend ? detail.loanList.filter((loan) => loan.trim() !== '') : [];
  return (
    <DetailSection title={DETAIL.description.title}>
      {text ? (
        <p className={descriptionStyles.text}>{text}</p>
      ) : (
        <p className={styles.muted}>{DETAIL.description.empty}</p>
      )}
      {detail.isLoanRecommend && (
        <div className={descriptionStyles.loans}>
          <h3 className={styles.subTitle}>
            {loans.length > 0 ? DETAIL.description.loans : DETAIL.description.loanRecommend}
          </h3>
          {loans.length > 0 && (
            <ul className={descriptionStyles.loanList}>
              {loans.map((loan) => (
                <li key={loan}>
                  <IconCheckCircle size={18} />
                  {loan}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DetailSection>
  );
}
