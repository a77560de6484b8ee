import type { LawyerConfirmStatus } from '@ansim/domain';
import type { LawyerDecision, LawyerRequestState } from '@ansim/domain/contract';

/** The lawyer's queue /approval (spec 02 §2, §3; issue 15 item 1). */
export const APPROVAL_MSG = {
  tabs: {
    label: '인증 요청 상태',
    WAIT: '대기',
    CONFIRM: '인증',
    REJECT: '반려',
  } satisfies Record<LawyerConfirmStatus, string> & { label: string },

  rate: {
    label: '중개인 등급',
    all: '전체',
    chip: (level: number) => `${level}등급`,
    summary: (levels: readonly number[]) =>
      levels.length === 0 || levels.length === 5 ? '전체 등급' : `${levels.join('·')}등급`,
  },

  list: {
    label: (tab: string, rates: string) => `${tab} 인증 요청 (${rates})`,
    count: (count: string) => `${count}건`,
    loadError: '인증 요청을 불러오지 못했습니다.',
    loadingMore: '인증 요청을 더 불러오고 있습니다.',
    loadMore: '더 보기',
    /** Spec 02 §5: an empty list says '내역이 없습니다.'. */
    empty: '내역이 없습니다.',
    emptyBody: {
      WAIT: '중개인이 변호사 인증을 요청하면 이곳에 표시됩니다.',
      CONFIRM: '인증한 매물이 이곳에 표시됩니다.',
      REJECT: '반려한 매물이 이곳에 표시됩니다.',
    } satisfies Record<LawyerConfirmStatus, string>,
    emptyRates: '등급 선택을 바꾸면 다른 요청을 볼 수 있습니다.',
  },

  card: {
    saleNo: (saleNo: number) => `매물번호 ${saleNo}`,
    untitled: '제목 없음',
    imageAlt: (title: string) => `${title} 사진`,
    brokerGrade: '중개인 등급',
    computedGrade: '산정 등급',
    computedNone: '산정 불가',
    differ: '등급 차이',
    requestedAt: '요청일',
    decidedAt: '처리일',
    broker: (name: string, company: string | null) => (company ? `${company} · ${name}` : name),
    correctedGrade: '변경 등급',
    decidedBy: (name: string) => ` · 처리 ${name} 변호사`,
    state: {
      WAIT: '검토 대기',
      ING: '검토 중',
      DONE: '처리 완료',
      CANCEL: '요청 취소',
    } satisfies Record<LawyerRequestState, string>,
    decision: {
      CONFIRM: '인증',
      REJECT: '반려',
    } satisfies Record<LawyerDecision, string>,
  },
} as const;
