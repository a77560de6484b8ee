import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { MSG } from '../../shared/messages.ts';
import { BootScreen } from '../../shared/ui/boot-screen.tsx';
import { SALE_STEPS, type SaleFlow } from '../../stores/sales-store.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { loadWithTimeout } from './chunk-load.ts';
import type { StartFirstData } from './resolve-initial-route.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { type RouteHandle, titles } from './route-handle.ts';

/**
 * Code-splits a page: its module loads the first time its route is visited; one that fails or takes over
 * 120 s is the error page's reload prompt (chunk-load.ts). `first` picks what the module starts before
 * the page's first render when it is the landing page (resolve-initial-route.ts); the router itself
 * ignores it.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, first?: (module: M) => StartFirstData) =>
  async () => {
    const module = await loadWithTimeout(load);
    return { Component: pick(module), startFirstData: first?.(module) };
  };

const route = (path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

const saleStepPage = page(
  () => import('../../features/sale-form/pages/sale-step-page.tsx'),
  (m) => m.SaleStepPage,
);

const saleFlowTitles: Record<SaleFlow, string> = {
  regist: MSG.titles.regist,
  salesModify: MSG.titles.salesModify,
  storage: MSG.titles.storage,
};

const saleStepRoutes = (Object.keys(saleFlowTitles) as SaleFlow[]).flatMap((flow) =>
  SALE_STEPS.map((step) =>
    route(`salesManagement/${flow}/${step}`, saleStepPage, { title: saleFlowTitles[flow], back: true }),
  ),
);

const saleDetailPage = page(
  () => import('../../features/sale-detail/pages/sale-detail-page.tsx'),
  (m) => m.SaleDetailPage,
);
const saleDetailHandle: RouteHandle = { title: titles.saleDetail, back: true, heart: true };

/** Every screen of product.md §A2 and product.md §B2. */
const pages: RouteObject[] = [
  // Entry
  {
    index: true,
    lazy: page(
      () => import('../../features/entry/pages/gateway-page.tsx'),
      (m) => m.GatewayPage,
    ),
    handle: { chrome: 'bare' } satisfies RouteHandle,
  },
  route(
    'auth',
    page(
      () => import('../../features/entry/pages/auth-page.tsx'),
      (m) => m.AuthPage,
    ),
    { chrome: 'bare' },
  ),
  route(
    'main',
    page(
      () => import('../../features/home/pages/main-page.tsx'),
      (m) => m.MainPage,
    ),
    { chrome: 'brand', bottomNav: true },
  ),
  route(
    'safetyCheck',
    page(
      () => import('../../features/safety-check/pages/safety-check-page.tsx'),
      (m) => m.SafetyCheckPage,
    ),
    { title: '안심 진단', back: true },
  ),

  // Accounts
  route(
    'login',
    page(
      () => import('../../features/auth/pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
    { title: MSG.titles.login, back: true },
  ),
  route(
    'signUp',
    page(
      () => import('../../features/auth/pages/sign-up-page.tsx'),
      (m) => m.SignUpPage,
    ),
    { title: MSG.titles.signUp, back: true },
  ),
  route(
    'signUp/agreement',
    page(
      () => import('../../features/auth/pages/sign-up-agreement-page.tsx'),
      (m) => m.SignUpAgreementPage,
    ),
    { title: MSG.titles.signUpAgreement, back: true },
  ),
  route(
    'signUp/:userType',
    page(
      () => import('../../features/auth/pages/sign-up-form-page.tsx'),
      (m) => m.SignUpFormPage,
    ),
    { title: titles.signUpFor, back: true },
  ),
  route(
    'signUp/:userType/lawyer_info',
    page(
      () => import('../../features/auth/pages/sign-up-extra-page.tsx'),
      (m) => m.LawyerInfoPage,
    ),
    { title: MSG.titles.signUpLawyerInfo, back: true },
  ),
  route(
    'signUp/:userType/broker_info',
    page(
      () => import('../../features/auth/pages/sign-up-extra-page.tsx'),
      (m) => m.BrokerInfoPage,
    ),
    { title: MSG.titles.signUpBrokerInfo, back: true },
  ),
  route(
    'signUp/:userType/:status',
    page(
      () => import('../../features/auth/pages/sign-up-complete-page.tsx'),
      (m) => m.SignUpCompletePage,
    ),
    { title: MSG.titles.signUpComplete, close: '/main' },
  ),
  route(
    'find/id',
    page(
      () => import('../../features/auth/pages/find-id-page.tsx'),
      (m) => m.FindIdPage,
    ),
    { title: MSG.titles.findId, back: true },
  ),
  route(
    'find/password',
    page(
      () => import('../../features/auth/pages/find-password-page.tsx'),
      (m) => m.FindPasswordPage,
    ),
    { title: MSG.titles.findPassword, back: true },
  ),
  route(
    'auth/callback/:joinType',
    page(
      () => import('../../features/auth/pages/social-callback-page.tsx'),
      (m) => m.SocialCallbackPage,
    ),
    { title: MSG.titles.login },
  ),

  // My page
  route(
    'myPage',
    page(
      () => import('../../features/my-page/pages/my-page.tsx'),
      (m) => m.MyPage,
    ),
    { title: MSG.titles.myPage, bottomNav: true },
  ),
  route(
    'myPage/profile',
    page(
      () => import('../../features/my-page/pages/profile-page.tsx'),
      (m) => m.ProfilePage,
    ),
    { title: MSG.titles.profile, back: true },
  ),
  route(
    'myPage/profile/success',
    page(
      () => import('../../features/my-page/pages/profile-success-page.tsx'),
      (m) => m.ProfileSuccessPage,
    ),
    { title: MSG.titles.profileSuccess, close: '/myPage' },
  ),
  route(
    'myPage/alarm',
    page(
      () => import('../../features/my-page/pages/alarm-page.tsx'),
      (m) => m.AlarmPage,
    ),
    { title: MSG.titles.alarm, back: true },
  ),
  route(
    'myPage/savedSearch',
    page(
      () => import('../../features/my-page/pages/saved-search-page.tsx'),
      (m) => m.SavedSearchPage,
    ),
    { title: MSG.titles.savedSearch, back: true },
  ),
  route(
    'myPage/sales',
    page(
      () => import('../../features/my-page/pages/my-sales-page.tsx'),
      (m) => m.MySalesPage,
    ),
    { title: MSG.titles.mySales, back: true },
  ),

  // Boards and terms
  route(
    'myPage/guide',
    page(
      () => import('../../features/boards/pages/guide-page.tsx'),
      (m) => m.GuidePage,
    ),
    { title: MSG.titles.guide, back: true },
  ),
  route(
    'myPage/notice',
    page(
      () => import('../../features/boards/pages/notice-list-page.tsx'),
      (m) => m.NoticeListPage,
    ),
    { title: MSG.titles.notice, back: true },
  ),
  route(
    'myPage/notice/:id',
    page(
      () => import('../../features/boards/pages/notice-detail-page.tsx'),
      (m) => m.NoticeDetailPage,
    ),
    { title: MSG.titles.notice, back: true },
  ),
  route(
    'myPage/faq',
    page(
      () => import('../../features/boards/pages/faq-page.tsx'),
      (m) => m.FaqPage,
    ),
    { title: MSG.titles.faq, back: true },
  ),
  route(
    'myPage/terms',
    page(
      () => import('../../features/boards/pages/terms-page.tsx'),
      (m) => m.TermsPage,
    ),
    { title: MSG.titles.terms, back: true },
  ),
  route(
    'myPage/terms/service',
    page(
      () => import('../../features/boards/pages/terms-detail-page.tsx'),
      (m) => m.ServiceTermsPage,
    ),
    { title: MSG.titles.termsService, back: true },
  ),
  route(
    'myPage/terms/privacy',
    page(
      () => import('../../features/boards/pages/terms-detail-page.tsx'),
      (m) => m.PrivacyTermsPage,
    ),
    { title: MSG.titles.termsPrivacy, back: true },
  ),
  route(
    'myPage/terms/gps',
    page(
      () => import('../../features/boards/pages/terms-detail-page.tsx'),
      (m) => m.GpsTermsPage,
    ),
    { title: MSG.titles.termsGps, back: true },
  ),

  // Inquiries
  route(
    'myPage/inquiry',
    page(
      () => import('../../features/inquiry/pages/my-inquiry-list-page.tsx'),
      (m) => m.MyInquiryListPage,
    ),
    { title: MSG.titles.myInquiry, back: true },
  ),
  route(
    'myPage/inquiry/:detail',
    page(
      () => import('../../features/inquiry/pages/my-inquiry-detail-page.tsx'),
      (m) => m.MyInquiryDetailPage,
    ),
    { title: MSG.titles.myInquiryDetail, back: true },
  ),
  route(
    'inquiry',
    page(
      () => import('../../features/inquiry/pages/inquiry-page.tsx'),
      (m) => m.InquiryPage,
    ),
    { title: MSG.titles.inquiry, back: true },
  ),
  route(
    'notifications',
    page(
      () => import('../../features/notifications/pages/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
    { title: '알림', back: true },
  ),

  // Favourites and lawyers
  route(
    'wishList',
    page(
      () => import('../../features/wish-list/pages/wish-list-page.tsx'),
      (m) => m.WishListPage,
      (m) => m.startWishListData,
    ),
    { title: titles.wishList, bottomNav: true },
  ),
  route(
    'compare',
    page(
      () => import('../../features/compare/pages/compare-page.tsx'),
      (m) => m.ComparePage,
    ),
    { title: '매물 비교', back: true },
  ),
  route(
    'approval',
    page(
      () => import('../../features/approval/pages/approval-page.tsx'),
      (m) => m.ApprovalPage,
    ),
    { title: MSG.titles.approval, bottomNav: true },
  ),
  route(
    'approval/settlement',
    page(
      () => import('../../features/approval/pages/settlement-page.tsx'),
      (m) => m.SettlementPage,
    ),
    { title: MSG.titles.settlement, back: true },
  ),

  // The operator console (issue 17): ADMIN only, wide on a desktop
  {
    path: 'admin',
    lazy: page(
      () => import('../../features/admin/layout/admin-layout.tsx'),
      (m) => m.AdminLayout,
    ),
    handle: { title: '운영자 콘솔', wide: true } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: page(
          () => import('../../features/admin/dashboard/pages/dashboard-page.tsx'),
          (m) => m.AdminDashboardPage,
        ),
        handle: { title: '대시보드', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'members',
        lazy: page(
          () => import('../../features/admin/members/pages/members-page.tsx'),
          (m) => m.AdminMembersPage,
        ),
        handle: { title: '회원 관리', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'grades',
        lazy: page(
          () => import('../../features/admin/grades/pages/grades-page.tsx'),
          (m) => m.AdminGradesPage,
        ),
        handle: { title: '등급 검토', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'reports',
        lazy: page(
          () => import('../../features/admin/reports/pages/reports-page.tsx'),
          (m) => m.AdminReportsPage,
        ),
        handle: { title: '신고 처리', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'content',
        lazy: page(
          () => import('../../features/admin/content/pages/content-page.tsx'),
          (m) => m.AdminContentPage,
        ),
        handle: { title: '콘텐츠', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'quotas',
        lazy: page(
          () => import('../../features/admin/quotas/pages/quotas-page.tsx'),
          (m) => m.AdminQuotasPage,
        ),
        handle: { title: '이용권·정산', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'inquiries',
        lazy: page(
          () => import('../../features/admin/inquiries/pages/inquiries-page.tsx'),
          (m) => m.AdminInquiriesPage,
        ),
        handle: { title: '1대1 문의', bottomNav: true } satisfies RouteHandle,
      },
      {
        path: 'audit',
        lazy: page(
          () => import('../../features/admin/audit/pages/audit-page.tsx'),
          (m) => m.AdminAuditPage,
        ),
        handle: { title: '감사 로그', bottomNav: true } satisfies RouteHandle,
      },
    ],
  },

  // Search
  route(
    'search',
    page(
      () => import('../../features/search/pages/search-page.tsx'),
      (m) => m.SearchPage,
    ),
    { title: MSG.titles.search, back: true },
  ),
  route(
    'search/list',
    page(
      () => import('../../features/search/pages/search-list-page.tsx'),
      (m) => m.SearchListPage,
    ),
    { title: titles.searchList, back: true, backTo: '/main', bottomNav: true },
  ),

  // Listings
  route(
    'salesManagement',
    page(
      () => import('../../features/sales-management/pages/sales-management-page.tsx'),
      (m) => m.SalesManagementPage,
    ),
    { title: MSG.titles.salesManagement, bottomNav: true },
  ),
  route(
    'salesManagement/adDetail',
    page(
      () => import('../../features/sales-management/pages/ad-detail-page.tsx'),
      (m) => m.AdDetailPage,
    ),
    { title: MSG.titles.adDetail, back: true },
  ),
  route('salesManagement/salesDetail/:salesNo', saleDetailPage, saleDetailHandle),
  route('salesManagement/salesDetail/:salesNo/:userNo', saleDetailPage, saleDetailHandle),
  {
    path: 'salesManagement/regist',
    element: <Navigate to="locationInfo" replace />,
    handle: { title: MSG.titles.regist },
  },
  ...saleStepRoutes,
  route(
    'salesManagement/regist/:status',
    page(
      () => import('../../features/sale-form/pages/sale-complete-page.tsx'),
      (m) => m.SaleCompletePage,
    ),
    { title: titles.registComplete, close: '/salesManagement' },
  ),
  route(
    'salesManagement/salesModify/:status',
    page(
      () => import('../../features/sale-form/pages/sale-complete-page.tsx'),
      (m) => m.SaleCompletePage,
    ),
    { title: MSG.titles.modifyComplete, close: '/salesManagement' },
  ),

  route(
    '*',
    page(
      () => import('./not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
    { title: MSG.titles.notFound, chrome: 'none' },
  ),
];

/**
 * The shell is the root; a pathless child catches page errors (a chunk that failed to load, a render
 * error) so they show inside the shell with its navigation still there.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    HydrateFallback: BootScreen,
    children: [{ errorElement: <RouteErrorPage />, children: pages }],
  },
];
