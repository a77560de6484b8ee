import type { RateCode } from '@ansim/domain';
import type { AdminGradeDecision, AdminGradeItem, PageInfo } from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { ADMIN_GRADE_KEY, ADMIN_GRADE_ROUTES } from './routes.ts';

/** GET /api/admin/grades with the table's page, sort and filters as the address holds them. */
export async function getAdminGrades(
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<{ list: AdminGradeItem[]; pageInfo: PageInfo }> {
  return unwrap(await call(ADMIN_GRADE_ROUTES.adminGradeList, { query }, { spinner: false, ...options }));
}

export const useAdminGrades = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...ADMIN_GRADE_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminGrades(query, { signal }),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export type GradeDecisionInput =
  | { reviewNo: number; outcome: 'accept' }
  | { reviewNo: number; outcome: 'correct'; grade: RateCode; reason: string };

/** POST …/accept or …/correct; the decision and the server's sentence for it. */
async function decide(input: GradeDecisionInput) {
  const answer =
    input.outcome === 'accept'
      ? await call(ADMIN_GRADE_ROUTES.adminGradeAccept, { params: { reviewNo: input.reviewNo }, body: {} })
      : await call(ADMIN_GRADE_ROUTES.adminGradeCorrect, {
          params: { reviewNo: input.reviewNo },
          body: { grade: input.grade, reason: input.reason },
        });
  return { decision: unwrap(answer) as AdminGradeDecision, message: answer.message };
}

/** A decision refreshes the queue and the dashboard's counts. */
export function useGradeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_GRADE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
