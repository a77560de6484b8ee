import type {
  AdminReportDecision,
  AdminReportItem,
  AdminReportSaleDetail,
  PageInfo,
} from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { ADMIN_REPORT_KEY, ADMIN_REPORT_ROUTES } from './routes.ts';

/** GET /api/admin/reports with the table's page, sort and filters as the address holds them. */
export async function getAdminReports(
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<{ list: AdminReportItem[]; pageInfo: PageInfo }> {
  return unwrap(await call(ADMIN_REPORT_ROUTES.adminReportList, { query }, { spinner: false, ...options }));
}

export const useAdminReports = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...ADMIN_REPORT_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminReports(query, { signal }),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/reports/sale/{saleNo}: the listing, its broker's warnings and every report of it. */
export async function getAdminReportSale(
  saleNo: number,
  options: CallOptions = {},
): Promise<AdminReportSaleDetail> {
  return unwrap(
    await call(ADMIN_REPORT_ROUTES.adminReportSale, { params: { saleNo } }, { spinner: false, ...options }),
  );
}

export const useAdminReportSale = (saleNo: number | null) =>
  useQuery({
    queryKey: [...ADMIN_REPORT_KEY, 'sale', saleNo ?? 0],
    queryFn: ({ signal }) => getAdminReportSale(saleNo ?? 0, { signal }),
    enabled: saleNo !== null,
  });

export interface ReportDecisionInput {
  reportNo: number;
  outcome: 'confirm' | 'dismiss';
  reason: string;
}

/** POST …/confirm or …/dismiss; the decision and the server's sentence for it. */
async function decide({ reportNo, outcome, reason }: ReportDecisionInput) {
  const route =
    outcome === 'confirm' ? ADMIN_REPORT_ROUTES.adminReportConfirm : ADMIN_REPORT_ROUTES.adminReportDismiss;
  const answer = await call(route, { params: { reportNo }, body: { reason } });
  return { decision: unwrap(answer) as AdminReportDecision, message: answer.message };
}

/** A decision refreshes the queue, the listing's panel and the dashboard's open count. */
export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORT_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
