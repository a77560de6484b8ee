import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { inquiryDetailKey } from './get-inquiry-detail.ts';
import { INQUIRY_KEY, INQUIRY_ROUTES } from './routes.ts';

/** POST /api/inquiry/answer/{inquiryNo}: the broker's one answer; the server answers the updated thread. */
export async function answerInquiry({ inquiryNo, answer }: { inquiryNo: number; answer: string }) {
  return unwrap(await call(INQUIRY_ROUTES.inquiryAnswer, { params: { inquiryNo }, body: { answer } }));
}

/** The thread shows the answer at once; the lists' 답변 대기 turns 답변 완료. */
export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInquiry,
    onSuccess: (detail) => {
      queryClient.setQueryData(inquiryDetailKey(detail.inquiryNo), detail);
      return queryClient.invalidateQueries({ queryKey: [...INQUIRY_KEY, 'list'] });
    },
  });
}
