import { OPERATOR } from './access.ts';
import { dashboardResponseSchema } from './admin-dashboard.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's dashboard calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_DASHBOARD_ROUTES = {
  adminDashboard: route({
    method: 'GET',
    path: '/api/admin/dashboard',
    tags: ['admin'],
    access: OPERATOR,
    summary: '운영자 대시보드: 처리 대기 건수와 최근 30일 일별 신규 매물',
    description:
      '승인 대기 중개인·변호사, 등급 검토 대기, 미처리 신고, 대리 발급 신청·서류 대기, 미답변 1대1 문의의 수와 ' +
      '오늘(한국 시간)까지 30일 동안 날마다 등록된 매물 수(임시저장 제외, 없는 날은 0).',
    response: dashboardResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
