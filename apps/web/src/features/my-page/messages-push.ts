/** The push switch of /myPage/alarm (issue 16 part 4). */
export const PUSH_MSG = {
  label: '이 기기로 푸시 알림 받기',
  body: '브라우저나 앱이 닫혀 있어도 이 기기에 알림을 띄웁니다.',
  denied: '브라우저 설정에서 이 사이트의 알림이 차단되어 있습니다. 설정에서 허용한 뒤 다시 켜 주세요.',
  failed: '푸시 알림 설정을 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.',
  noKey: '앱에서 기기 등록 키를 받지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
