import type { z } from 'zod';
import { mapCountQuerySchema, searchFilterQuerySchema } from '../filters.ts';
import { LISTING_VISIBLE, OPERATOR, PUBLIC, SELF_OR_OPERATOR, SIGNED_IN_OWN } from './access.ts';
import {
  emptyResponseSchema,
  joinTypeParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  socialCallbackQuerySchema,
  socialProvidersResponseSchema,
  userNoParamsSchema,
  userStatusResponseSchema,
} from './auth.ts';
import {
  codeListQuerySchema,
  codeListResponseSchema,
  healthResponseSchema,
  introBodySchema,
  introResponseSchema,
  saleImageParamsSchema,
  subwayListQuerySchema,
  subwayListResponseSchema,
} from './common.ts';
import {
  downloadLinkQuerySchema,
  downloadLinkResponseSchema,
  downloadQuerySchema,
  dynamicLinkQuerySchema,
  dynamicLinkResponseSchema,
  listingImageParamsSchema,
  saleDetailParamsSchema,
  saleDetailResponseSchema,
  saleDetailUserParamsSchema,
  shortLinkParamsSchema,
} from './sale-detail.ts';
import {
  likeBodySchema,
  likeListQuerySchema,
  likeListResponseSchema,
  likeResponseSchema,
  regionCountsResponseSchema,
  saleCountResponseSchema,
  saleListResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from './search.ts';
import { SITEMAP_SALES_SPAN, sitemapSalesParamsSchema } from './seo.ts';
import {
  alarmSettingsBodySchema,
  changePasswordBodySchema,
  duplicationQuerySchema,
  duplicationResponseSchema,
  fileParamsSchema,
  findIdBodySchema,
  findIdResponseSchema,
  findPasswordBodySchema,
  findPasswordParamsSchema,
  findPasswordResponseSchema,
  marketingToggleQuerySchema,
  modifyUserBodySchema,
  signUpFieldsSchema,
  signUpResponseSchema,
  smsMatchQuerySchema,
  smsMatchResponseSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
  smsSendBodySchema,
  smsSendResponseSchema,
  userDetailResponseSchema,
  userFilesResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  withdrawalBodySchema,
} from './users.ts';

export type { ApiRoute, HttpMethod } from './route.ts';

import { ADMIN_ROUTES } from './admin-routes.ts';
import { APP_CONTENT_ROUTES } from './app-content-routes.ts';
import { BOARD_ROUTES } from './board-routes.ts';
import { COMPARE_ROUTES } from './compare-routes.ts';
import { CONSENT_ROUTES } from './consent-routes.ts';
import { INQUIRY_ROUTES } from './inquiry-routes.ts';
import { LAWYER_ROUTES } from './lawyer-routes.ts';
import { MARKET_ROUTES } from './market-routes.ts';
import { NOTIFICATION_ROUTES } from './notification-routes.ts';
import { OPEN_DATA_ROUTES } from './open-data-routes.ts';
import { QUOTA_ROUTES } from './quota-routes.ts';
import { type ApiRoute, route } from './route.ts';
import { SAFETY_CHECK_ROUTES } from './safety-check-routes.ts';
import { SALE_FORM_ROUTES } from './sale-form-routes.ts';
import { SALE_FRESHNESS_ROUTES } from './sale-freshness-routes.ts';
import { SALE_MANAGE_ROUTES } from './sale-manage-routes.ts';
import { SAVED_SEARCH_ROUTES } from './saved-search-routes.ts';
import { VOICE_ROUTES } from './voice-routes.ts';

export const API = {
  // ----- health
  health: route({
    method: 'GET',
    path: '/health',
    tags: ['health'],
    access: PUBLIC,
    summary: '서버와 데이터베이스 상태',
    response: healthResponseSchema,
  }),

  // ----- auth
  login: route({
    method: 'POST',
    path: '/api/login',
    tags: ['auth'],
    access: PUBLIC,
    summary: '로그인 (아이디/비밀번호, 또는 소셜 로그인 티켓)',
    description:
      "loginType 'ID': id와 password. K/N/G/A: id에 소셜 로그인 콜백이 준 티켓. 성공하면 access token은 " +
      'Authorization 응답 헤더로, refresh token은 httpOnly 쿠키로 갑니다.',
    body: loginBodySchema,
    response: loginResponseSchema,
  }),
  refresh: route({
    method: 'POST',
    path: '/api/auth/refresh',
    tags: ['auth'],
    access: PUBLIC,
    summary: 'access token 재발급 (refresh 쿠키 회전)',
    response: loginResponseSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/api/logout',
    tags: ['auth'],
    access: SIGNED_IN_OWN,
    summary: '로그아웃 (이 기기의 세션 종료)',
    response: emptyResponseSchema,
  }),
  userStatus: route({
    method: 'PATCH',
    path: '/api/user/status/:userNo',
    tags: ['auth'],
    // A visitor is let through: a token whose account was suspended or withdrawn is no session,
    // and the service answers why (the spec's client logs out on that message).
    access: { who: 'anyone', whose: 'user', userNo: 'caller-or-operator' },
    summary: '회원 상태 확인 (화면 이동마다)',
    description: 'code 1이 아니면 클라이언트는 로그아웃하고 message를 보여줍니다.',
    params: userNoParamsSchema,
    response: userStatusResponseSchema,
  }),
  socialProviders: route({
    method: 'GET',
    path: '/api/auth/social/providers',
    tags: ['auth'],
    access: PUBLIC,
    summary: '사용할 수 있는 소셜 로그인',
    response: socialProvidersResponseSchema,
  }),
  socialStart: route({
    method: 'GET',
    path: '/api/auth/social/:joinType/start',
    tags: ['auth'],
    access: PUBLIC,
    summary: '소셜 로그인 시작 (제공자 로그인 화면으로 이동)',
    params: joinTypeParamsSchema,
  }),
  socialCallback: route({
    method: 'GET',
    path: '/api/auth/social/:joinType/callback',
    tags: ['auth'],
    access: PUBLIC,
    summary: '소셜 로그인 콜백 (제공자가 호출)',
    params: joinTypeParamsSchema,
    query: socialCallbackQuerySchema,
  }),
  smsSend: route({
    method: 'POST',
    path: '/api/auth/send',
    tags: ['auth'],
    access: PUBLIC,
    summary: 'SMS 인증번호 발송 (3분 유효, 1분 후 재발송, 하루 10회)',
    body: smsSendBodySchema,
    response: smsSendResponseSchema,
  }),
  smsMatch: route({
    method: 'GET',
    path: '/api/auth/match',
    tags: ['auth'],
    access: PUBLIC,
    summary: 'SMS 인증번호 확인 (5회 틀리면 다시 요청)',
    query: smsMatchQuerySchema,
    response: smsMatchResponseSchema,
  }),

  // ----- users
  duplicationCheck: route({
    method: 'GET',
    path: '/api/user/duplication/check',
    tags: ['users'],
    access: PUBLIC,
    summary: '아이디 중복 확인',
    query: duplicationQuerySchema,
    response: duplicationResponseSchema,
  }),
  signUp: route({
    method: 'POST',
    path: '/api/user',
    tags: ['users'],
    access: PUBLIC,
    summary: '회원가입 (multipart: 입력값과 brokerProfileFile, businessLicenseFile, brokerRegistrationFile)',
    multipart: signUpFieldsSchema,
    response: signUpResponseSchema,
  }),
  findId: route({
    method: 'POST',
    path: '/api/find/id',
    tags: ['users'],
    access: PUBLIC,
    summary: '아이디 찾기 (SMS 인증 후)',
    body: findIdBodySchema,
    response: findIdResponseSchema,
  }),
  findPassword: route({
    method: 'PATCH',
    path: '/api/find/password/:id',
    tags: ['users'],
    access: PUBLIC,
    summary: '비밀번호 찾기: 휴대폰 확인 후 재설정 티켓 발급 (10분)',
    params: findPasswordParamsSchema,
    body: findPasswordBodySchema,
    response: findPasswordResponseSchema,
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/change/password',
    tags: ['users'],
    // A reset ticket (from 비밀번호 찾기, no session) or the current password of the signed-in caller.
    access: { who: 'anyone', whose: 'session' },
    summary: '비밀번호 변경 (재설정 티켓 또는 현재 비밀번호) — 모든 기기에서 로그아웃',
    body: changePasswordBodySchema,
    response: emptyResponseSchema,
  }),
  userDetail: route({
    method: 'PATCH',
    path: '/api/user/detail/:userNo',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '회원 정보 (본인 또는 운영자)',
    params: userNoParamsSchema,
    response: userDetailResponseSchema,
  }),
  userModify: route({
    method: 'POST',
    path: '/api/user/modify',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '회원 정보 수정 (휴대폰 변경은 CHANGE_PHONE 인증 필요)',
    body: modifyUserBodySchema,
    response: userDetailResponseSchema,
  }),
  marketingToggle: route({
    method: 'POST',
    path: '/api/user/toggle',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '마케팅 수신 동의 변경',
    query: marketingToggleQuerySchema,
    response: userDetailResponseSchema,
  }),
  userAlarm: route({
    method: 'PATCH',
    path: '/api/user/alarm/:userNo',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '알림 설정 변경',
    params: userNoParamsSchema,
    body: alarmSettingsBodySchema,
    response: userDetailResponseSchema,
  }),
  withdrawal: route({
    method: 'PATCH',
    path: '/api/user/withdrwal/:userNo',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '회원 탈퇴 (모든 기기에서 로그아웃)',
    params: userNoParamsSchema,
    body: withdrawalBodySchema.optional(),
    response: emptyResponseSchema,
  }),
  userFiles: route({
    method: 'GET',
    path: '/api/user/files/:userNo',
    tags: ['users'],
    access: SELF_OR_OPERATOR,
    summary: '가입 서류 목록 (본인 또는 운영자)',
    params: userNoParamsSchema,
    response: userFilesResponseSchema,
  }),
  privateFile: route({
    method: 'GET',
    path: '/files/:fileId',
    tags: ['users'],
    access: { who: 'signed-in', whose: 'file' },
    summary: '비공개 파일 내려받기 (파일 번호로만, 본인 또는 운영자)',
    params: fileParamsSchema,
  }),

  // ----- search and likes
  searchSaleList: route({
    method: 'GET',
    path: '/api/search/sale/list',
    tags: ['search'],
    access: PUBLIC,
    summary: '매물 검색 (지역, 지하철역, 매물번호, 필터, 지도 범위)',
    query: searchFilterQuerySchema,
    response: saleListResponseSchema,
  }),
  saleList: route({
    method: 'GET',
    path: '/api/sale/list',
    tags: ['search'],
    access: PUBLIC,
    summary: '매물 목록 (검색과 같은 조건)',
    query: searchFilterQuerySchema,
    response: saleListResponseSchema,
  }),
  saleCount: route({
    method: 'GET',
    path: '/api/search/sale/list/count',
    tags: ['search'],
    access: PUBLIC,
    summary: '검색 조건의 매물 수',
    query: searchFilterQuerySchema,
    response: saleCountResponseSchema,
  }),
  mapCounts: route({
    method: 'GET',
    path: '/common/search/main/map',
    tags: ['search'],
    access: PUBLIC,
    summary: '지도 지역별 매물 수 (level: sido, sigungu, dong; 지도 범위와 필터 적용)',
    query: mapCountQuerySchema,
    response: regionCountsResponseSchema,
  }),
  sigunguCounts: route({
    method: 'GET',
    path: '/common/search/gu',
    tags: ['search'],
    access: PUBLIC,
    summary: '시군구별 매물 수',
    query: mapCountQuerySchema,
    response: regionCountsResponseSchema,
  }),
  sidoCounts: route({
    method: 'GET',
    path: '/common/search/city',
    tags: ['search'],
    access: PUBLIC,
    summary: '시도별 매물 수',
    query: mapCountQuerySchema,
    response: regionCountsResponseSchema,
  }),
  addrSuggestions: route({
    method: 'GET',
    path: '/common/search/addr/list',
    tags: ['search'],
    access: PUBLIC,
    summary: '검색어 추천 (지역, 지하철역, 매물번호; 초성 검색)',
    query: suggestQuerySchema,
    response: suggestResponseSchema,
  }),
  like: route({
    method: 'POST',
    path: '/api/user/like',
    tags: ['likes'],
    access: { who: 'signed-in', whose: 'listing-others', userNo: 'caller' },
    summary: '관심매물 등록/해제',
    body: likeBodySchema,
    response: likeResponseSchema,
  }),
  likeList: route({
    method: 'GET',
    path: '/api/user/like/list',
    tags: ['likes'],
    access: SELF_OR_OPERATOR,
    summary: '관심매물 목록',
    query: likeListQuerySchema,
    response: likeListResponseSchema,
  }),

  // ----- common
  codeList: route({
    method: 'GET',
    path: '/common/codeList',
    tags: ['common'],
    access: PUBLIC,
    summary: '공통 코드 목록',
    query: codeListQuerySchema,
    response: codeListResponseSchema,
  }),
  subwayList: route({
    method: 'GET',
    path: '/common/subwayList',
    tags: ['common'],
    access: PUBLIC,
    summary: '지하철역 목록 (역 이름 앞부분, 노선으로 좁히기)',
    query: subwayListQuerySchema,
    response: subwayListResponseSchema,
  }),
  intro: route({
    method: 'POST',
    path: '/common/intro',
    tags: ['common'],
    access: PUBLIC,
    summary: '앱 시작 (기기 정보, 최신 버전과 강제 업데이트 여부)',
    body: introBodySchema,
    response: introResponseSchema,
  }),
  saleImage: route({
    method: 'GET',
    path: '/images/sale/:name',
    tags: ['common'],
    access: PUBLIC,
    summary: '예시 매물 이미지 (데모 데이터)',
    params: saleImageParamsSchema,
  }),

  // ----- listing detail (spec 02 §3, §7): PATCH as the spec has it; GET for links and crawlers
  saleDetail: route({
    method: 'PATCH',
    path: '/api/sale/:saleNo',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '매물 상세',
    description:
      '공개 중(ACTIVE)이 아닌 매물은 소유한 중개인과 운영자에게만 보이고, 다른 사람에게는 404입니다. ' +
      'computedGrade는 매물의 수치로 계산한 안전등급과 그 이유입니다.',
    params: saleDetailParamsSchema,
    response: saleDetailResponseSchema,
  }),
  saleDetailGet: route({
    method: 'GET',
    path: '/api/sale/:saleNo',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '매물 상세 (GET)',
    params: saleDetailParamsSchema,
    response: saleDetailResponseSchema,
  }),
  saleDetailOfUser: route({
    method: 'PATCH',
    path: '/api/sale/:saleNo/:userNo',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '매물 상세 (사용자 번호 포함 주소)',
    description: 'userNo는 주소 호환을 위해 받을 뿐, 관심 여부와 권한은 로그인한 사용자로 판단합니다.',
    params: saleDetailUserParamsSchema,
    response: saleDetailResponseSchema,
  }),
  saleDetailOfUserGet: route({
    method: 'GET',
    path: '/api/sale/:saleNo/:userNo',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '매물 상세 (사용자 번호 포함 주소, GET)',
    params: saleDetailUserParamsSchema,
    response: saleDetailResponseSchema,
  }),
  createDynamicLink: route({
    method: 'GET',
    path: '/common/createDynamicLink',
    tags: ['common'],
    access: LISTING_VISIBLE,
    summary: '매물 공유용 짧은 링크',
    description:
      '매물 하나에 링크 하나를 만들어 다시 씁니다. 링크는 미리보기(Open Graph)가 있는 매물 상세로 이어집니다.',
    query: dynamicLinkQuerySchema,
    response: dynamicLinkResponseSchema,
  }),
  shortLink: route({
    method: 'GET',
    path: '/s/:code',
    tags: ['common'],
    access: LISTING_VISIBLE,
    summary: '짧은 링크 (매물 상세로 이동, 미리보기 태그 포함)',
    params: shortLinkParamsSchema,
  }),
  download: route({
    method: 'GET',
    path: '/common/download',
    tags: ['common'],
    access: { who: 'anyone', whose: 'file' },
    summary: '저장된 파일 보기 (파일 번호로만, 워터마크 포함)',
    description:
      '등기부등본·건축물대장은 로그인한 사용자만 볼 수 있고, 열람 기록이 남습니다. 경로를 담은 이름은 400입니다.',
    query: downloadQuerySchema,
  }),
  downloadLink: route({
    method: 'GET',
    path: '/common/downloadLink',
    tags: ['common'],
    access: { who: 'anyone', whose: 'file' },
    summary: '파일 내려받기 링크 (앱용, 5분 유효)',
    description:
      '로그인한 사용자가 볼 수 있는 파일에 한해, 세션 없이 내려받을 수 있는 서명된 주소를 줍니다. 내려받을 때마다 열람 기록이 남습니다.',
    query: downloadLinkQuerySchema,
    response: downloadLinkResponseSchema,
  }),
  listingImage: route({
    method: 'GET',
    path: '/images/sale/:key/:variant',
    tags: ['common'],
    access: PUBLIC,
    summary: '매물 사진 (카드·상세·확대 크기, WebP/AVIF)',
    params: listingImageParamsSchema,
  }),

  // ----- listing registration and modification (P8) and the open data it reads
  ...SALE_FORM_ROUTES,
  ...OPEN_DATA_ROUTES,
  ...CONSENT_ROUTES,
  ...QUOTA_ROUTES,
  ...SALE_MANAGE_ROUTES,
  ...SALE_FRESHNESS_ROUTES,
  ...MARKET_ROUTES,
  ...LAWYER_ROUTES,
  ...VOICE_ROUTES,
  ...COMPARE_ROUTES,
  ...INQUIRY_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...SAVED_SEARCH_ROUTES,
  ...BOARD_ROUTES,
  ...APP_CONTENT_ROUTES,
  ...SAFETY_CHECK_ROUTES,

  // ----- the operator console (P13)
  ...ADMIN_ROUTES,

  // ----- crawlers: text and XML, not the envelope
  robots: route({
    method: 'GET',
    path: '/robots.txt',
    tags: ['seo'],
    access: PUBLIC,
    summary: '검색 로봇 규칙 (robots.txt)',
  }),
  sitemapIndex: route({
    method: 'GET',
    path: '/sitemap.xml',
    tags: ['seo'],
    access: PUBLIC,
    summary: '사이트맵 목록 (공개 페이지와 공개 중인 매물의 사이트맵)',
  }),
  sitemapPages: route({
    method: 'GET',
    path: '/sitemaps/pages.xml',
    tags: ['seo'],
    access: PUBLIC,
    summary: '공개 페이지 사이트맵',
  }),
  sitemapSales: route({
    method: 'GET',
    path: '/sitemaps/sales-:page.xml',
    tags: ['seo'],
    access: PUBLIC,
    summary: '공개 중인 매물 사이트맵 (매물번호 구간 하나)',
    description: `매물번호 page × ${SITEMAP_SALES_SPAN} 이상 (page + 1) × ${SITEMAP_SALES_SPAN} 미만의 공개 중인 매물 상세 주소. 공개 중인 매물이 없는 구간은 404입니다.`,
    params: sitemapSalesParamsSchema,
  }),

  // ----- operator
  userList: route({
    method: 'GET',
    path: '/api/user/all/list',
    tags: ['admin'],
    access: OPERATOR,
    summary: '회원 목록 (운영자)',
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  approveUser: route({
    method: 'PATCH',
    path: '/api/admin/user/:userNo/approve',
    tags: ['admin'],
    access: OPERATOR,
    summary: '중개인·변호사 가입 승인 (운영자)',
    params: userNoParamsSchema,
    response: userDetailResponseSchema,
  }),
  smsOutbox: route({
    method: 'GET',
    path: '/api/admin/sms/outbox',
    tags: ['admin'],
    access: OPERATOR,
    summary: '보낸 문자 목록 (운영자)',
    query: smsOutboxQuerySchema,
    response: smsOutboxResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API;

/** The entity of a route's successful answer. */
export type EntityOf<R extends ApiRoute> = R extends { response: infer S extends z.ZodType }
  ? z.output<S> extends { entity: infer E }
    ? E
    : never
  : never;
