import { OPERATOR } from './access.ts';
import {
  adminMemberActionResponseSchema,
  adminMemberDetailResponseSchema,
  adminMemberFileParamsSchema,
  adminMemberFileViewResponseSchema,
  adminMemberListQuerySchema,
  adminMemberListResponseSchema,
  adminMemberParamsSchema,
  adminMemberReasonBodySchema,
} from './admin-member.ts';
import { type ApiRoute, route } from './route.ts';

/** The operator console's member calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_MEMBER_ROUTES = {
  adminMemberList: route({
    method: 'GET',
    path: '/api/admin/members',
    tags: ['admin'],
    access: OPERATOR,
    summary: '회원 목록 (운영자): 유형·상태·검색(아이디, 이름, 휴대폰 숫자, 회사)',
    query: adminMemberListQuerySchema,
    response: adminMemberListResponseSchema,
  }),
  adminMemberDetail: route({
    method: 'GET',
    path: '/api/admin/members/:userNo',
    tags: ['admin'],
    access: OPERATOR,
    summary: '회원 상세 (운영자): 프로필, 서류, 매물·신고 수, 이용권, 감사 기록',
    params: adminMemberParamsSchema,
    response: adminMemberDetailResponseSchema,
  }),
  adminMemberFileView: route({
    method: 'POST',
    path: '/api/admin/members/:userNo/files/:fileId/view',
    tags: ['admin'],
    access: OPERATOR,
    summary: '회원 서류 열람 (운영자): 워터마크 사본의 5분짜리 주소, 감사 기록 member.document.view',
    params: adminMemberFileParamsSchema,
    response: adminMemberFileViewResponseSchema,
  }),
  adminMemberReject: route({
    method: 'POST',
    path: '/api/admin/members/:userNo/reject',
    tags: ['admin'],
    access: OPERATOR,
    summary: '가입 반려 (운영자): 승인 대기 중인 중개인·변호사만, 계정 종료, 사유는 문자로',
    params: adminMemberParamsSchema,
    body: adminMemberReasonBodySchema,
    response: adminMemberActionResponseSchema,
  }),
  adminMemberSuspend: route({
    method: 'POST',
    path: '/api/admin/members/:userNo/suspend',
    tags: ['admin'],
    access: OPERATOR,
    summary: '이용 정지 (운영자): 로그인 종료, 중개인의 게시중 매물은 게시중지',
    params: adminMemberParamsSchema,
    body: adminMemberReasonBodySchema,
    response: adminMemberActionResponseSchema,
  }),
  adminMemberReinstate: route({
    method: 'POST',
    path: '/api/admin/members/:userNo/reinstate',
    tags: ['admin'],
    access: OPERATOR,
    summary: '정지 해제 (운영자): 정지로 멈춘 매물은 다시 게시중',
    params: adminMemberParamsSchema,
    body: adminMemberReasonBodySchema,
    response: adminMemberActionResponseSchema,
  }),
} satisfies Record<string, ApiRoute>;
