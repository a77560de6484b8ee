import { BROKER } from './access.ts';
import {
  promotionConsentSaveParamsSchema,
  promotionConsentSaveResponseSchema,
  promotionConsentSchema,
} from './consent.ts';
import type { ApiRoute } from './route.ts';
import { route } from './route.ts';

/** The promotion confirmation and photo consent form (매물홍보확인서): its PDF, and keeping it with a listing (P8). */
export const CONSENT_ROUTES = {
  promotionConsentPdf: route({
    method: 'POST',
    path: '/api/sale/consent/pdf',
    tags: ['sale'],
    access: BROKER,
    summary: '매물홍보확인서 PDF (중개인)',
    description:
      "입력한 확인서를 A4 PDF로 만들어 보냅니다 (파일 이름 '매물홍보확인서-{날짜}.pdf', 한글 글꼴 포함). " +
      '저장하지 않습니다: 미리보기와 내려받기용입니다.',
    body: promotionConsentSchema,
  }),
  promotionConsentSave: route({
    method: 'POST',
    path: '/api/sale/:saleNo/consent',
    tags: ['sale'],
    access: { who: 'signed-in', whose: 'listing-owner' },
    summary: '매물홍보확인서 저장 (매물을 등록한 중개인)',
    description:
      '확인서의 내용과 PDF를 매물과 함께 비공개로 보관합니다. 소유자 성명, 의뢰인 성명, 연락처, 직접 입력한 관계와 ' +
      'PDF는 제공일로부터 1년이 지나면 지웁니다.',
    params: promotionConsentSaveParamsSchema,
    body: promotionConsentSchema,
    response: promotionConsentSaveResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
