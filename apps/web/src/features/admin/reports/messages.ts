import { BROKER_SUSPEND_WARNINGS, BROKER_WARNING_WINDOW_DAYS } from '@ansim/domain/contract';

/** Texts of the console's report area (issue 17 §4). */
export const ADMIN_REPORT_MSG = {
  description: `허위매물 신고를 매물 단위로 판단합니다. 허위매물로 확인하면 그 매물의 검토 중 신고가 모두 함께 처리되고, 중개인은 ${BROKER_WARNING_WINDOW_DAYS}일 안에 경고 ${BROKER_SUSPEND_WARNINGS}회면 이용이 정지됩니다.`,
  caption: '신고 목록',
  empty: '처리할 신고가 없습니다.',
  filter: { state: '처리 상태', all: '전체' },
  columns: {
    createdAt: '신고일',
    sale: '매물',
    reporter: '신고자',
    text: '신고 내용',
    state: '상태',
    openCount: '검토 중',
  },
  open: (title: string) => `${title} 신고 보기`,
  openCount: (n: number) => `${n}건`,
  noTitle: '(제목 없음)',
  reporterTypes: { GENERAL: '일반', BROKER: '중개인', LAWYER: '변호사' } as Record<string, string>,
  detail: {
    title: '신고된 매물',
    pick: '목록에서 신고를 고르면 매물과 그 매물의 모든 신고가 여기에 표시됩니다.',
    loadFailed: '신고 내용을 불러오지 못했습니다.',
    close: '닫기',
    address: '주소',
    status: '매물 상태',
    broker: '중개인',
    warnings: '경고',
    warningCount: (n: number) =>
      `최근 ${BROKER_WARNING_WINDOW_DAYS}일 ${n}회 / ${BROKER_SUSPEND_WARNINGS}회에 정지`,
    brokerSuspended: '이용 정지됨',
    reports: (n: number) => `이 매물의 신고 ${n}건`,
    resolved: (date: string, by: string | null) => `${date} 처리${by ? ` · ${by}` : ''}`,
    resolution: '처리 사유',
    viewListing: '매물 상세 보기 (새 창)',
  },
  confirm: {
    button: '허위매물 확인',
    title: '허위매물로 확인할까요?',
    description: '매물이 중지되고 중개인에게 경고가 전달됩니다. 누적 시 이용이 정지됩니다.',
    openAll: (n: number) => `이 매물의 검토 중 신고 ${n}건이 모두 함께 처리됩니다.`,
  },
  dismiss: {
    button: '기각',
    title: '이 신고를 기각할까요?',
    description: '기각 사유는 신고자에게 알림으로 전달됩니다. 매물은 그대로 게시됩니다.',
  },
  failed: '처리하지 못했습니다.',
} as const;
