/*
 * Valid requests for the access matrix (access-matrix.test.ts): for each route that needs fields to reach
 * its ownership check, the query and body it is sent. A string '$name' is a slot filled per caller and per
 * case: '$self' the caller's userNo; '$userNo' the account the case is about (the caller's own or another's);
 * '$saleNo', '$saleKey', '$inquiryNo', '$notificationNo', '$searchNo', '$fileId', '$requestNo' the resource
 * of the case. Path parameters are filled from the slot of the same name.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface RequestTemplate {
  query?: Record<string, string>;
  body?: Record<string, Json>;
}

const COMMENT_TEXT = '주변이 조용하고 관리가 잘 되는 건물입니다. 추천합니다.';

export const REQUEST_TEMPLATES: Record<string, RequestTemplate> = {
  'POST /api/user/modify': { body: { userNo: '$userNo' } },
  'POST /api/user/toggle': { query: { userNo: '$userNo', isMarketing: 'true' } },
  'PATCH /api/user/alarm/:userNo': { body: { isPushAlarm: true } },
  // A wrong password: the caller's own withdrawal is refused by the password, never carried out.
  'PATCH /api/user/withdrwal/:userNo': { body: { password: 'wrong-pass1' } },
  'POST /api/change/password': {
    body: { currentPassword: 'wrong-pass1', password: 'Qw7!rT9#zK', passwordConfirm: 'Qw7!rT9#zK' },
  },
  'POST /api/user/like': { body: { isLike: true, saleNo: '$saleNo', userNo: '$self' } },
  'GET /api/user/like/list': { query: { userNo: '$userNo' } },
  'GET /common/createDynamicLink': { query: { saleNo: '$saleNo' } },
  'GET /common/download': { query: { fileId: '$fileId' } },
  'GET /common/downloadLink': { query: { fileId: '$fileId' } },
  'POST /api/hyphen/room': { body: { saleAddr: '서울특별시 강남구 역삼동 736-1', bjdCode: '1168010100' } },
  'PATCH /api/sale/update/baro/:userNo': { body: { saleNo: '$saleNo' } },
  'PATCH /api/sale/update/lawyer/:userNo': { body: { saleNo: '$saleNo' } },
  'PATCH /api/sale/vicariously/used/:userNo': { body: { saleNo: '$saleNo' } },
  'GET /api/sale/search/saleNo': { query: { saleNo: '$saleNo' } },
  'GET /api/sale/search/address': { query: { keyword: '서울' } },
  'GET /api/sale/update/status': { query: { saleNo: '$saleNo', status: 'ACTIVE' } },
  'POST /api/sales/update/status': { body: { saleNos: ['$saleNo'], status: 'ACTIVE' } },
  'GET /api/sale/update/memo': { query: { saleNo: '$saleNo', memo: '권한 점검' } },
  'POST /api/sale/delete': { body: { saleNos: ['$saleNo'] } },
  'POST /api/sale/manage/confirm': { body: { saleNo: '$saleNo' } },
  'POST /api/lawyer/comment': { body: { saleNo: '$saleNo', lawyerComment: '등기부등본을 확인했습니다.' } },
  'POST /api/lawyer/sale/status': {
    body: { requestNo: '$requestNo', saleNo: '$saleNo', isConfirm: 'CONFIRM' },
  },
  'PATCH /api/lawyer/search/calculate/:userNo': { body: { month: '2026-11' } },
  'GET /api/lawyer/calculate/detail/list': { query: { month: '2026-11' } },
  'GET /api/lawyer/calculate/detail/total': { query: { month: '2026-11' } },
  'POST /api/sale/search/comment': { body: { saleNo: '$saleNo', userNo: '$self' } },
  'POST /api/sale/insert/comment': {
    body: {
      saleNo: '$saleNo',
      saleKey: '$saleKey',
      userNo: '$self',
      safetyGrade: 'RATE002',
      safetyText: COMMENT_TEXT,
    },
  },
  'GET /api/comment/list': { query: { saleNo: '$saleNo' } },
  'POST /api/search/report': { body: { saleNo: '$saleNo', userNo: '$self' } },
  'POST /api/report': { body: { saleNo: '$saleNo', userNo: '$self', reportText: '이미 거래된 매물입니다.' } },
  'GET /api/sale/compare': { query: { saleNo: '$saleNo' } },
  'POST /api/inquiry': {
    body: { userNo: '$self', saleNo: '$saleNo', inquiryType: 'INQUIRY_TYPE001', reasonType: ['INQUIRY001'] },
  },
  'POST /api/inquiry/answer/:inquiryNo': { body: { answer: '네, 아직 계약 가능합니다.' } },
  'POST /api/sale/:saleNo/consent': {
    body: {
      newSaleAddr: '서울특별시 강남구 테헤란로 152 101동 1203호',
      type: 'MONTHLY',
      price: '1,000',
      monthlyPrice: '55',
      ownerName: '김소유',
      relationship: 2,
      promotionName: '이의뢰',
      company: '안심공인중개사사무소',
      phone: '010-1234-5678',
      regDate: '2026-11-24',
    },
  },
  'POST /api/savedSearch': { body: { name: '권한 점검', filter: { saleAddr: '강남구' } } },
  'PATCH /api/savedSearch/:searchNo': { body: { enabled: true } },
  'POST /api/push/unsubscribe': { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' } },
  'GET /api/admin/sms/outbox': { query: { phone: '01055501234' } },
  'GET /common/search/addr/list': { query: { keyword: '강남' } },
};

/**
 * Calls that end a session, spend something once or remove a fixture: sent after every other call, so
 * that they do not change what the others meet.
 */
export const LAST_CALLS = new Set([
  'POST /api/logout',
  'PATCH /api/user/withdrwal/:userNo',
  'POST /api/sale/delete',
  'POST /api/lawyer/sale/status',
  'POST /api/inquiry/answer/:inquiryNo',
  'PATCH /api/inquiry/delete/:inquiryNo',
  'DELETE /api/savedSearch/:searchNo',
]);

/**
 * Routes whose call on the caller's own resource must succeed, so that a refusal of another's is the
 * ownership rule's and not a validation error's: by whom ('all' = every caller with an own resource).
 */
export const OWN_MUST_SUCCEED: Record<string, 'all' | readonly string[]> = {
  'PATCH /api/user/detail/:userNo': 'all',
  'GET /api/user/files/:userNo': 'all',
  'GET /api/user/like/list': 'all',
  'PATCH /api/user/alarm/:userNo': 'all',
  'POST /api/user/modify': 'all',
  'GET /api/inquiry/detail/:inquiryNo': 'all',
  'PATCH /api/notification/read/:notificationNo': 'all',
  'PATCH /api/savedSearch/:searchNo': 'all',
  'DELETE /api/savedSearch/:searchNo': 'all',
  'GET /api/sale/form/:saleNo': 'all',
  'GET /api/sale/update/memo': 'all',
  'POST /api/sale/:saleNo/consent': 'all',
  'GET /files/:fileId': 'all',
  'GET /common/download': 'all',
  'PATCH /api/sale/:saleNo': 'all',
  // The operator names their own userNo too, but has no settlement: only lawyers'.
  'PATCH /api/lawyer/search/calculate/:userNo': ['lawyer', 'lawyer2'],
  // The one who asked; the listing's broker answers instead (LAST_CALLS: asked inquiries are deleted last).
  'PATCH /api/inquiry/delete/:inquiryNo': 'all',
};
