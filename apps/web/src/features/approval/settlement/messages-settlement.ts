import { formatWon } from '@ansim/domain';

/**
 * The Korean texts of /approval/settlement (정산 내역). Kept with the screen: shared/messages.ts ships in
 * the first screen's JavaScript.
 */
export const SETTLEMENT_MSG = {
  won: (amount: number) => formatWon(amount),
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  retry: '다시 시도',

  account: {
    title: '정산 정보',
    fee: '인증 1건당 수수료',
    bank: '입금 계좌',
    holder: (name: string) => `예금주 ${name}`,
    none: '등록된 계좌가 없습니다. 고객센터에 문의해주세요.',
    show: '계좌번호 보기',
    hide: '계좌번호 가리기',
    hiddenLabel: '계좌번호 일부 가림',
    note: '수수료와 계좌는 운영자가 관리합니다. 변경은 고객센터로 문의해주세요.',
    loadError: '정산 정보를 불러오지 못했습니다.',
  },

  period: {
    title: '조회 기간',
    modeLabel: '조회 방식',
    byMonth: '월별',
    byRange: '기간 설정',
    prevMonth: '이전 달',
    nextMonth: '다음 달',
    monthLabel: (year: number, month: number) => `${year}년 ${month}월`,
    from: '시작일',
    to: '종료일',
    search: '조회',
    fromRequired: '시작일을 선택해주세요.',
    toRequired: '종료일을 선택해주세요.',
    invalidDay: '올바른 날짜를 입력해주세요.',
    future: '오늘 이후 날짜는 선택할 수 없습니다.',
    order: '종료일은 시작일 이후여야 합니다.',
    searchFailed: '정산 내역을 조회하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },

  totals: {
    title: (period: string) => `${period} 합계`,
    count: '인증 건수',
    amount: '총 정산액',
    paid: '지급 완료',
    pending: '지급 예정',
    held: '정산 보류',
    loadError: '합계를 불러오지 못했습니다.',
  },

  lines: {
    title: '정산 내역',
    caption: (period: string) => `${period} 정산 내역`,
    date: '처리일',
    sale: '매물',
    decision: '처리',
    amount: '금액',
    state: '정산 상태',
    saleNo: (saleNo: number) => `매물번호 ${saleNo}`,
    untitled: (saleNo: number) => `매물번호 ${saleNo}`,
    empty: '내역이 없습니다.',
    loadError: '정산 내역을 불러오지 못했습니다.',
    loadingMore: '정산 내역을 더 불러오는 중입니다.',
    more: '더 보기',
    end: '마지막 내역입니다.',
  },

  decisions: {
    CONFIRM: '인증',
    REJECT: '반려',
  },
} as const;
