/*
 * The web app's pages as the server must know them (P6 item 7): which paths are pages at all (anything
 * else answers HTTP 404 with the app's Korean not-found page), their <title> and description for crawlers,
 * which run no JavaScript, and whether crawlers may index them. One entry per route of
 * apps/web/src/app/routes/routes.tsx; a web test keeps the two lists equal both ways.
 */

import { BUILDING_TYPE_LABELS, type BuildingType, RATE_CODES, type SafetyLevel } from './codes.ts';
import { type DealPrice, floorLabel, formatArea, formatDealPrice } from './format.ts';
import { SIGN_UP_COMPLETE_TITLE } from './limits.ts';

export const SITE_NAME = '안심방';

/** The document title of the home pages, which have no page title of their own. */
export const HOME_TITLE = `${SITE_NAME} — 전세사기 걱정 없는 집 찾기`;

/** The title of the app's not-found page, which the server sends with HTTP 404 for a path that is no page. */
export const NOT_FOUND_PAGE_TITLE = '페이지를 찾을 수 없습니다';

/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION =
  '서울·경기·인천의 매매·전세·월세 매물마다 전세사기 안전등급(1~5등급)을 보여 드려요. 안전등급을 확인하고 안심하고 집을 구하세요.';

/**
 * What crawlers may do with a page. `index`: indexed, and listed in the sitemap when it has no parameter.
 * `noindex`: open to anyone but worth nothing in search results (sign-in, sign-up, the search box), so the
 * page says `noindex`. `disallow`: a member's own or a role's page; robots.txt keeps crawlers out as well.
 */
export type WebPageCrawl = 'index' | 'noindex' | 'disallow';

export interface WebPage {
  /** React Router's pattern with a leading slash: `/signUp/:userType`. */
  pattern: string;
  /** The page title as the header shows it; null on the home pages, whose document title is HOME_TITLE. */
  title: string | null;
  description: string;
  crawl: WebPageCrawl;
  /** Where the page's content lives when it is another URL (the gateway only leads to /main). */
  canonical?: string;
}

/** The listing detail, the page people share most; its title and description come from the listing. */
export const SALE_DETAIL_PATTERN = '/salesManagement/salesDetail/:salesNo';
/** The search results; the title names the searched area (`saleAddr`). */
export const SEARCH_LIST_PATTERN = '/search/list';

/** The listing detail's path for a listing: the form to share, index and link from the sitemap. */
export const saleDetailPagePath = (saleNo: number): string => `/salesManagement/salesDetail/${saleNo}`;

const page = (
  pattern: string,
  title: string | null,
  crawl: WebPageCrawl,
  extra: { description?: string; canonical?: string } = {},
): WebPage => ({ pattern, title, crawl, description: extra.description ?? SITE_DESCRIPTION, ...extra });

/** The five steps of the listing forms, in the order of the web's SALE_STEPS (product.md §B2). */
const SALE_FORM_STEPS = ['locationInfo', 'gradeInfo', 'roomInfo', 'extraInfo', 'detailInfo'] as const;
const SALE_FORM_FLOWS = [
  ['regist', '매물 등록'],
  ['salesModify', '매물 수정'],
  ['storage', '임시저장 매물 등록'],
] as const;

/** Every page of product.md §A2 and §B2, in the order of the web's route table. */
export const WEB_PAGES: readonly WebPage[] = [
  // Entry
  page('/', null, 'index', { canonical: '/main' }),
  page('/auth', null, 'noindex'),
  page('/main', null, 'index'),
  // 안심 진단 (issue 18 §4): public, the check of any address before signing.
  page('/safetyCheck', '안심 진단', 'index', {
    description: '주소와 보증금으로 전세 안전등급과 계약 전 확인할 것을 진단하세요.',
  }),

  // Accounts
  page('/login', '로그인', 'noindex', {
    description: '안심방에 로그인하고 관심매물과 알림을 이어서 확인하세요.',
  }),
  page('/signUp', '회원가입', 'noindex', {
    description: '일반 회원, 중개인, 변호사로 안심방에 가입하세요.',
  }),
  page('/signUp/agreement', '약관 동의', 'noindex'),
  page('/signUp/:userType', '회원가입', 'noindex'),
  page('/signUp/:userType/lawyer_info', '변호사 정보 입력', 'noindex'),
  page('/signUp/:userType/broker_info', '중개사무소 정보 입력', 'noindex'),
  page('/signUp/:userType/:status', SIGN_UP_COMPLETE_TITLE, 'noindex'),
  page('/find/id', '아이디 찾기', 'noindex'),
  page('/find/password', '비밀번호 찾기', 'noindex'),
  page('/auth/callback/:joinType', '로그인', 'disallow'),

  // My page
  page('/myPage', '마이페이지', 'disallow'),
  page('/myPage/profile', '회원정보 수정', 'disallow'),
  page('/myPage/profile/success', '회원정보 수정 완료', 'disallow'),
  page('/myPage/alarm', '알림 설정', 'disallow'),
  page('/myPage/savedSearch', '저장한 검색', 'disallow'),
  page('/myPage/sales', '매물 현황', 'disallow'),

  // Boards and terms: public, under /myPage only because the spec files them there
  page('/myPage/guide', '이용 가이드', 'index', {
    description: '안심방 이용 방법과 전세사기 안전등급을 읽는 법을 안내합니다.',
  }),
  page('/myPage/notice', '공지사항', 'index', { description: '안심방의 새 소식과 공지사항입니다.' }),
  page('/myPage/notice/:id', '공지사항', 'index', { description: '안심방의 새 소식과 공지사항입니다.' }),
  page('/myPage/faq', '자주 묻는 질문', 'index', {
    description: '안전등급, 매물 등록, 회원 가입에 대해 자주 묻는 질문과 답변입니다.',
  }),
  page('/myPage/terms', '약관 및 정책', 'index', { description: '안심방의 약관과 정책입니다.' }),
  page('/myPage/terms/service', '서비스 이용약관', 'index', { description: '안심방 서비스 이용약관입니다.' }),
  page('/myPage/terms/privacy', '개인정보 처리방침', 'index', {
    description: '안심방 개인정보 처리방침입니다.',
  }),
  page('/myPage/terms/gps', '위치기반서비스 이용약관', 'index', {
    description: '안심방 위치기반서비스 이용약관입니다.',
  }),

  // Inquiries
  page('/myPage/inquiry', '문의 내역', 'disallow'),
  page('/myPage/inquiry/:detail', '문의 상세', 'disallow'),
  page('/inquiry', '1대1 문의', 'disallow'),
  page('/notifications', '알림', 'disallow'),

  // Favourites and lawyers
  // A member's list, yet open to crawlers: signed out it is the feature's own page (the HTML never holds a
  // member's listings), and a page the issue measures with Lighthouse's SEO audit, which fails on noindex.
  page('/wishList', '관심매물', 'index', {
    description: '마음에 드는 매물을 관심매물로 모아 두고 가격과 전세사기 안전등급을 한눈에 비교하세요.',
  }),
  // 비교함 is this device's own pick (localStorage): nothing for a crawler to read.
  page('/compare', '매물 비교', 'noindex'),
  page('/approval', '인증요청', 'disallow'),
  page('/approval/settlement', '정산 내역', 'disallow'),

  // The operator console (issue 17): ADMIN only, kept out of crawlers.
  page('/admin', '대시보드', 'disallow'),
  page('/admin/members', '회원 관리', 'disallow'),
  page('/admin/grades', '등급 검토', 'disallow'),
  page('/admin/reports', '신고 처리', 'disallow'),
  page('/admin/content', '콘텐츠', 'disallow'),
  page('/admin/quotas', '이용권·정산', 'disallow'),
  page('/admin/inquiries', '1대1 문의', 'disallow'),
  page('/admin/audit', '감사 로그', 'disallow'),

  // Search
  page('/search', '매물 검색', 'noindex'),
  page(SEARCH_LIST_PATTERN, '매물 목록', 'index', {
    description: '지역과 지하철역으로 매매·전세·월세 매물을 찾고 전세사기 안전등급을 비교하세요.',
  }),

  // Listings
  page('/salesManagement', '매물관리', 'disallow'),
  page('/salesManagement/adDetail', '광고내역 보기', 'disallow'),
  page(SALE_DETAIL_PATTERN, '매물 상세', 'index'),
  // The viewer's number in the path changes nothing of the listing: the plain path is its canonical URL.
  page(`${SALE_DETAIL_PATTERN}/:userNo`, '매물 상세', 'index'),
  page('/salesManagement/regist', '매물 등록', 'disallow'),
  ...SALE_FORM_FLOWS.flatMap(([flow, title]) =>
    SALE_FORM_STEPS.map((step) => page(`/salesManagement/${flow}/${step}`, title, 'disallow')),
  ),
  page('/salesManagement/regist/:status', '매물 등록 완료', 'disallow'),
  page('/salesManagement/salesModify/:status', '매물 수정 완료', 'disallow'),
];

// ---------------------------------------------------------------------------------------------------------
// Page modules

const SALE_STEP_MODULE = 'src/features/sale-form/pages/sale-step-page.tsx';
const SALE_DETAIL_MODULE = 'src/features/sale-detail/pages/sale-detail-page.tsx';

/** WEB_PAGE_MODULES, built by a function so that the web's bundle, which never reads it, drops it. */
const webPageModules = (): Readonly<Record<string, string>> => ({
  '/': 'src/features/entry/pages/gateway-page.tsx',
  '/auth': 'src/features/entry/pages/auth-page.tsx',
  '/main': 'src/features/home/pages/main-page.tsx',
  '/safetyCheck': 'src/features/safety-check/pages/safety-check-page.tsx',

  '/login': 'src/features/auth/pages/login-page.tsx',
  '/signUp': 'src/features/auth/pages/sign-up-page.tsx',
  '/signUp/agreement': 'src/features/auth/pages/sign-up-agreement-page.tsx',
  '/signUp/:userType': 'src/features/auth/pages/sign-up-form-page.tsx',
  '/signUp/:userType/lawyer_info': 'src/features/auth/pages/sign-up-extra-page.tsx',
  '/signUp/:userType/broker_info': 'src/features/auth/pages/sign-up-extra-page.tsx',
  '/signUp/:userType/:status': 'src/features/auth/pages/sign-up-complete-page.tsx',
  '/find/id': 'src/features/auth/pages/find-id-page.tsx',
  '/find/password': 'src/features/auth/pages/find-password-page.tsx',
  '/auth/callback/:joinType': 'src/features/auth/pages/social-callback-page.tsx',

  '/myPage': 'src/features/my-page/pages/my-page.tsx',
  '/myPage/profile': 'src/features/my-page/pages/profile-page.tsx',
  '/myPage/profile/success': 'src/features/my-page/pages/profile-success-page.tsx',
  '/myPage/alarm': 'src/features/my-page/pages/alarm-page.tsx',
  '/myPage/savedSearch': 'src/features/my-page/pages/saved-search-page.tsx',
  '/myPage/sales': 'src/features/my-page/pages/my-sales-page.tsx',

  '/myPage/guide': 'src/features/boards/pages/guide-page.tsx',
  '/myPage/notice': 'src/features/boards/pages/notice-list-page.tsx',
  '/myPage/notice/:id': 'src/features/boards/pages/notice-detail-page.tsx',
  '/myPage/faq': 'src/features/boards/pages/faq-page.tsx',
  '/myPage/terms': 'src/features/boards/pages/terms-page.tsx',
  '/myPage/terms/service': 'src/features/boards/pages/terms-detail-page.tsx',
  '/myPage/terms/privacy': 'src/features/boards/pages/terms-detail-page.tsx',
  '/myPage/terms/gps': 'src/features/boards/pages/terms-detail-page.tsx',

  '/myPage/inquiry': 'src/features/inquiry/pages/my-inquiry-list-page.tsx',
  '/myPage/inquiry/:detail': 'src/features/inquiry/pages/my-inquiry-detail-page.tsx',
  '/inquiry': 'src/features/inquiry/pages/inquiry-page.tsx',
  '/notifications': 'src/features/notifications/pages/notifications-page.tsx',

  '/wishList': 'src/features/wish-list/pages/wish-list-page.tsx',
  '/compare': 'src/features/compare/pages/compare-page.tsx',
  '/approval': 'src/features/approval/pages/approval-page.tsx',
  '/approval/settlement': 'src/features/approval/pages/settlement-page.tsx',

  '/admin': 'src/features/admin/dashboard/pages/dashboard-page.tsx',
  '/admin/members': 'src/features/admin/members/pages/members-page.tsx',
  '/admin/grades': 'src/features/admin/grades/pages/grades-page.tsx',
  '/admin/reports': 'src/features/admin/reports/pages/reports-page.tsx',
  '/admin/content': 'src/features/admin/content/pages/content-page.tsx',
  '/admin/quotas': 'src/features/admin/quotas/pages/quotas-page.tsx',
  '/admin/inquiries': 'src/features/admin/inquiries/pages/inquiries-page.tsx',
  '/admin/audit': 'src/features/admin/audit/pages/audit-page.tsx',

  '/search': 'src/features/search/pages/search-page.tsx',
  [SEARCH_LIST_PATTERN]: 'src/features/search/pages/search-list-page.tsx',

  '/salesManagement': 'src/features/sales-management/pages/sales-management-page.tsx',
  '/salesManagement/adDetail': 'src/features/sales-management/pages/ad-detail-page.tsx',
  [SALE_DETAIL_PATTERN]: SALE_DETAIL_MODULE,
  [`${SALE_DETAIL_PATTERN}/:userNo`]: SALE_DETAIL_MODULE,
  ...Object.fromEntries(
    SALE_FORM_FLOWS.flatMap(([flow]) =>
      SALE_FORM_STEPS.map((step) => [`/salesManagement/${flow}/${step}`, SALE_STEP_MODULE]),
    ),
  ),
  '/salesManagement/regist/:status': 'src/features/sale-form/pages/sale-complete-page.tsx',
  '/salesManagement/salesModify/:status': 'src/features/sale-form/pages/sale-complete-page.tsx',
});

/**
 * The module each page's route loads (React Router's `lazy`), from apps/web's root as the build manifest
 * names it. The server preloads a page's chunk in its HTML, so the browser fetches it beside the entry
 * instead of after the entry has run. A table of its own, not a field of WEB_PAGES: the web's entry carries
 * WEB_PAGES (document titles) and needs none of these paths; only the server and a web test read this.
 * `/salesManagement/regist` has none: it only redirects. The web test checks each module is the one the
 * route loads, and that every lazy route has one.
 */
export const WEB_PAGE_MODULES = /* @__PURE__ */ webPageModules();

// ---------------------------------------------------------------------------------------------------------
// Matching

export interface WebPageMatch {
  page: WebPage;
  /** The dynamic segments, decoded: `{ salesNo: '100001' }`. */
  params: Record<string, string>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

interface CompiledPattern {
  page: WebPage;
  segments: string[];
  /** Per segment 2 for a static word, 1 for a parameter: compared in order, the higher wins. */
  rank: number[];
}

const compile = (p: WebPage): CompiledPattern => {
  const segments = segmentsOf(p.pattern);
  return { page: p, segments, rank: segments.map((s) => (s.startsWith(':') ? 1 : 2)) };
};

const byRank = (a: CompiledPattern, b: CompiledPattern): number => {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const diff = (b.rank[i] ?? 0) - (a.rank[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** Static words before parameters, as React Router ranks them: /signUp/agreement wins over /signUp/:userType. */
const COMPILED = WEB_PAGES.map(compile).sort(byRank);

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The page a path shows, as the web's router decides it: words compared without case, a trailing slash
 * ignored, a parameter any one non-empty segment. Null for a path that is no page (the not-found page).
 */
export function matchWebPage(pathname: string): WebPageMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = segmentsOf(path);
  for (const compiled of COMPILED) {
    if (compiled.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = compiled.segments.every((word, i) => {
      const segment = segments[i]!;
      if (!word.startsWith(':')) return word.toLowerCase() === segment.toLowerCase();
      const value = decodeSegment(segment);
      if (value === null) return false;
      params[word.slice(1)] = value;
      return true;
    });
    if (matches) return { page: compiled.page, params };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Titles

/** The document title of a page: '{title} | 안심방', the home title for a page without one. */
export const documentTitle = (pageTitle: string | null | undefined): string =>
  pageTitle ? `${pageTitle} | ${SITE_NAME}` : HOME_TITLE;

/** The search results' title, as the web header writes it: '역삼동 매물', '매물 목록' without an area. */
export const searchListTitle = (saleAddr: string | null | undefined): string => {
  const area = saleAddr?.trim();
  return area ? `${area} 매물` : '매물 목록';
};

export const searchListDescription = (saleAddr: string | null | undefined): string => {
  const area = saleAddr?.trim();
  return area
    ? `${area}의 매매·전세·월세 매물을 전세사기 안전등급과 함께 확인하세요.`
    : (WEB_PAGES.find((p) => p.pattern === SEARCH_LIST_PATTERN)?.description ?? SITE_DESCRIPTION);
};

/** What a shared listing says about itself: its place, deal, price and grade. */
export interface SaleSummary extends DealPrice {
  /** 시군구 and 동, as the card shows it ('강남구 역삼동'). */
  area: string;
  buildingType: BuildingType;
  /** The broker's title of the listing. */
  title: string;
  floor: number;
  /** 전용면적, ㎡. */
  dedicatedArea: number;
  grade: SafetyLevel | null;
}

const gradeText = (grade: SafetyLevel | null): string =>
  grade === null ? '' : `${grade}등급 ${RATE_CODES[grade - 1]!.label}`;

/**
 * The title of a listing's page: '강남구 역삼동 아파트 전세 3억 5,000만원 · 1등급 매우 안전' (the card's
 * price line and grade tag), and its description: the broker's title and the facts a tenant looks for first.
 */
export function saleDetailMeta(sale: SaleSummary): { title: string; description: string } {
  const place = [sale.area, BUILDING_TYPE_LABELS[sale.buildingType], formatDealPrice(sale)]
    .filter(Boolean)
    .join(' ');
  const grade = gradeText(sale.grade);
  const facts = [
    grade && `전세사기 안전등급 ${grade}`,
    formatArea(sale.dedicatedArea, 'sqm') && `전용 ${formatArea(sale.dedicatedArea, 'sqm')}`,
    floorLabel(sale.floor),
  ].filter(Boolean);
  return {
    title: grade ? `${place} · ${grade}` : place,
    description: `${sale.title}. ${[place, ...facts].join(' · ')}. 안심방에서 안전등급과 매물 정보를 확인하세요.`,
  };
}
