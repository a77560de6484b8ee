import { formatMoney } from '@ansim/domain';

/** Texts of the listing's price history (issue 18 §3). */
export const PRICE_HISTORY_MSG = {
  title: '가격 변동 이력',
  none: '가격 변동 없음',
  listLabel: '가격 변동 이력, 최근 순',
  registered: '등록',
  typeChanged: '거래유형 변경',
  down: (manwon: number) => `▼ ${formatMoney(manwon)} 인하`,
  up: (manwon: number) => `▲ ${formatMoney(manwon)} 인상`,
  monthly: (diff: number) => `월세 ${diff > 0 ? '+' : ''}${diff}만원`,
  note: '중개인이 가격을 바꿀 때마다 기록됩니다. 금액은 만원 단위입니다.',
} as const;
