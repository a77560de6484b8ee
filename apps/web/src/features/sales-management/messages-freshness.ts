/** Texts of the dashboard's fresh-listing panel (issue 18 §3). */
export const FRESHNESS_MSG = {
  title: '확인 필요',
  badge: (n: number) => `확인 필요 ${n}`,
  lead: '14일 넘게 거래 가능 확인이 없는 매물이에요. 21일이 지나면 게시가 자동으로 중지됩니다.',
  listLabel: '확인이 필요한 매물',
  confirmedAgo: (days: number) => (days <= 0 ? '오늘 확인' : `${days}일 전 확인`),
  paused: '확인되지 않아 중지됨',
  confirm: '거래 가능 확인',
  republish: '다시 확인하고 게시',
  confirmLabel: (title: string) => `${title} 거래 가능 확인`,
  republishLabel: (title: string) => `${title} 다시 확인하고 게시`,
  done: '거래 가능한 매물로 확인했어요. 오늘 확인으로 표시됩니다.',
  republished: '다시 확인하고 게시했어요. 검색에 다시 나옵니다.',
  more: (n: number) => `외 ${n}건은 목록에서 확인해주세요.`,
  untitled: (saleNo: number) => `매물 ${saleNo}`,
  error: '확인이 필요한 매물을 불러오지 못했습니다.',
  /** Not the list's own '다시 시도': two buttons of one name on a page would be ambiguous. */
  retry: '확인 필요 다시 불러오기',
} as const;
