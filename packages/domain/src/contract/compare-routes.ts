import { LISTING_VISIBLE } from './access.ts';
import { compareQuerySchema, compareResponseSchema } from './compare.ts';
import { type ApiRoute, route } from './route.ts';

/** Comparing listings side by side (P14 item 6). */
export const COMPARE_ROUTES = {
  saleCompare: route({
    method: 'GET',
    path: '/api/sale/compare',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '매물 비교 (최대 3개: 가격, 관리비, 면적, 층, 옵션, 등급과 사유, 최우선변제, 역까지 거리)',
    description:
      'saleNo를 반복하거나 쉼표로 구분해 1~3개. 상세와 같은 공개 범위: 볼 수 없는 매물은 빼고 omitted에 ' +
      '번호만 돌려주며, 하나도 볼 수 없으면 404입니다. 조회수에 들어가지 않습니다.',
    query: compareQuerySchema,
    response: compareResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
