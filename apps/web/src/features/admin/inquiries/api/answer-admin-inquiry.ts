import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { adminInquiryDetailKey } from './get-admin-inquiries.ts';
import { ADMIN_INQUIRY_KEY, ADMIN_INQUIRY_ROUTES } from './routes.ts';

/** POST /api/admin/inquiries/{inquiryNo}/answer: the one answer; the server answers the updated thread. */
export async function answerAdminInquiry({ inquiryNo, answer }: { inquiryNo: number; answer: string }) {
  return unwrap(
    await call(ADMIN_INQUIRY_ROUTES.adminInquiryAnswer, { params: { inquiryNo }, body: { answer } }),
  );
}

/** The thread shows the answer at once; the list's 답변 대기 and the dashboard's count follow. */
export function useAnswerAdminInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAdminInquiry,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminInquiryDetailKey(detail.inquiryNo), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ADMIN_INQUIRY_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}
