import { PUBLIC } from './access.ts';
import { bannerDetailResponseSchema, versionQuerySchema, versionResponseSchema } from './app-content.ts';
import { type ApiRoute, route } from './route.ts';

/** The main popup and the app's releases (P12): rows the operator edits, read by everyone. */
export const APP_CONTENT_ROUTES = {
  bannerDetail: route({
    method: 'GET',
    path: '/api/banner/detail',
    tags: ['common'],
    access: PUBLIC,
    summary: '메인 팝업 (지금 게시 중인 팝업, 순서대로)',
    description:
      '사용 중(isActive)이고 지금이 게시 기간 [startAt, endAt) 안인 팝업만. boardType이 PRIVATE·GPS·SERVICE·' +
      'POLICY면 약관 창, GUIDE는 /myPage/guide, NOTICE는 /myPage/notice/{link}; linkType이 true면 새 창으로 엽니다.',
    response: bannerDetailResponseSchema,
  }),
  appVersion: route({
    method: 'GET',
    path: '/api/version',
    tags: ['common'],
    access: PUBLIC,
    summary: '앱 최신 버전 (appType=RESERVATION, devicePlatformType=ANDROID|IOS|WEB)',
    description:
      '출시일이 지난 버전 중 가장 높은 버전. appVersion을 보내면 isForce는 그보다 높은 버전 중 강제 업데이트가 ' +
      '있는지를, 보내지 않으면 최신 버전 자체가 강제인지를 말합니다. 출시된 버전이 없으면 entity는 null.',
    query: versionQuerySchema,
    response: versionResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
