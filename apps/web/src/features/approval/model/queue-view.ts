import { LAWYER_CONFIRM_STATUSES, type LawyerConfirmStatus, RATE_CODES, type RateCode } from '@ansim/domain';

/*
 * What the queue shows lives in the address (?tab=WAIT&rate=RATE001,RATE002), so that the way back from a
 * listing's detail comes back to the same tab and grades, and the infinite query's cache under that key
 * hands back every page already loaded (spec 01 §2 "keeps that list's state").
 */

export const TAB_PARAM = 'tab';
export const RATE_PARAM = 'rate';

/** Spec 02 §3 "Approval list payload": the queue opens on WAIT, with rate RATE001,RATE002. */
export const DEFAULT_TAB: LawyerConfirmStatus = 'WAIT';
export const DEFAULT_RATES: readonly RateCode[] = ['RATE001', 'RATE002'];
/** The address spells "every grade" out, so that an empty choice is never mistaken for the default. */
export const ALL_RATES_PARAM = 'ALL';

export interface QueueView {
  tab: LawyerConfirmStatus;
  /** In RATE order; all five mean every grade. */
  rates: readonly RateCode[];
}

export const tabFromParam = (value: string | null): LawyerConfirmStatus =>
  LAWYER_CONFIRM_STATUSES.find((status) => status === value) ?? DEFAULT_TAB;

/** A missing or unreadable parameter is the spec's default; 'ALL' is every grade. */
export function ratesFromParam(value: string | null): readonly RateCode[] {
  if (value === null) return DEFAULT_RATES;
  if (value === ALL_RATES_PARAM) return RATE_CODES.map((rate) => rate.code);
  const wanted = new Set(value.split(','));
  const rates = RATE_CODES.map((rate) => rate.code).filter((code) => wanted.has(code));
  return rates.length === 0 ? DEFAULT_RATES : rates;
}

export function rateParam(rates: readonly RateCode[]): string {
  return rates.length === RATE_CODES.length ? ALL_RATES_PARAM : rates.join(',');
}

export const viewFromParams = (params: URLSearchParams): QueueView => ({
  tab: tabFromParam(params.get(TAB_PARAM)),
  rates: ratesFromParam(params.get(RATE_PARAM)),
});

/** The address's query for a view: the defaults are written too, so a shared link says what it shows. */
export function paramsForView(view: QueueView, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  next.set(TAB_PARAM, view.tab);
  next.set(RATE_PARAM, rateParam(view.rates));
  return next;
}

/**
 * A grade chip toggled: at least one grade stays chosen (an empty choice would list nothing and look
 * broken), and the order is always RATE001…RATE005, so one choice has one cache key.
 */
export function toggleRate(rates: readonly RateCode[], rate: RateCode): readonly RateCode[] {
  const has = rates.includes(rate);
  if (has && rates.length === 1) return rates;
  const next = has ? rates.filter((code) => code !== rate) : [...rates, rate];
  return RATE_CODES.map((code) => code.code).filter((code) => next.includes(code));
}

/** The query the server reads: the rates as the spec's comma list. */
export const rateQuery = (rates: readonly RateCode[]): string => rates.join(',');
