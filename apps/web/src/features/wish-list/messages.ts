/** /wishList: the guest prompt, the count, the empty and failed states. */
export const WISH_LIST_MSG = {
  guestTitle: '관심매물을 모아 보세요',
  guestBody: '마음에 드는 매물에 하트를 누르면 이곳에서 한눈에 볼 수 있어요. 로그인 후 이용할 수 있습니다.',
  count: (count: string) => `관심매물 ${count}개`,
  emptyTitle: '아직 관심매물이 없습니다',
  emptyBody: '마음에 드는 매물의 하트를 누르면 이곳에 모아 드려요.',
  findListings: '매물 찾으러 가기',
  loadError: '관심매물을 불러오지 못했습니다.',
} as const;
