import { LOAN_LIST_MAX, SALE_IMAGES_MAX } from '@ansim/domain';

/** The words of the detailInfo (상세정보) step: title, description, photos, loans, certification, save. */
export const DETAIL_MSG = {
  introLegend: '매물 소개',
  extrasLegend: '대출·인증',
  title: '매물 제목',
  titlePlaceholder: '예) 역세권 신축 투룸, 채광 좋은 남향',
  description: '상세 설명',
  descriptionPlaceholder: '매물의 장점, 주변 환경, 입주 조건 등을 적어주세요.',
  counter: (length: number, max: number) =>
    `${length.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')}`,

  photos: {
    legend: '매물 사진',
    hint: `첫 번째 사진이 대표 사진입니다. 대표 사진을 포함해 ${SALE_IMAGES_MAX}장까지 올릴 수 있습니다.`,
    add: '사진 추가',
    count: (n: number) => `${n}/${SALE_IMAGES_MAX}`,
    main: '대표',
    makeMain: '대표 사진으로 지정',
    moveLeft: '앞으로 이동',
    moveRight: '뒤로 이동',
    remove: '삭제',
    retry: '다시 올리기',
    uploading: (percent: number) => `올리는 중 ${percent}%`,
    failed: '올리지 못했습니다',
    photoName: (index: number) => (index === 0 ? '대표 사진' : `사진 ${index + 1}`),
    tooMany: (room: number) =>
      room > 0
        ? `사진은 ${SALE_IMAGES_MAX}장까지 올릴 수 있어 ${room}장만 추가했습니다.`
        : `사진은 ${SALE_IMAGES_MAX}장까지 올릴 수 있습니다.`,
    notImage: '사진 파일(jpg, png, gif, webp)만 올릴 수 있습니다.',
    stillUploading: '사진을 올리는 중입니다. 잠시 후 다시 시도해주세요.',
    moved: (name: string, position: number) => `${name}을(를) ${position}번째로 옮겼습니다.`,
    madeMain: '대표 사진을 바꿨습니다.',
    removed: '사진을 삭제했습니다.',
  },

  loans: {
    recommend: '대출 가능 상품 안내',
    recommendDescription: '세입자에게 이 매물로 받을 수 있는 대출 상품을 안내합니다.',
    legend: '대출 상품',
    placeholder: '예) 중소기업취업청년 전월세보증금대출',
    item: (index: number) => `대출 상품 ${index + 1}`,
    add: '대출 상품 추가',
    remove: (index: number) => `대출 상품 ${index + 1} 삭제`,
    max: `대출 상품은 ${LOAN_LIST_MAX}개까지 입력할 수 있습니다.`,
  },

  certified: '안전방 인증 요청',
  certifiedDescription:
    '변호사와 운영자가 권리관계를 검증한 뒤 안전방 인증을 부여합니다. 인증 결과는 매물관리에서 확인할 수 있습니다.',

  consent: {
    legend: '매물홍보확인서',
    description: '집주인(또는 대리인)의 매물 홍보·사진 촬영 동의를 받은 확인서를 매물과 함께 보관합니다.',
    open: '매물홍보확인서 작성',
    edit: '매물홍보확인서 수정',
    written: (ownerName: string) => `${ownerName} 님의 확인서를 작성했습니다. 등록할 때 함께 저장됩니다.`,
    saveFailed:
      '매물은 저장되었지만 매물홍보확인서를 저장하지 못했습니다. 매물 수정에서 확인서를 다시 저장할 수 있습니다.',
  },

  fieldOfStep: (stepName: string, text: string) => `[${stepName}] ${text}`,
} as const;
