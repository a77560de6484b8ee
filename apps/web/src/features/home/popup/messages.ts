/** The main popup's words (spec 01 §2 "Other modals": 'hide for a day' and close). */
export const POPUP_MSG = {
  label: '알림 팝업',
  hideForDay: '하루 동안 보지 않기',
  close: '닫기',
  more: '자세히 보기',
  termsConfirm: '확인',
} as const;
