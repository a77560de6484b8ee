import { isBusinessNoCheckDigitValid, SUCCESS_CODE } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { getBrokerOffice, postBusinessCheck } from '../api/open-data-checks.ts';
import { BROKER_CHECK_MSG as M } from '../messages-broker-checks.ts';

/** How long typing must pause before a number is looked up: one call per number, not per key. */
export const CHECK_DEBOUNCE_MS = 400;

/** What a field shows under it: the tone picks the field's hint, success or error line. */
export type CheckView = { tone: 'hint' | 'success' | 'error'; text: string } | null;

const REGISTRATION_NO = /^[0-9가-힣-]{5,30}$/;

/**
 * The 사업자등록 상태 of the number being typed. The check digit is verified here first, so a mistyped
 * number says so at once and is never sent; a valid one is looked up once typing pauses. 휴업 and 폐업
 * stop the submit with `blockMessage`.
 */
export function useBusinessCheck(typed: string): { view: CheckView; blockMessage: string | null } {
  const digits = typed.replace(/\D/g, '');
  const settled = useDebouncedValue(digits, CHECK_DEBOUNCE_MS);
  const complete = digits.length === 10;
  const valid = complete && isBusinessNoCheckDigitValid(digits);
  const query = useQuery({
    queryKey: ['businessCheck', settled],
    queryFn: ({ signal }) => postBusinessCheck(settled, signal),
    enabled: valid && settled === digits,
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (!complete) return { view: null, blockMessage: null };
  // Said, not enforced: the operator reviews the licence anyway, and the server records such a number
  // as 확인 대기.
  if (!valid) return { view: { tone: 'error', text: M.checkDigit }, blockMessage: null };
  if (settled !== digits || query.isPending)
    return { view: { tone: 'hint', text: M.checking }, blockMessage: null };
  const envelope = query.data;
  if (!envelope || envelope.code !== SUCCESS_CODE)
    return { view: { tone: 'hint', text: M.unavailable }, blockMessage: null };
  const { status } = envelope.entity;
  const text = M.business[status];
  if (status === 'SUSPENDED' || status === 'CLOSED')
    return { view: { tone: 'error', text }, blockMessage: M.blockedSubmit };
  return { view: { tone: status === 'ACTIVE' ? 'success' : 'hint', text }, blockMessage: null };
}

/** The registered 중개사무소 of the number being typed; never blocks (the operator confirms). */
export function useBrokerOfficeCheck(typed: string): CheckView {
  const value = typed.trim();
  const settled = useDebouncedValue(value, CHECK_DEBOUNCE_MS);
  const wellFormed = REGISTRATION_NO.test(value);
  const query = useQuery({
    queryKey: ['brokerOffice', settled],
    queryFn: ({ signal }) => getBrokerOffice(settled, signal),
    enabled: wellFormed && settled === value,
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (!wellFormed) return null;
  if (settled !== value || query.isPending) return { tone: 'hint', text: M.checking };
  const envelope = query.data;
  if (!envelope || envelope.code !== SUCCESS_CODE) return { tone: 'hint', text: M.unavailable };
  const office = envelope.entity;
  if (office.status === 'VERIFIED') return { tone: 'success', text: M.office.VERIFIED(office.officeName) };
  return { tone: 'hint', text: M.office[office.status] };
}

/** A field's props with the check's line under it, below whatever the form itself says about the field. */
export function withCheck<P extends { error?: string | undefined }>(props: P, view: CheckView) {
  return {
    ...props,
    error: props.error ?? (view?.tone === 'error' ? view.text : undefined),
    success: view?.tone === 'success' ? view.text : undefined,
    hint: view?.tone === 'hint' ? view.text : undefined,
  };
}
