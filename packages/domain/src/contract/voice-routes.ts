import { LISTING_VISIBLE } from './access.ts';
import { type ApiRoute, route } from './route.ts';
import {
  commentCheckResponseSchema,
  commentInsertBodySchema,
  commentInsertResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  reportCheckResponseSchema,
  reportInsertBodySchema,
  reportInsertResponseSchema,
  VOICE_MESSAGES,
  voiceCheckBodySchema,
} from './voice.ts';

const SELF = '로그인 필요. userNo는 로그인한 회원이어야 합니다 (아니면 403).';

/** Safety comments, the comment list and reports on a listing (P10, spec 02 §3, §4, §7, §9). */
export const VOICE_ROUTES = {
  commentCheck: route({
    method: 'POST',
    path: '/api/sale/search/comment',
    tags: ['voices'],
    access: { who: 'signed-in', whose: 'session', userNo: 'caller', notYours: VOICE_MESSAGES.notYou },
    summary: '내 안전 코멘트가 있는지 (있으면 등급과 내용)',
    description: SELF,
    body: voiceCheckBodySchema,
    response: commentCheckResponseSchema,
  }),
  commentInsert: route({
    method: 'POST',
    path: '/api/sale/insert/comment',
    tags: ['voices'],
    access: {
      who: ['GENERAL', 'BROKER'],
      whose: 'listing-others',
      userNo: 'caller',
      deny: VOICE_MESSAGES.commentRole,
      notYours: VOICE_MESSAGES.notYou,
    },
    summary: '안전 코멘트 등록 (매물마다 한 번, 내용 20~500자)',
    description:
      `${SELF} 일반 회원과 중개인만. 광고 중인 다른 사람의 매물에만 남길 수 있고, 두 번째는 409입니다. ` +
      '중개인은 코멘트 2개마다 광고 1회를 받습니다 (reward).',
    body: commentInsertBodySchema,
    response: commentInsertResponseSchema,
  }),
  commentList: route({
    method: 'GET',
    path: '/api/comment/list',
    tags: ['voices'],
    access: LISTING_VISIBLE,
    summary: '매물의 안전 코멘트 목록 (최근 순, 등급별, 30개씩)',
    description: '누구나 볼 수 있습니다. 일반 회원의 이름은 첫 글자만 보입니다.',
    query: commentListQuerySchema,
    response: commentListResponseSchema,
  }),
  reportCheck: route({
    method: 'POST',
    path: '/api/search/report',
    tags: ['voices'],
    access: { who: 'signed-in', whose: 'session', userNo: 'caller', notYours: VOICE_MESSAGES.notYou },
    summary: '내 신고가 있는지 (있으면 내용)',
    description: SELF,
    body: voiceCheckBodySchema,
    response: reportCheckResponseSchema,
  }),
  reportInsert: route({
    method: 'POST',
    path: '/api/report',
    tags: ['voices'],
    access: {
      who: ['GENERAL', 'BROKER', 'LAWYER'],
      whose: 'listing-others',
      userNo: 'caller',
      deny: VOICE_MESSAGES.reportRole,
      notYours: VOICE_MESSAGES.notYou,
    },
    summary: '허위매물 신고 (매물마다 한 번, 내용 5~100자)',
    description: `${SELF} 운영자 제외. 내 매물은 403, 두 번째는 409입니다. 신고는 운영자 검토 목록에 올라갑니다.`,
    body: reportInsertBodySchema,
    response: reportInsertResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
