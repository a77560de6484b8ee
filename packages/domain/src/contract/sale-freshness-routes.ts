import { BROKER_OWN, BROKER_OWN_LISTING } from './access.ts';
import { route } from './route.ts';
import {
  saleConfirmBodySchema,
  saleConfirmedResponseSchema,
  staleSalesResponseSchema,
} from './sale-freshness.ts';

/** Fresh listings (issue 18 §3): the broker confirms a listing is still available. */
export const SALE_FRESHNESS_ROUTES = {
  saleConfirm: route({
    method: 'POST',
    path: '/api/sale/manage/confirm',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '내 매물이 아직 거래 가능한지 확인 (중개인만)',
    description:
      '확인한 날이 오늘로 바뀝니다. 21일 동안 확인되지 않아 자동으로 중지된 매물은 다시 게시중이 되어 검색에 나옵니다. ' +
      '직접 중지했거나 신고로 중지된 매물, 거래완료·삭제·임시저장 매물은 409, 남의 매물은 403입니다.',
    body: saleConfirmBodySchema,
    response: saleConfirmedResponseSchema,
  }),
  saleStaleList: route({
    method: 'GET',
    path: '/api/sale/manage/stale',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '확인이 필요한 내 매물 (14일 넘게 확인되지 않았거나 그래서 중지된 매물, 중개인만)',
    response: staleSalesResponseSchema,
  }),
};
