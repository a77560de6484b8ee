import {
  COMMENT_EXISTS_MESSAGE,
  COMMENT_SAVED_MESSAGE,
  EMPTY_BOARD_MESSAGE,
  REPORT_EXISTS_MESSAGE,
  REPORT_SAVED_MESSAGE,
} from '@ansim/domain';

/**
 * The texts of the listing's voices (safety comments, other brokers' comments, reports). They load with the
 * detail's own chunk, not with shared/messages.ts (the first screen's budget). The spec's fixed messages
 * come from @ansim/domain, which the server answers with too.
 */
export const VOICES = {
  title: '안전등급 평가',
  lead: '다른 중개사와 회원이 이 매물의 안전등급을 어떻게 보는지 모았어요.',
  distributionLabel: (total: number) => `안전등급 평가 분포, 총 ${total}건`,
  count: (count: number) => `${count}건`,
  share: (percent: number) => `${percent}%`,
  total: (total: number) => `총 ${total}건의 평가`,
  empty: '아직 등록된 평가가 없어요. 첫 평가를 남겨주세요.',
  emptyForOwner: '아직 등록된 평가가 없어요.',
  commentButton: '안전등급 평가하기',
  listButton: '다른 중개사 코멘트 보기',
  reportButton: '허위매물 신고',

  comment: {
    title: '안전등급 평가',
    lead: '이 매물은 얼마나 안전해 보이나요?',
    textLabel: '평가 내용',
    placeholder: '등급을 고른 이유를 20자 이상 적어주세요. (예: 등기부등본상 선순위 근저당이 …)',
    submit: '등록',
    exists: COMMENT_EXISTS_MESSAGE,
    saved: COMMENT_SAVED_MESSAGE,
    /** spec 02 §9: two comments earn one advertising unit; false claims take it back. */
    rewardTitle: '코멘트 작성 보상',
    rewardNotice: '코멘트를 2개 작성할 때마다 광고 등록 횟수 1회가 지급됩니다.',
    rewardWarning: '허위 코멘트가 확인되면 지급된 광고 횟수가 회수될 수 있습니다.',
    rewardGranted: '광고 1회가 지급되었습니다.',
  },

  list: {
    title: '다른 중개사 코멘트',
    tabsLabel: '안전등급별 코멘트',
    all: '전체',
    empty: EMPTY_BOARD_MESSAGE,
    loading: '코멘트를 불러오는 중입니다.',
    loadingMore: '코멘트를 더 불러오는 중입니다.',
    error: '코멘트를 불러오지 못했습니다.',
    more: '더 보기',
    generalUser: '일반 회원',
  },

  report: {
    title: '허위매물 신고',
    lead: '실제와 다른 매물이라면 알려주세요. 운영자가 확인 후 조치합니다.',
    textLabel: '신고 내용',
    placeholder: '어떤 점이 실제와 다른지 5자 이상 적어주세요.',
    submit: '신고하기',
    exists: REPORT_EXISTS_MESSAGE,
    saved: REPORT_SAVED_MESSAGE,
  },

  cancel: '취소',
  close: '닫기',
  confirm: '확인',
} as const;
