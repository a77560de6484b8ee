/** /myPage's own texts (the links are named in model/). */
export const MY_PAGE_MSG = {
  guestTitle: '로그인하고 더 많은 기능을 이용하세요',
  guestBody: '관심매물 저장, 문의 내역 확인, 매물 등록은 로그인 후 이용할 수 있습니다.',
  greeting: (name: string) => `${name}님, 안녕하세요`,
  sectionService: '서비스 안내',
  sectionAccount: '내 정보',
} as const;
