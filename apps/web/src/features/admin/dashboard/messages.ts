/** Texts of the console's dashboard (issue 17 §1). */
export const DASHBOARD_MSG = {
  description: '처리를 기다리는 일과 최근 30일 신규 매물입니다. 카드를 누르면 해당 메뉴로 이동합니다.',
  loadFailed: '대시보드를 불러오지 못했습니다.',
  queuesTitle: '처리 대기',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  cards: {
    pendingBrokers: { label: '중개인 승인 대기', hint: '가입 승인을 기다리는 중개인' },
    pendingLawyers: { label: '변호사 승인 대기', hint: '가입 승인을 기다리는 변호사' },
    openGradeReviews: { label: '등급 검토 대기', hint: '운영자 확인을 기다리는 안전등급' },
    openReports: { label: '미처리 신고', hint: '판단을 기다리는 허위매물 신고' },
    pendingProxyApplications: { label: '대리 발급 신청', hint: '승인을 기다리는 대리 발급 신청' },
    waitingProxyDocuments: { label: '대리 발급 서류 대기', hint: '서류 등록을 기다리는 요청' },
    unansweredInquiries: { label: '미답변 1대1 문의', hint: '답변을 기다리는 회원 문의' },
  },
  chart: {
    title: '최근 30일 신규 매물',
    unit: '건',
    summary: (total: number, max: number, maxDay: string, first: string, last: string) =>
      `${first}부터 ${last}까지 30일 동안 신규 매물 ${total.toLocaleString('ko-KR')}건, 하루 최다 ${max.toLocaleString('ko-KR')}건(${maxDay}).`,
    empty: (first: string, last: string) => `${first}부터 ${last}까지 30일 동안 신규 매물이 없습니다.`,
    tableCaption: '최근 30일 날짜별 신규 매물 수',
    dayHeader: '날짜',
    countHeader: '신규 매물',
    total: (n: number) => `합계 ${n.toLocaleString('ko-KR')}건`,
  },
  readAt: (time: string) => `${time} 기준`,
  refresh: '새로고침',
} as const;
