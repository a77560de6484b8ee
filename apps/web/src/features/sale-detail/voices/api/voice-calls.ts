import type { CommentInsertBody, ReportInsertBody } from '@ansim/domain/contract';
import { call } from '../../../../shared/api/call.ts';
import { VOICE_ROUTES } from './voice-routes.ts';

/**
 * The check and save calls, each as the server answers it (the envelope): the dialogs show a refusal's
 * Korean message (409 already there, 403 one's own listing, 429 too many) as it is.
 */
export const voiceCalls = {
  commentCheck: (saleNo: number, userNo: number) =>
    call(VOICE_ROUTES.commentCheck, { body: { saleNo, userNo } }),
  commentInsert: (body: CommentInsertBody) => call(VOICE_ROUTES.commentInsert, { body }),
  reportCheck: (saleNo: number, userNo: number) =>
    call(VOICE_ROUTES.reportCheck, { body: { saleNo, userNo } }),
  reportInsert: (body: ReportInsertBody) => call(VOICE_ROUTES.reportInsert, { body }),
};
