import { BROKER_OWN, BROKER_OWN_LISTING } from './access.ts';
import { type ApiRoute, route } from './route.ts';
import {
  dashAddressQuerySchema,
  dashListQuerySchema,
  dashListResponseSchema,
  dashSaleNoQuerySchema,
  saleDeleteBodySchema,
  saleDeleteResponseSchema,
  saleMemoQuerySchema,
  saleMemoResponseSchema,
  saleStatusBulkBodySchema,
  saleStatusCountResponseSchema,
  saleStatusQuerySchema,
  saleStatusUpdatedResponseSchema,
} from './sale-manage.ts';

/** The broker's listing management (P9): counts, the dashboard list and searches, status, memo, delete. */
export const SALE_MANAGE_ROUTES = {
  saleStatusCount: route({
    method: 'GET',
    path: '/api/sale/status/count',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '내 매물의 상태별 개수 (중개인만)',
    response: saleStatusCountResponseSchema,
  }),
  saleDashList: route({
    method: 'GET',
    path: '/api/sale/dash/list',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '내 매물 목록 (중개인만, 최신 등록순) — status가 없으면 삭제 외 전부',
    query: dashListQuerySchema,
    response: dashListResponseSchema,
  }),
  saleSearchAddress: route({
    method: 'GET',
    path: '/api/sale/search/address',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '내 매물을 주소·건물명·동·호로 찾기 (중개인만)',
    query: dashAddressQuerySchema,
    response: dashListResponseSchema,
  }),
  saleSearchSaleNo: route({
    method: 'GET',
    path: '/api/sale/search/saleNo',
    tags: ['sale'],
    // A search among the caller's own listings: another broker's number finds nothing.
    access: BROKER_OWN,
    summary: '내 매물을 매물번호로 찾기 (중개인만; 없거나 남의 매물이면 빈 목록)',
    query: dashSaleNoQuerySchema,
    response: dashListResponseSchema,
  }),
  saleUpdateStatus: route({
    method: 'GET',
    path: '/api/sale/update/status',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '내 매물 하나의 상태 변경',
    description:
      '게시중↔게시중지, 게시중·게시중지→거래완료, 모두→삭제(30일 안에 삭제 전 상태로 되돌릴 수 있음). 임시저장은 ' +
      '등록 완료로만 게시중이 됩니다. 허용되지 않는 변경은 409, 남의 매물은 403입니다. 검색과 개수에 바로 반영됩니다.',
    query: saleStatusQuerySchema,
    response: saleStatusUpdatedResponseSchema,
  }),
  saleUpdateStatusBulk: route({
    method: 'POST',
    path: '/api/sales/update/status',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '내 매물 여러 개(100개까지)의 상태를 한 번에 변경 — 하나라도 안 되면 아무것도 바뀌지 않습니다',
    body: saleStatusBulkBodySchema,
    response: saleStatusUpdatedResponseSchema,
  }),
  saleUpdateMemo: route({
    method: 'GET',
    path: '/api/sale/update/memo',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '내 매물의 비공개 메모 (200자까지, 비우면 지움)',
    query: saleMemoQuerySchema,
    response: saleMemoResponseSchema,
  }),
  saleDelete: route({
    method: 'POST',
    path: '/api/sale/delete',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '삭제 상태인 내 매물을 완전히 삭제 (사진·서류 파일까지)',
    body: saleDeleteBodySchema,
    response: saleDeleteResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
