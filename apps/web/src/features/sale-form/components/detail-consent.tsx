import type { PromotionConsentInput } from '@ansim/domain/contract';
import { useId } from 'react';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import type { SaleFormValue, SaleStepData } from '../../../stores/sales-store.ts';
import { saveConsent } from '../api/consent.ts';
import { DETAIL_MSG } from '../messages-detail.ts';
import { openConsentFormDialog } from './consent-form-dialog.tsx';
import styles from './detail-info-step.module.css';
import { stepFormStyles } from './step-fields.tsx';

const M = DETAIL_MSG.consent;

/** The 매물홍보확인서 as the step keeps it until the listing has a number to keep it with. */
export type StoredConsent = PromotionConsentInput;

const isRecord = (value: unknown): value is Record<string, SaleFormValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function storedConsentOf(step: SaleStepData | undefined): StoredConsent | null {
  const value = step?.promotionConsent;
  return isRecord(value) && typeof value.ownerName === 'string' ? (value as unknown as StoredConsent) : null;
}

/**
 * Keeps the consent form with the listing just saved. The listing is saved whatever happens here: a
 * refusal only says the 확인서 can be saved again from the listing's modify screen.
 */
export async function saveConsentAfter(saleNo: number, consent: StoredConsent): Promise<void> {
  try {
    await saveConsent(saleNo, { ...consent, saleNo });
  } catch {
    await alertDialog({ message: M.saveFailed });
  }
}

interface DetailConsentProps {
  consent: StoredConsent | null;
  onChange: (consent: StoredConsent) => void;
}

/** The 매물홍보확인서 block: what it is, whether it is written, and the button that opens the form. */
export function DetailConsent({ consent, onChange }: DetailConsentProps) {
  const titleId = useId();
  const open = () =>
    openConsentFormDialog({
      initial: consent,
      onSubmit: (form) => onChange(JSON.parse(JSON.stringify(form)) as StoredConsent),
    });
  return (
    <section className={cx(stepFormStyles.section, styles.consent)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.consentTitle}>
        {M.legend}
      </h2>
      <p className={styles.consentText}>{M.description}</p>
      {consent && <p className={styles.consentDone}>{M.written(consent.ownerName)}</p>}
      <Button variant="secondary" className={styles.consentButton} onClick={open}>
        {consent ? M.edit : M.open}
      </Button>
    </section>
  );
}
