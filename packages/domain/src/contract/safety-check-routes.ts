import { PUBLIC } from './access.ts';
import type { ApiRoute } from './route.ts';
import { route } from './route.ts';
import { safetyCheckBodySchema, safetyCheckResponseSchema } from './safety-check.ts';

/** 안심 진단: the safety check of any address, public (issue 18 §4). */
export const SAFETY_CHECK_ROUTES = {
  safetyCheck: route({
    method: 'POST',
    path: '/api/safety-check',
    tags: ['safety-check'],
    access: PUBLIC,
    summary:
      '안심 진단 (로그인 없이: 주소·보증금·선순위 채권으로 안전등급, 최우선변제, 보증보험, 확인할 서류)',
    description:
      '공시가격은 직접 입력한 값, 공시가격 열람 값(키가 있을 때), 실거래 중위가로 추정한 값 순으로 씁니다. ' +
      '매물 등록의 등급 추정(/api/sale/grade/estimate)과 같은 계산입니다.',
    body: safetyCheckBodySchema,
    response: safetyCheckResponseSchema,
  }),
  safetyCheckPdf: route({
    method: 'POST',
    path: '/api/safety-check/pdf',
    tags: ['safety-check'],
    access: PUBLIC,
    summary: '안심 진단 결과 PDF (A4, 한글; 파일 이름 안심진단_{날짜}.pdf)',
    body: safetyCheckBodySchema,
  }),
} as const satisfies Record<string, ApiRoute>;
