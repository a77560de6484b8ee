/** The notification centre's words (issue 16 part 4). */
export const NOTIFICATION_MSG = {
  title: '알림',
  empty: '알림이 없습니다.',
  emptyBody: '문의 답변, 인증 결과처럼 알려 드릴 일이 생기면 여기에 모입니다.',
  loadError: '알림을 불러오지 못했습니다.',
  readAll: '모두 읽음',
  unread: '읽지 않음',
  listLabel: '받은 알림',
  unreadSummary: (n: number) => (n > 0 ? `읽지 않은 알림 ${n}개` : '모두 읽었습니다'),
  loadMore: '더 보기',
  loadingMore: '알림을 더 불러오는 중입니다.',
  justNow: '방금 전',
  minutesAgo: (n: number) => `${n}분 전`,
  hoursAgo: (n: number) => `${n}시간 전`,
  daysAgo: (n: number) => `${n}일 전`,
} as const;
