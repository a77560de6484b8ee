/** Texts of '검색 조건 저장' on /search/list (issue 18 §1). */
export const SAVE_SEARCH_MSG = {
  button: '검색 조건 저장',
  title: '검색 조건 저장',
  description: '조건에 맞는 새 매물이 올라오면 알려드려요.',
  nameLabel: '검색 이름',
  namePlaceholder: '예: 강남구 월세',
  nameRequired: '검색 이름을 입력해주세요.',
  nameMax: (max: number) => `검색 이름은 ${max}자 이내로 입력해주세요.`,
  frequencyLabel: '알림 받기',
  instant: '즉시 알림',
  daily: '매일 아침 9시 요약',
  cancel: '취소',
  save: '저장',
  saving: '저장 중…',
  saved: '검색 조건을 저장했어요. 마이페이지 › 저장한 검색에서 관리할 수 있어요.',
  failed: '저장하지 못했어요. 잠시 후 다시 시도해주세요.',
  allArea: '전체 지역',
} as const;
