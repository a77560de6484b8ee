import { PUBLIC } from './access.ts';
import {
  boardDetailResponseSchema,
  boardListQuerySchema,
  boardListResponseSchema,
  boardParamsSchema,
  boardTypeParamsSchema,
  termsDocumentResponseSchema,
} from './board.ts';
import { type ApiRoute, route } from './route.ts';

/** Notices, FAQ, the guide and the terms (P12): one board model; the operator's edits are P13's. */
export const BOARD_ROUTES = {
  boardList: route({
    method: 'GET',
    path: '/api/list',
    tags: ['board'],
    access: PUBLIC,
    summary: '게시판 목록 (공지사항, FAQ, 이용 가이드, 약관)',
    description:
      '한 쪽에 10개까지. 회원과 방문자는 게시 중(ACTIVE, 오늘이 게시 기간 안)인 글만 보고, boardStatus는 ' +
      '운영자만 씁니다. 공지사항은 상단 고정 글이 먼저, 그다음 최근 순입니다. searchType은 title, content, ' +
      'all(기본). startDate·endDate는 등록일(한국 시간, 양끝 포함). FAQ와 이용 가이드는 본문(contentHtml)을 ' +
      '함께 줍니다.',
    query: boardListQuerySchema,
    response: boardListResponseSchema,
  }),
  boardDetail: route({
    method: 'PATCH',
    path: '/api/board/:boardNo',
    tags: ['board'],
    access: PUBLIC,
    summary: '게시글 보기 (조회수 1 증가)',
    description:
      '게시 중이 아닌 글은 운영자에게만 보이고(조회수는 그대로), 다른 사람에게는 404입니다. 본문은 허용된 ' +
      '태그만 남긴 HTML입니다.',
    params: boardParamsSchema,
    response: boardDetailResponseSchema,
  }),
  termsDocument: route({
    method: 'PATCH',
    path: '/api/board/type/:boardType',
    tags: ['board'],
    access: PUBLIC,
    summary: '약관 전문 (SERVICE, PRIVATE, GPS, POLICY, TERMS): 게시 중인 최신 글',
    description: "게시 중인 글이 없으면 404 '내역이 없습니다.'",
    params: boardTypeParamsSchema,
    response: termsDocumentResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
