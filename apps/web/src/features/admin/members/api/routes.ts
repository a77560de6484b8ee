import { routeTable } from '../../../../shared/api/routes.ts';

/** The console's member calls (issue 17 §2): only /admin/members loads them. */
export const ADMIN_MEMBER_ROUTES = routeTable({
  adminMemberList: { method: 'GET', path: '/api/admin/members' },
  adminMemberDetail: { method: 'GET', path: '/api/admin/members/:userNo' },
  adminMemberFileView: { method: 'POST', path: '/api/admin/members/:userNo/files/:fileId/view' },
  adminMemberReject: { method: 'POST', path: '/api/admin/members/:userNo/reject' },
  adminMemberSuspend: { method: 'POST', path: '/api/admin/members/:userNo/suspend' },
  adminMemberReinstate: { method: 'POST', path: '/api/admin/members/:userNo/reinstate' },
  approveUser: { method: 'PATCH', path: '/api/admin/user/:userNo/approve' },
});

export const ADMIN_MEMBER_KEY = ['admin', 'members'] as const;
