import type { LawyerDecision, LawyerRequestState } from '@ansim/domain/contract';

/** The lawyer's review on a listing's detail and the lawyer comment modal (spec 02 §2, §5; issue 15 item 2). */
export const LAWYER_MSG = {
  title: '변호사 검토',
  loadError: '검토 정보를 불러오지 못했습니다.',

  request: {
    heading: '인증 요청',
    none: '이 매물에는 인증 요청이 없습니다.',
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
    requestedAt: '요청일',
    decidedAt: '처리일',
    broker: '요청 중개인',
    brokerLine: (name: string, company: string | null) => (company ? `${company} · ${name}` : name),
  },

  grades: {
    heading: '등급',
    broker: '중개인 등급',
    computed: '산정 등급',
    corrected: '변경 등급',
    none: '산정 불가',
  },

  figures: {
    heading: '등급 산정 근거',
    deposit: '보증금',
    sellingPrice: '매매가',
    seniorDebt: '선순위 채권',
    publicPrice: '공시가격',
    ratio: '공시가격 대비',
    ratioNote: '(보증금 + 선순위 채권)',
    none: '-',
    reasons: '산정 사유',
  },

  documents: {
    heading: '등기 서류',
    none: '첨부된 서류가 없습니다.',
    view: (label: string) => `${label} 보기`,
    locked: (label: string) => `${label} (열람 불가)`,
  },

  comments: {
    heading: '변호사 코멘트',
    write: '코멘트 작성',
    history: (count: number) => `코멘트 내역 ${count}건`,
  },

  decide: {
    heading: '인증 결정',
    confirm: '인증',
    reject: '반려',
    closed: '처리가 끝난 요청입니다.',
  },

  /** The lawyer comment modal: 'write' and 'history' modes (spec 02 §2). */
  dialog: {
    title: '변호사 코멘트',
    modes: '코멘트 보기 방식',
    write: '작성',
    history: '내역',
    label: '코멘트 내용',
    placeholder: '매물의 권리관계와 등급에 대한 검토 의견을 입력해주세요.',
    hint: '5자 이상 500자 이내',
    submit: '등록',
    submitting: '등록 중',
    cancel: '닫기',
    empty: '내역이 없습니다.',
    noComment: '코멘트 없이 처리했습니다.',
    by: (name: string) => `${name} 변호사`,
    decisionTag: {
      CONFIRM: '인증',
      REJECT: '반려',
    } satisfies Record<LawyerDecision, string>,
    gradeChange: (grade: string, reason: string | null) =>
      reason ? `등급 변경: ${grade} (${reason})` : `등급 변경: ${grade}`,
    listLabel: '변호사 코멘트 내역, 최근 순',
  },

  decision: {
    title: { CONFIRM: '변호사 인증', REJECT: '인증 반려' } satisfies Record<LawyerDecision, string>,
    lead: {
      CONFIRM: '인증하면 매물에 ‘변호사 인증’ 배지가 표시됩니다.',
      REJECT: '반려하면 중개인에게 인증 요청 1회가 반환됩니다. 반려 사유를 입력해주세요.',
    } satisfies Record<LawyerDecision, string>,
    comment: { CONFIRM: '코멘트 (선택)', REJECT: '반려 사유' } satisfies Record<LawyerDecision, string>,
    changeGrade: '안전등급 변경',
    changeGradeHint: '검토 결과 등급이 다르면 바로잡아 주세요.',
    grade: '변경할 등급',
    gradePlaceholder: '등급을 선택해주세요',
    gradeOption: (level: number, label: string) => `${level}등급 · ${label}`,
    reason: '변경 사유',
    reasonHint: '5자 이상 200자 이내',
    submit: { CONFIRM: '인증하기', REJECT: '반려하기' } satisfies Record<LawyerDecision, string>,
    cancel: '취소',
    ask: {
      CONFIRM: '이 매물을 변호사 인증하시겠습니까?',
      REJECT: '이 인증 요청을 반려하시겠습니까?',
    } satisfies Record<LawyerDecision, string>,
    sending: '처리 중',
  },
} as const;
