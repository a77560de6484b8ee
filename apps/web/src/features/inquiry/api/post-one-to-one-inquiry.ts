import type { Envelope } from '@ansim/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import type { OneToOneForm } from '../model/one-to-one-form.ts';
import { INQUIRY_KEY, INQUIRY_ROUTES } from './routes.ts';

/**
 * POST /api/inquiry for a 1대1 inquiry to the operator: a category, a title and a text, no listing. The
 * envelope comes back as the server sent it, so the page can show the server's own refusal.
 */
export function postOneToOneInquiry(
  userNo: number,
  form: OneToOneForm,
): Promise<Envelope<{ inquiryNo: number }>> {
  return call(INQUIRY_ROUTES.inquirySave, {
    body: {
      inquiryNo: null,
      userNo,
      saleNo: null,
      saleUserNo: null,
      inquiryType: form.inquiryType,
      title: form.title,
      content: form.content,
    },
  });
}

export function usePostOneToOneInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userNo, form }: { userNo: number; form: OneToOneForm }) =>
      postOneToOneInquiry(userNo, form),
    onSuccess: (envelope) => {
      if (envelope.code === 1) return queryClient.invalidateQueries({ queryKey: [...INQUIRY_KEY, 'list'] });
    },
  });
}
