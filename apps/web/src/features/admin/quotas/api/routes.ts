import { routeTable } from '../../../../shared/api/routes.ts';

/** The quotas area's calls: only /admin/quotas loads them. */
export const QUOTA_ADMIN_ROUTES = routeTable({
  adminQuotaList: { method: 'GET', path: '/api/admin/quotas' },
  adminQuotaLedger: { method: 'GET', path: '/api/admin/quotas/:userNo/ledger' },
  adminQuotaGrant: { method: 'POST', path: '/api/admin/quotas/:userNo/grant' },
  adminQuotaRevoke: { method: 'POST', path: '/api/admin/quotas/:userNo/revoke' },
  adminProxyApplications: { method: 'GET', path: '/api/admin/proxy/applications' },
  adminProxyApplicationGrant: { method: 'POST', path: '/api/admin/proxy/applications/:applicationNo/grant' },
  adminProxyApplicationReject: {
    method: 'POST',
    path: '/api/admin/proxy/applications/:applicationNo/reject',
  },
  adminProxyRequests: { method: 'GET', path: '/api/admin/proxy/requests' },
  adminProxyAttach: { method: 'POST', path: '/api/admin/proxy/requests/:requestNo/documents' },
  adminLawyers: { method: 'GET', path: '/api/admin/lawyers' },
  adminLawyerSettings: { method: 'PUT', path: '/api/admin/lawyers/:userNo/settings' },
  adminLawyerSettlements: { method: 'GET', path: '/api/admin/lawyers/:userNo/settlements' },
  adminLawyerPaid: { method: 'POST', path: '/api/admin/lawyers/:userNo/settlements/paid' },
});
