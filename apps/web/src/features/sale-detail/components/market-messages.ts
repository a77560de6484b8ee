import { formatMoney } from '@ansim/domain';

/** Texts of the 주변 실거래 section (P14 §5). */
export const MARKET_MSG = {
  title: '주변 실거래',
  loading: '주변 실거래를 불러오는 중입니다.',
  loadError: '주변 실거래를 불러오지 못했습니다.',
  retry: '다시 시도',
  emptyTitle: '비교할 실거래가 없습니다',
  scopeLine: (scopeName: string, use: string, min: number, max: number, count: number, period: string) =>
    `${scopeName} ${use} · 전용 ${min}–${max}㎡ · 매매 ${count}건 (${period})`,
  widened: '같은 동의 거래가 적어 구 전체의 거래와 비교했습니다.',
  typicalLabel: '비슷한 집의 추정 매매가',
  perSqm: (manwon: number) => `㎡당 중위 ${manwon.toLocaleString('ko-KR')}만원`,
  ratioLabel: '전세가율',
  ratioHelp: '보증금 ÷ 추정 매매가. 80%를 넘으면 집값이 조금만 내려도 보증금을 돌려받기 어려울 수 있습니다.',
  ratioValue: (ratio: number) => `${ratio}%`,
  depositLine: (deposit: number, typical: number) =>
    `보증금 ${formatMoney(deposit)} ÷ 추정 매매가 ${formatMoney(typical)}`,
  gaugeLabel: (ratio: number) => `전세가율 ${ratio}%, 위험 기준 80%`,
  line80: '80%',
  risk: '깡통전세 위험',
  depositMark: '이 매물 보증금',
  safe: '전세가율이 80% 이하입니다.',
  saleLabel: '호가 대비 추정 매매가',
  saleValue: (pct: number) => `추정 매매가의 ${pct}%`,
  chartTitle: '월별 매매 중위가',
  chartSummary: (from: string, to: string, low: string, high: string, count: number) =>
    `${from}부터 ${to}까지 월별 매매 중위가, 최저 ${low}, 최고 ${high}, 거래 ${count}건`,
  chartEmpty: '월별 거래가 없습니다.',
  showTable: '거래 목록 보기',
  hideTable: '거래 목록 닫기',
  tableCaption: (n: number) => `최근 비슷한 집 매매 실거래 ${n}건 (최신순)`,
  monthTableCaption: '월별 매매 중위가',
  cols: { date: '계약일', building: '건물', area: '전용면적', floor: '층', price: '거래가' },
  monthCols: { month: '월', median: '중위가', count: '거래 수' },
  floor: (f: number | null) => (f === null ? '-' : `${f}층`),
  basisLabel: '계산 근거',
  source: (label: string) => `출처: ${label}`,
  note: '실거래가는 참고 자료입니다. 계약 전 등기부등본과 시세를 꼭 직접 확인하세요.',
} as const;

/** 'YYYYMMDD' → '2023.05.23'; 'YYYYMM' → '2023.05'. */
export const dateLabel = (yyyymmdd: string) =>
  [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].filter(Boolean).join('.');
/** 'YYYYMM' → '2023년 5월' for screen readers. */
export const spokenMonth = (yyyymm: string) => `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월`;
