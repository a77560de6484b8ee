import { OPERATOR } from './access.ts';
import {
  adminReportDecisionBodySchema,
  adminReportDecisionResponseSchema,
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  adminReportParamsSchema,
  adminReportSaleDetailResponseSchema,
  adminReportSaleParamsSchema,
} from './admin-report.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's report calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_REPORT_ROUTES = {
  adminReportList: route({
    method: 'GET',
    path: '/api/admin/reports',
    tags: ['admin'],
    access: OPERATOR,
    summary: '허위매물 신고 목록 (운영자)',
    description:
      'state(OPEN 기본, CONFIRMED, DISMISSED, ALL)와 saleNo로 거르고 createdAt·openCount로 정렬합니다. 각 신고에 ' +
      '매물(제목, 주소, 상태, 중개인)과 그 매물의 검토 중 신고 수(openCount)가 함께 옵니다.',
    query: adminReportListQuerySchema,
    response: adminReportListResponseSchema,
  }),
  adminReportSale: route({
    method: 'GET',
    path: '/api/admin/reports/sale/:saleNo',
    tags: ['admin'],
    access: OPERATOR,
    summary: '신고된 매물과 그 매물의 모든 신고 (운영자)',
    params: adminReportSaleParamsSchema,
    response: adminReportSaleDetailResponseSchema,
  }),
  adminReportConfirm: route({
    method: 'POST',
    path: '/api/admin/reports/:reportNo/confirm',
    tags: ['admin'],
    access: OPERATOR,
    summary: '허위매물 확인 (운영자)',
    description:
      '검토 중인 신고만(아니면 409). 한 트랜잭션에서 그 매물의 검토 중 신고를 모두 확인 처리하고, 게시중 매물은 ' +
      '게시중지로 바꾸고, 중개인에게 경고와 알림을, 신고자에게 결과 알림을 보냅니다. 180일 안에 경고 3회면 ' +
      '중개인의 이용이 정지됩니다(결정 023).',
    params: adminReportParamsSchema,
    body: adminReportDecisionBodySchema,
    response: adminReportDecisionResponseSchema,
  }),
  adminReportDismiss: route({
    method: 'POST',
    path: '/api/admin/reports/:reportNo/dismiss',
    tags: ['admin'],
    access: OPERATOR,
    summary: '신고 기각 (운영자)',
    description: '검토 중인 신고만(아니면 409). 신고자에게 결과 알림이 갑니다.',
    params: adminReportParamsSchema,
    body: adminReportDecisionBodySchema,
    response: adminReportDecisionResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
