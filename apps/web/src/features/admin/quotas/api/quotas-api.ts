import type {
  AdminLawyerSettingsBody,
  AdminQuotaChangeBody,
  Envelope,
  QuotaKind,
} from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { QUOTA_ADMIN_ROUTES as R } from './routes.ts';

/*
 * The quotas area's queries and mutations. Every key is under ['admin', 'quotas'], so a change invalidates
 * the area's lists together (a grant changes the balance list and the ledger; an approval the list of
 * applications and the balances), and ['admin'] lets the dashboard's counts follow.
 */
const KEY = ['admin', 'quotas'] as const;
type Query = Record<string, string | number>;

const quiet = { spinner: false } as const;

/** A mutation's answer: the entity and the server's Korean message, or the ApiError that carries it. */
function done<T>(envelope: Envelope<T>): { entity: T; message: string } {
  return { entity: unwrap(envelope), message: envelope.message };
}

export function useBalances(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'balances', query],
    queryFn: async ({ signal }) => unwrap(await call(R.adminQuotaList, { query }, { ...quiet, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useLedger(userNo: number | null, kind: QuotaKind | '', page: number) {
  return useQuery({
    queryKey: [...KEY, 'ledger', userNo, kind, page],
    enabled: userNo !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          R.adminQuotaLedger,
          { params: { userNo: userNo ?? 0 }, query: { page, limit: 10, ...(kind ? { kind } : {}) } },
          { ...quiet, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApplications(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'applications', query],
    queryFn: async ({ signal }) =>
      unwrap(await call(R.adminProxyApplications, { query }, { ...quiet, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'requests', query],
    queryFn: async ({ signal }) => unwrap(await call(R.adminProxyRequests, { query }, { ...quiet, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useLawyers(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'lawyers', query],
    queryFn: async ({ signal }) => unwrap(await call(R.adminLawyers, { query }, { ...quiet, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(userNo: number | null, month: string) {
  return useQuery({
    queryKey: [...KEY, 'settlement', userNo, month],
    enabled: userNo !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          R.adminLawyerSettlements,
          { params: { userNo: userNo ?? 0 }, query: { month } },
          { ...quiet, signal },
        ),
      ),
  });
}

/** After any change: the area's lists and the dashboard's counts are read again. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function useQuotaChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      mode,
      userNo,
      body,
    }: {
      mode: 'grant' | 'revoke';
      userNo: number;
      body: AdminQuotaChangeBody;
    }) =>
      done(
        await call(mode === 'grant' ? R.adminQuotaGrant : R.adminQuotaRevoke, { params: { userNo }, body }),
      ),
    onSuccess: invalidate,
  });
}

export function useApplicationDecision() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (
      input:
        | { decision: 'grant'; applicationNo: number; amount: number; reason: string }
        | { decision: 'reject'; applicationNo: number; reason: string },
    ) =>
      input.decision === 'grant'
        ? done(
            await call(R.adminProxyApplicationGrant, {
              params: { applicationNo: input.applicationNo },
              body: { amount: input.amount, reason: input.reason },
            }),
          )
        : done(
            await call(R.adminProxyApplicationReject, {
              params: { applicationNo: input.applicationNo },
              body: { reason: input.reason },
            }),
          ),
    onSuccess: invalidate,
  });
}

export function useLawyerSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userNo, body }: { userNo: number; body: AdminLawyerSettingsBody }) =>
      done(await call(R.adminLawyerSettings, { params: { userNo }, body })),
    onSuccess: invalidate,
  });
}

export function useMarkPaid() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userNo, month }: { userNo: number; month: string }) =>
      done(await call(R.adminLawyerPaid, { params: { userNo }, body: { month } })),
    onSuccess: invalidate,
  });
}

export { useInvalidate as useInvalidateQuotas };
