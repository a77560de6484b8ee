import { COMMENT_DISAGREEMENT_GAP, COMMENT_DISAGREEMENT_MIN_COMMENTS } from '@ansim/domain/contract';

/** Texts of the console's grade review area (issue 17 §3). */
export const ADMIN_GRADE_MSG = {
  description: `중개인이 산정 등급보다 좋은 등급을 고른 매물과, 안전 코멘트 ${COMMENT_DISAGREEMENT_MIN_COMMENTS}개 이상의 중앙값이 매물 등급보다 ${COMMENT_DISAGREEMENT_GAP}등급 이상 나쁜 매물을 검토합니다. 정정 사유는 중개인 알림과 매물 상세에 그대로 보입니다.`,
  caption: '안전등급 검토 목록',
  empty: '검토할 매물이 없습니다.',
  filter: { source: '검토 사유', state: '처리 상태', all: '전체' },
  columns: {
    createdAt: '접수일',
    sale: '매물',
    source: '사유',
    grades: '등급 비교',
    comments: '코멘트 분포',
    state: '상태',
    actions: '처리',
  },
  noTitle: '(제목 없음)',
  openSale: (title: string) => `${title} 매물 상세 보기`,
  grades: {
    broker: '중개인',
    computed: '산정',
    commentMedian: '코멘트',
    now: '현재',
    level: (code: string | null) => (code ? `${code.slice(-1)}등급` : '-'),
  },
  comments: {
    none: '코멘트 없음',
    total: (n: number) => `${n}개`,
    summary: (parts: string) => `안전 코멘트 분포: ${parts}`,
    part: (level: number, n: number) => `${level}등급 ${n}개`,
  },
  actions: {
    accept: '등급 확인',
    correct: '등급 정정',
    acceptConfirm: (title: string, level: string) =>
      `「${title}」의 현재 등급(${level})을 그대로 확인할까요?\n검토가 완료되고 매물 등급은 바뀌지 않습니다.`,
    acceptFor: (title: string) => `${title} 등급 확인`,
    correctFor: (title: string) => `${title} 등급 정정`,
  },
  decided: (by: string | null, date: string) => `${by ?? '운영자'} · ${date}`,
  correctedTo: (level: string) => `${level}으로 정정`,
  dialog: {
    title: '안전등급 정정',
    description: (title: string) =>
      `「${title}」의 등급을 정정합니다. 검색 필터와 카드가 새 등급을 따르고, 사유는 중개인에게 알림으로 가며 매물 상세에 "운영자 정정"으로 보입니다.`,
    grade: '정정할 등급',
    current: '현재 등급',
    reason: '정정 사유',
    reasonPlaceholder: '예: 등기부등본상 근저당이 보증금보다 커서 등급을 낮춥니다.',
    cancel: '취소',
    submit: '정정하기',
  },
} as const;
