import { BROKER, BROKER_OWN, BROKER_OWN_LISTING } from './access.ts';
import { type ApiRoute, route } from './route.ts';
import {
  gradeEstimateBodySchema,
  gradeEstimateResponseSchema,
  saleFormResponseSchema,
  saleNoParamsSchema,
  saleSaveFieldsSchema,
  saleSaveResponseSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
} from './sale-form.ts';

/** Listing registration and modification: upload, save, modify, the form of a saved listing, the grade estimate (P8). */
export const SALE_FORM_ROUTES = {
  upload: route({
    method: 'POST',
    path: '/common/upload',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '매물 사진·서류 올리기 (multipart: file 하나와 purpose)',
    description:
      '중개인만. 파일 형식은 내용으로 판별합니다. 사진은 다시 인코딩해 메타데이터(위치 등)를 지우고 카드·상세·확대 ' +
      '크기로 저장하며, 서류는 비공개 파일로 저장합니다. 돌려받은 fileId로 매물 저장에서 참조하며, 하루 안에 ' +
      '어떤 매물도 참조하지 않은 파일은 지워집니다.',
    multipart: uploadFieldsSchema,
    response: uploadResponseSchema,
  }),
  gradeEstimate: route({
    method: 'POST',
    path: '/api/sale/grade/estimate',
    tags: ['sale'],
    access: BROKER,
    summary: '입력한 수치로 계산한 안전등급과 그 이유',
    body: gradeEstimateBodySchema,
    response: gradeEstimateResponseSchema,
  }),
  saleSave: route({
    method: 'POST',
    path: '/api/sale',
    tags: ['sale'],
    access: BROKER_OWN,
    summary: '매물 등록 (ACTIVE) 또는 임시저장 (STORAGE) — multipart의 sale 필드에 JSON',
    description:
      'ACTIVE는 광고 가능 횟수 1회를 사용하며, 남은 횟수가 없으면 STORAGE로 저장하고 quotaExhausted가 true입니다. ' +
      'STORAGE는 주소(locationInfo)만 있으면 됩니다. 모든 규칙을 서버에서 다시 검사하고, 잘못된 값은 항목을 밝힌 ' +
      '400입니다. 매물과 옵션·관리비·사진·서류는 한 트랜잭션으로 저장됩니다.',
    multipart: saleSaveFieldsSchema,
    response: saleSaveResponseSchema,
  }),
  saleModify: route({
    method: 'PATCH',
    path: '/api/sale/modify/:saleNo',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '매물 수정 (소유한 중개인만) — 임시저장 매물은 ACTIVE로 등록을 완료합니다',
    params: saleNoParamsSchema,
    multipart: saleSaveFieldsSchema,
    response: saleSaveResponseSchema,
  }),
  saleForm: route({
    method: 'GET',
    path: '/api/sale/form/:saleNo',
    tags: ['sale'],
    access: BROKER_OWN_LISTING,
    summary: '수정·이어서 등록할 매물의 단계별 입력값 (소유한 중개인만)',
    description:
      '기존 사진과 서류는 업로드 번호(fileId)로 주어지므로, 수정에서 그대로 두거나 순서를 바꾸거나 뺄 수 있습니다.',
    params: saleNoParamsSchema,
    response: saleFormResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
