import { BROKER_OWN, SIGNED_IN_OWN } from './access.ts';
import {
  INQUIRY_MESSAGES,
  inquiryAnswerBodySchema,
  inquiryAnswerResponseSchema,
  inquiryDeleteResponseSchema,
  inquiryDetailResponseSchema,
  inquiryListQuerySchema,
  inquiryListResponseSchema,
  inquiryParamsSchema,
  inquirySaleListQuerySchema,
  inquirySaleListResponseSchema,
  inquirySaveBodySchema,
  inquirySaveResponseSchema,
} from './inquiry.ts';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationReadResponseSchema,
} from './notification.ts';
import { type ApiRoute, route } from './route.ts';

/** Inquiries to a listing's broker or to the operator (P10), and the notification centre's data. */
export const INQUIRY_ROUTES = {
  inquirySave: route({
    method: 'POST',
    path: '/api/inquiry',
    tags: ['inquiry'],
    access: {
      who: 'signed-in',
      whose: 'listing-others',
      userNo: 'caller',
      notYours: INQUIRY_MESSAGES.notYours,
    },
    summary: '문의 등록 (매물 문의 INQUIRY_TYPE001, 1대1 문의 INQUIRY_TYPE002~006)',
    description:
      "로그인한 본인(userNo)만. 매물 문의는 reasonType 1개 이상, INQUIRY006이면 reason 5~100자('5글자 이상 " +
      "입력해주세요.'), 내 매물에는 403. 1대1 문의는 saleNo 없이 title 2~50자, content 5~1000자. 매물 문의는 " +
      '중개인에게 알림이 갑니다.',
    body: inquirySaveBodySchema,
    response: inquirySaveResponseSchema,
  }),
  inquiryList: route({
    method: 'GET',
    path: '/api/inquiry/list',
    tags: ['inquiry'],
    access: SIGNED_IN_OWN,
    summary: '내 문의 목록 (최근 순)',
    query: inquiryListQuerySchema,
    response: inquiryListResponseSchema,
  }),
  inquirySaleList: route({
    method: 'GET',
    path: '/api/inquiry/sale/list',
    tags: ['inquiry'],
    access: BROKER_OWN,
    summary: '내 매물에 온 문의 목록 (중개인, 최근 순)',
    description:
      '문의자 이름과 가린 연락처를 함께 줍니다. state로 답변 대기(WAIT)/완료(ANSWERED)만 볼 수 있습니다.',
    query: inquirySaleListQuerySchema,
    response: inquirySaleListResponseSchema,
  }),
  inquiryDetail: route({
    method: 'GET',
    path: '/api/inquiry/detail/:inquiryNo',
    tags: ['inquiry'],
    access: { who: 'signed-in', whose: 'inquiry-party' },
    summary: '문의 상세와 답변',
    description: '문의한 사람, 매물의 중개인, 운영자만 볼 수 있고, 그 밖에는 404입니다.',
    params: inquiryParamsSchema,
    response: inquiryDetailResponseSchema,
  }),
  inquiryAnswer: route({
    method: 'POST',
    path: '/api/inquiry/answer/:inquiryNo',
    tags: ['inquiry'],
    access: { who: 'signed-in', whose: 'inquiry-broker' },
    summary: '문의 답변 (매물의 중개인, 또는 운영자; 한 번만)',
    description: "두 번째 답변은 409 '이미 답변한 문의입니다.' 문의한 사람에게 알림이 갑니다.",
    params: inquiryParamsSchema,
    body: inquiryAnswerBodySchema,
    response: inquiryAnswerResponseSchema,
  }),
  inquiryDelete: route({
    method: 'PATCH',
    path: '/api/inquiry/delete/:inquiryNo',
    tags: ['inquiry'],
    access: { who: 'signed-in', whose: 'inquiry-asker' },
    summary: '내 문의 삭제',
    description: '문의한 본인만. 다른 사람의 문의는 404입니다.',
    params: inquiryParamsSchema,
    response: inquiryDeleteResponseSchema,
  }),

  notificationList: route({
    method: 'GET',
    path: '/api/notification/list',
    tags: ['notification'],
    access: SIGNED_IN_OWN,
    summary: '내 알림 목록 (최근 순)과 읽지 않은 수',
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  notificationRead: route({
    method: 'PATCH',
    path: '/api/notification/read/:notificationNo',
    tags: ['notification'],
    access: { who: 'signed-in', whose: 'notification-recipient' },
    summary: '알림 읽음 표시 (내 알림만; 다른 사람의 알림은 404)',
    params: notificationParamsSchema,
    response: notificationReadResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
