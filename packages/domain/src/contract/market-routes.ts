import { LISTING_VISIBLE } from './access.ts';
import { marketParamsSchema, marketResponseSchema } from './market.ts';
import { type ApiRoute, route } from './route.ts';

/** Market context of a listing: similar homes' real sales and the 전세가율 (P14 §5). */
export const MARKET_ROUTES = {
  saleMarket: route({
    method: 'GET',
    path: '/api/sale/:saleNo/market',
    tags: ['sale'],
    access: LISTING_VISIBLE,
    summary: '주변 실거래와 전세가율 (같은 동·건물 용도·비슷한 면적의 매매 실거래)',
    description:
      '매물 상세와 같은 공개 범위(공개 중이 아니면 소유 중개인과 운영자만, 그 밖에는 404). ' +
      '같은 법정동 거래가 5건 미만이면 시군구로 넓힙니다. 자료가 없으면 available false인 빈 답입니다. ' +
      '전세가율이 80%를 넘으면 jeonseRisk에 근거 수치와 함께 깡통전세 위험을 표시합니다.',
    params: marketParamsSchema,
    response: marketResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
