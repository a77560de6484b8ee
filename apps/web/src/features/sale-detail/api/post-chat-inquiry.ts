import type { Envelope, InquirySaveInput } from '@ansim/domain/contract';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** The detail page's one inquiry call: only the chat modal loads it. */
const CHAT_INQUIRY_ROUTES = routeTable({
  inquirySave: { method: 'POST', path: '/api/inquiry' },
});

/**
 * POST /api/inquiry for a listing (INQUIRY_TYPE001). The envelope comes back as the server sent it: the
 * modal shows '문의가 완료되었습니다.' on code 1 and the server's own message otherwise (spec 02 §4).
 */
export function postChatInquiry(body: InquirySaveInput): Promise<Envelope<{ inquiryNo: number }>> {
  return call(CHAT_INQUIRY_ROUTES.inquirySave, { body });
}
