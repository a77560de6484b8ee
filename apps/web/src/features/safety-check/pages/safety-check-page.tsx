import type { SafetyCheckEntity, SafetyCheckInput } from '@ansim/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { IconShieldCheck } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { fetchSafetyCheckPdf, postSafetyCheck } from '../api/safety-check.ts';
import { CheckForm } from '../components/check-form.tsx';
import { CheckResult } from '../components/check-result.tsx';
import { SAFETY_CHECK_MSG as M } from '../messages.ts';
import { type CheckFormState, type FormField, INITIAL_FORM, toBody } from '../model/check-form.ts';
import styles from './safety-check-page.module.css';

/** Hands the browser a file to save, as a link to the blob it then forgets. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Route /safetyCheck (issue 18 §4): 안심 진단, public. A tenant enters an address, the deal and the figures
 * of the 등기부등본 and gets the grade by the product's tables with its reasons, 최우선변제, HUG and a
 * checklist, and can save it as a PDF. The answer is for the body it was asked with: the PDF is made from
 * that same body, not from fields edited since.
 */
export function SafetyCheckPage() {
  const headingId = useId();
  const [form, setForm] = useState<CheckFormState>(INITIAL_FORM);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [asked, setAsked] = useState<SafetyCheckInput | null>(null);
  const priceRef = useRef<HTMLInputElement | null>(null);
  const resultRef = useRef<HTMLDivElement | null>(null);

  const check = useMutation<SafetyCheckEntity, Error, SafetyCheckInput>({ mutationFn: postSafetyCheck });
  const pdf = useMutation({
    mutationFn: fetchSafetyCheckPdf,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });

  // A new answer: move to it, so keyboard and screen-reader users land on what changed.
  useEffect(() => {
    if (!check.data) return;
    const heading = resultRef.current?.querySelector<HTMLElement>('h2');
    heading?.focus();
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [check.data]);

  const submit = () => {
    const { body, errors: missing } = toBody(form);
    setErrors(missing ?? {});
    if (!body) return;
    setAsked(body);
    pdf.reset();
    check.mutate(body);
  };

  const editPrice = () => {
    const value = check.data?.publicPrice.value;
    if (value != null) setForm((f) => ({ ...f, price: String(value) }));
    priceRef.current?.focus();
  };

  return (
    <PageSection>
      <div className={styles.page}>
        <section className={styles.intro} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            <IconShieldCheck size={26} className={styles.icon} />
            {M.heading}
          </h2>
          <p className={styles.lead}>{M.lead}</p>
        </section>
        <div className={styles.layout}>
          <div className={styles.card}>
            <h2 className={styles.formTitle}>{M.formTitle}</h2>
            <CheckForm
              state={form}
              onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
              errors={errors}
              serverError={check.isError ? thrownMessage(check.error) : null}
              pending={check.isPending}
              onSubmit={submit}
              priceRef={priceRef}
            />
          </div>
          <div
            ref={resultRef}
            className={styles.answer}
            aria-live="polite"
            aria-busy={check.isPending || undefined}
          >
            {check.data ? (
              <CheckResult
                answer={check.data}
                onEditPrice={editPrice}
                onPdf={() => asked && pdf.mutate(asked)}
                pdfPending={pdf.isPending}
                pdfError={pdf.isError ? M.result.pdfFailed : null}
              />
            ) : (
              <PromptCard
                centered
                icon={<IconShieldCheck size={26} />}
                title={check.isPending ? M.submitting : M.emptyTitle}
                body={check.isPending ? '' : M.emptyBody}
              />
            )}
          </div>
        </div>
      </div>
    </PageSection>
  );
}
