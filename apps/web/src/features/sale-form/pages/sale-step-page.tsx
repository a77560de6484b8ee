import { SALE_STEP_SCHEMAS, type SaveStatus } from '@ansim/domain';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog, confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import {
  SALE_STEPS,
  type SaleFlow,
  type SaleStep,
  type SalesTemp,
  useSalesStore,
} from '../../../stores/sales-store.ts';
import { loadSaleForm, saveSale } from '../api/save-sale.ts';
import { StepBar } from '../components/step-bar.tsx';
import { SALE_FORM_MSG } from '../messages.ts';
import { SaleShellContext } from '../model/shell-context.ts';
import {
  completionPath,
  isStepNavState,
  nextStepOf,
  parseSaleNo,
  prevStepOf,
  SALE_NO_PARAM,
  type StepNavState,
  stepPath,
} from '../model/step-nav.ts';
import { STEP_COMPONENTS } from '../model/steps.tsx';
import { parseSaleRoute } from '../sale-route.ts';
import styles from './sale-step-page.module.css';

const M = SALE_FORM_MSG.shell;

/**
 * Routes /salesManagement/{regist|salesModify|storage}/{step}: one of the five registration steps
 * (spec 02 §2), with the step bar, the step's form and its 이전 / 임시저장 / 다음 bar.
 */
export function SaleStepPage() {
  const { flow, step } = parseSaleRoute(useLocation().pathname);
  if (!flow || !step) return <Navigate to="/salesManagement" replace />;
  // A new flow is a new draft screen: nothing of the previous flow's loading state carries over.
  return <SaleStepScreen key={flow} flow={flow} step={step} />;
}

/** The step whose form holds a field the server refused, so the broker is taken where to fix it. */
const stepOfField = (field: string): SaleStep | null =>
  SALE_STEPS.find((step) => field.split('.')[0]! in SALE_STEP_SCHEMAS[step].shape) ?? null;

/** The draft this screen works on is in the store: a new registration, or the listing it loaded. */
const isDraftReady = (temp: SalesTemp, flow: SaleFlow, saleNo: number | null): boolean =>
  flow === 'regist'
    ? temp.flow === null || temp.flow === 'regist'
    : temp.flow === flow && temp.saleNo === saleNo;

type LoadState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * Fills the store once when the screen opens on a listing it does not hold yet (a modify, or a temporary
 * save to continue); a reload finds the draft already there and keeps what was typed. Only once: when the
 * broker discards the draft on the way out, nothing may bring it back.
 */
function useDraft(
  flow: SaleFlow,
  saleNo: number | null,
): { ready: boolean; load: LoadState; retry: () => void } {
  const ready = useSalesStore((state) => isDraftReady(state.temp, flow, saleNo));
  const [load, setLoad] = useState<LoadState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${saleNo}:${attempt}`;
    if (startedFor.current === key) return;
    startedFor.current = key;
    const { temp, startTemp } = useSalesStore.getState();
    if (flow === 'regist') {
      // A draft begun here (or typed before the flow was named) is kept; another flow's is not.
      if (temp.flow !== 'regist') startTemp('regist', null, temp.flow === null ? temp.steps : {});
      return;
    }
    if (isDraftReady(temp, flow, saleNo)) return;
    if (saleNo === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    loadSaleForm(saleNo).then(
      (steps) => {
        if (!current) return;
        startTemp(flow, saleNo, steps);
        setLoad({ status: 'idle' });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'error', message: thrownMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [flow, saleNo, attempt]);

  return { ready, load, retry: () => setAttempt((n) => n + 1) };
}

function SaleStepScreen({ flow, step }: { flow: SaleFlow; step: SaleStep }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const storedSaleNo = useSalesStore((state) => (state.temp.flow === flow ? state.temp.saleNo : null));
  const saleNo = flow === 'regist' ? null : (parseSaleNo(params.get(SALE_NO_PARAM)) ?? storedSaleNo);
  const { ready, load, retry } = useDraft(flow, saleNo);
  const [saving, setSaving] = useState(false);

  const goTo = (target: SaleStep) => {
    const state: StepNavState = { fromStep: step };
    void navigate(stepPath(flow, target, saleNo), { state });
  };

  const save = async (status: SaveStatus) => {
    if (saving) return;
    const temp = useSalesStore.getState().temp;
    if (!temp.steps.locationInfo?.saleAddr) {
      await alertDialog({ message: M.needAddress });
      if (step !== 'locationInfo') goTo('locationInfo');
      return;
    }
    setSaving(true);
    try {
      const result = await saveSale(temp, status);
      const outcome = status === 'STORAGE' ? 'temp' : result.quotaExhausted ? 'quota' : 'complete';
      // The form is done with: back from the result must not land in a half-cleared form.
      void navigate(completionPath(flow, outcome, result.saleNo, result.remainingAdUnits, result.inReview), {
        replace: true,
      });
    } catch (error) {
      setSaving(false);
      const { field, text } = splitFieldMessage(thrownMessage(error));
      await alertDialog({ message: text });
      const owner = field === null ? null : stepOfField(field);
      if (owner !== null && owner !== step) goTo(owner);
    }
  };

  const onNext = () => {
    const next = nextStepOf(step);
    if (next) goTo(next);
    else void save('ACTIVE');
  };

  const onPrev = () => {
    const prev = prevStepOf(step);
    if (prev) {
      // Reached by 다음: going back is the history's back. Opened directly (a reload, a link): replace.
      if (isStepNavState(location.state, prev)) void navigate(-1);
      else void navigate(stepPath(flow, prev, saleNo), { replace: true });
      return;
    }
    // The first step: leaving abandons the draft. A history back is asked by the app's back guard.
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    void confirmDialog({ message: SALE_FORM_MSG.unsavedChanges }).then((leave) => {
      if (!leave) return;
      useSalesStore.getState().clearTemp();
      void navigate('/salesManagement', { replace: true });
    });
  };

  const Step = STEP_COMPONENTS[step];
  const stepIndex = SALE_STEPS.indexOf(step);
  const shell = {
    flow,
    saving,
    isFirstStep: stepIndex === 0,
    isLastStep: stepIndex === SALE_STEPS.length - 1,
  };

  let body: ReactNode;
  if (flow !== 'regist' && saleNo === null) {
    body = (
      <PromptCard
        title={M.missingSaleNo}
        actions={
          <ButtonLink to="/salesManagement" replace>
            {M.toManagement}
          </ButtonLink>
        }
      />
    );
  } else if (load.status === 'error') {
    body = (
      <PromptCard
        title={M.loadFailed}
        body={load.message}
        actions={
          <>
            <Button onClick={retry}>{M.retry}</Button>
            <ButtonLink to="/salesManagement" variant="secondary" replace>
              {M.toManagement}
            </ButtonLink>
          </>
        }
      />
    );
  } else if (!ready) {
    body = (
      <p className={styles.status} role="status">
        {M.loading}
      </p>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <p className={styles.status} role="status">
            {M.stepLoading}
          </p>
        }
      >
        <Step
          key={step}
          flow={flow}
          saleNo={saleNo}
          onNext={onNext}
          onPrev={onPrev}
          onTempSave={() => void save('STORAGE')}
        />
      </Suspense>
    );
  }

  return (
    <SaleShellContext.Provider value={shell}>
      <div className={styles.page}>
        <StepBar step={step} />
        <div className={styles.body}>{body}</div>
      </div>
    </SaleShellContext.Provider>
  );
}
