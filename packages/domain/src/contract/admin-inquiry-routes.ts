import { OPERATOR } from './access.ts';
import {
  adminInquiryAnswerBodySchema,
  adminInquiryDetailResponseSchema,
  adminInquiryListQuerySchema,
  adminInquiryListResponseSchema,
  adminInquiryParamsSchema,
} from './admin-inquiry.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's inquiry calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_INQUIRY_ROUTES = {
  adminInquiryList: route({
    method: 'GET',
    path: '/api/admin/inquiries',
    tags: ['admin'],
    access: OPERATOR,
    summary: '1대1 문의 목록 (분류·답변 상태·검색, 정렬, 페이지)',
    description:
      '매물 문의(INQUIRY_TYPE001)는 중개인이 답하므로 제외합니다. 기본 정렬은 등록일 최신순, state=WAIT이면 ' +
      '답변 대기만. q는 제목, 문의자 아이디·이름에서 찾습니다.',
    query: adminInquiryListQuerySchema,
    response: adminInquiryListResponseSchema,
  }),
  adminInquiryDetail: route({
    method: 'GET',
    path: '/api/admin/inquiries/:inquiryNo',
    tags: ['admin'],
    access: OPERATOR,
    summary: '1대1 문의 상세와 답변',
    description: '매물 문의나 삭제된 문의는 404입니다.',
    params: adminInquiryParamsSchema,
    response: adminInquiryDetailResponseSchema,
  }),
  adminInquiryAnswer: route({
    method: 'POST',
    path: '/api/admin/inquiries/:inquiryNo/answer',
    tags: ['admin'],
    access: OPERATOR,
    summary: '1대1 문의 답변 (한 번만)',
    description:
      "답변 2~1000자. 두 번째 답변은 409 '이미 답변한 문의입니다.' 문의한 회원에게 알림이 가고, 감사 로그 " +
      "'inquiry.answer'가 답변과 같은 트랜잭션에 남습니다.",
    params: adminInquiryParamsSchema,
    body: adminInquiryAnswerBodySchema,
    response: adminInquiryDetailResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
