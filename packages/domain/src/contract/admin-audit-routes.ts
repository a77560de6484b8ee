import { OPERATOR } from './access.ts';
import { adminAuditListQuerySchema, adminAuditListResponseSchema } from './admin-audit.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's audit calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_AUDIT_ROUTES = {
  adminAuditList: route({
    method: 'GET',
    path: '/api/admin/audit',
    tags: ['admin'],
    access: OPERATOR,
    summary: '감사 로그 검색 (작업, 대상, 처리자, 기간, 사유; 최신순)',
    description:
      '운영자의 모든 처리와 비공개 서류 열람, 자동 작업(처리자 system)의 기록. from/to는 한국 날짜 ' +
      '(YYYY-MM-DD, 양끝 포함), actor는 처리자 아이디, q는 사유의 글자. 기록은 고칠 수도 지울 수도 없습니다.',
    query: adminAuditListQuerySchema,
    response: adminAuditListResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
