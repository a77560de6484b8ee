import { routeTable } from '../../../../shared/api/routes.ts';

/** The console's content calls (issue 17 §5): only /admin/content loads them. */
export const CONTENT_ROUTES = routeTable({
  adminBoardList: { method: 'GET', path: '/api/admin/boards' },
  adminBoardDetail: { method: 'GET', path: '/api/admin/boards/:boardNo' },
  adminBoardCreate: { method: 'POST', path: '/api/admin/boards' },
  adminBoardUpdate: { method: 'PUT', path: '/api/admin/boards/:boardNo' },
  adminBoardDelete: { method: 'DELETE', path: '/api/admin/boards/:boardNo' },
  adminBannerList: { method: 'GET', path: '/api/admin/banners' },
  adminBannerImage: { method: 'POST', path: '/api/admin/banners/image' },
  adminBannerCreate: { method: 'POST', path: '/api/admin/banners' },
  adminBannerUpdate: { method: 'PUT', path: '/api/admin/banners/:bannerNo' },
  adminBannerDelete: { method: 'DELETE', path: '/api/admin/banners/:bannerNo' },
  adminVersionList: { method: 'GET', path: '/api/admin/versions' },
  adminVersionCreate: { method: 'POST', path: '/api/admin/versions' },
  adminVersionForce: { method: 'PATCH', path: '/api/admin/versions/:appVersionNo/force' },
  adminCodeList: { method: 'GET', path: '/api/admin/codes' },
  adminCodeUpdate: { method: 'PUT', path: '/api/admin/codes/:groupCode/:code' },
  adminCodeDelete: { method: 'DELETE', path: '/api/admin/codes/:groupCode/:code' },
});
