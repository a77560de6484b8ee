import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { inquiryDetailKey } from './get-inquiry-detail.ts';
import { INQUIRY_KEY, INQUIRY_ROUTES } from './routes.ts';

/** PATCH /api/inquiry/delete/{inquiryNo}: the asker's own inquiry leaves the lists. */
export async function deleteInquiry(inquiryNo: number) {
  return unwrap(await call(INQUIRY_ROUTES.inquiryDelete, { params: { inquiryNo } }));
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: ({ inquiryNo }) => {
      queryClient.removeQueries({ queryKey: inquiryDetailKey(inquiryNo) });
      return queryClient.invalidateQueries({ queryKey: [...INQUIRY_KEY, 'list'] });
    },
  });
}
