import { OPERATOR } from './access.ts';
import {
  adminGradeAcceptBodySchema,
  adminGradeCorrectBodySchema,
  adminGradeDecisionResponseSchema,
  adminGradeListQuerySchema,
  adminGradeListResponseSchema,
  adminGradeParamsSchema,
} from './admin-grade.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's grade calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_GRADE_ROUTES = {
  adminGradeList: route({
    method: 'GET',
    path: '/api/admin/grades',
    tags: ['admin'],
    access: OPERATOR,
    summary: '안전등급 검토 목록 (운영자)',
    description:
      '두 사유를 한 목록으로 줍니다: 중개인 등급이 산정 등급보다 높은 매물(COMPUTED)과 안전 코멘트가 매물 등급과 ' +
      '어긋나는 매물(COMMENTS, 코멘트 3개 이상이고 중앙값이 2등급 이상 나쁨, 결정 025). state(OPEN 기본, ACCEPTED, ' +
      'CORRECTED, WITHDRAWN, ALL)와 source(COMPUTED, COMMENTS, ALL 기본)로 거르고 createdAt·saleNo로 정렬합니다.',
    query: adminGradeListQuerySchema,
    response: adminGradeListResponseSchema,
  }),
  adminGradeAccept: route({
    method: 'POST',
    path: '/api/admin/grades/:reviewNo/accept',
    tags: ['admin'],
    access: OPERATOR,
    summary: '안전등급 확인 (운영자)',
    description: "검토 대기인 건만(아니면 409 '이미 처리된 등급 검토입니다.'). 매물 등급은 그대로 둡니다.",
    params: adminGradeParamsSchema,
    body: adminGradeAcceptBodySchema,
    response: adminGradeDecisionResponseSchema,
  }),
  adminGradeCorrect: route({
    method: 'POST',
    path: '/api/admin/grades/:reviewNo/correct',
    tags: ['admin'],
    access: OPERATOR,
    summary: '안전등급 정정 (운영자)',
    description:
      '검토 대기인 건만(아니면 409). 한 트랜잭션에서 매물의 등급(검색 필터와 개수도 따라갑니다)과 정정 사유를 쓰고, ' +
      '중개인에게 알림을 보냅니다. 상세 화면에 "운영자 정정: 사유"가 보입니다.',
    params: adminGradeParamsSchema,
    body: adminGradeCorrectBodySchema,
    response: adminGradeDecisionResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
