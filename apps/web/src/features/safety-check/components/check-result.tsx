import { formatMoney, type SafetyLevel } from '@ansim/domain';
import type { SafetyCheckEntity } from '@ansim/domain/contract';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { IconCheckCircle, IconClose, IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { SAFETY_CHECK_MSG } from '../messages.ts';
import styles from './check-result.module.css';
import { RatioBar } from './ratio-bar.tsx';

const M = SAFETY_CHECK_MSG.result;

/** A block of the answer, an h3 under the result's h2. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The answer: grade and ratio, reasons, 최우선변제, HUG, the checklist, and 'PDF로 저장'. */
export function CheckResult({
  answer,
  onEditPrice,
  onPdf,
  pdfPending,
  pdfError,
}: {
  answer: SafetyCheckEntity;
  onEditPrice: () => void;
  onPdf: () => void;
  pdfPending: boolean;
  pdfError: string | null;
}) {
  const titleId = useId();
  const { grade, publicPrice: price, priorityRepayment: pr, insurance } = answer;
  const level = grade.level as SafetyLevel;
  const protection = pr.fullyProtected
    ? M.fullyProtected
    : pr.smallTenant
      ? M.partlyProtected
      : M.notProtected;
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title} tabIndex={-1}>
          {M.title}
        </h2>
        <p className={styles.date}>{M.checkedOn(answer.checkedOn)}</p>
      </div>
      <p className={styles.address}>{answer.address}</p>

      <div className={cx(styles.gradeCard, styles[`grade${level}`])}>
        <p className={styles.gradeLabel}>{M.gradeLabel}</p>
        <SafetyGradeTag level={level} className={styles.gradeTag} />
        <p className={styles.ratio}>{grade.assessable ? M.ratio(grade.ratio) : M.notAssessable}</p>
        <RatioBar
          ratio={grade.assessable ? grade.ratio : null}
          thresholds={answer.thresholds}
          level={level}
        />
        <div className={styles.price}>
          <span className={styles.priceLabel}>{M.publicPrice}</span>
          <strong>{price.value === null ? M.noPrice : formatMoney(price.value)}</strong>
          <span className={cx(styles.badge, price.origin === 'OFFICIAL' ? styles.badgeOk : styles.badgeWarn)}>
            {price.label}
          </span>
          <p className={styles.basis}>{price.basis}</p>
          <Button variant="ghost" size="small" onClick={onEditPrice}>
            {M.editPrice}
          </Button>
        </div>
      </div>

      <Block title={M.reasons}>
        <ul className={styles.reasons}>
          {grade.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Block>

      <div className={styles.pair}>
        <Block title={M.priority}>
          <p className={cx(styles.verdict, pr.fullyProtected ? styles.ok : styles.warn)}>{protection}</p>
          <p className={styles.text}>{pr.summary}</p>
        </Block>
        <Block title={M.insurance}>
          <p className={cx(styles.verdict, insurance.eligible ? styles.ok : styles.warn)}>
            {insurance.eligible ? M.eligible : M.notEligible}
          </p>
          <p className={styles.text}>{insurance.summary}</p>
          <ul className={styles.conditions}>
            {insurance.conditions.map((c) => (
              <li key={c.label} className={styles.condition}>
                {c.met ? (
                  <IconCheckCircle size={18} className={styles.ok} />
                ) : (
                  <IconClose size={18} className={styles.warn} />
                )}
                <span>
                  <span className="visually-hidden">{c.met ? M.met : M.unmet}: </span>
                  <strong className={styles.conditionLabel}>{c.label}</strong>
                  <span className={styles.conditionDetail}>{c.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </Block>
      </div>

      <Block title={M.checklist}>
        <ul className={styles.checklist}>
          {answer.checklist.map((item) => (
            <li key={item.key} className={cx(styles.checkItem, item.important && styles.important)}>
              <IconDocumentCheck size={20} className={styles.checkIcon} />
              <div>
                <p className={styles.checkTitle}>
                  {item.important && <span className={styles.importantTag}>{M.important}</span>}
                  {item.title}
                </p>
                <p className={styles.checkDetail}>{item.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </Block>

      <div className={styles.actions}>
        <Button size="large" block onClick={onPdf} disabled={pdfPending} aria-busy={pdfPending || undefined}>
          {pdfPending ? M.pdfSaving : M.pdf}
        </Button>
        <FormAlert>{pdfError}</FormAlert>
      </div>
      <p className={styles.disclaimer}>{M.disclaimer}</p>
    </section>
  );
}
