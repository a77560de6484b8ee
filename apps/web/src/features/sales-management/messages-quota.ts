import { COMMENT_REWARD_NOTICE, NO_PROXY_QUOTA_MESSAGE } from '@ansim/domain';

type LedgerKind = 'AD' | 'BARO' | 'LAWYER' | 'PROXY';

/**
 * The Korean texts of the quota dialogs and the advertisement history (spec 02 §3, §4, §9). Kept with the
 * feature: shared/messages.ts ships in the first screen's JavaScript.
 */
export const QUOTA_MSG = {
  count: (n: number) => `${n.toLocaleString('ko-KR')}회`,
  pieces: (n: number) => `${n.toLocaleString('ko-KR')}개`,
  saleNo: (saleNo: number) => `매물번호 ${saleNo}`,
  use: '사용',
  cancel: '취소',
  confirm: '확인',
  close: '닫기',

  baro: {
    title: '안전방 마크',
    badge: '안전방인증',
    lead: (saleNo: number) => `매물번호 ${saleNo}에 안전방 마크를 사용합니다.`,
    meaning:
      '안전방 마크를 사용하면 검색 목록과 매물 상세에 ‘안전방인증’ 표시가 붙어, 보증금 보호 장치를 갖춘 매물임을 세입자에게 알립니다.',
    available: '사용 가능',
    used: '사용한 마크',
    none: '사용 가능한 안전방 마크가 없습니다. 고객센터 문의 후 사용해주세요.',
    done: (saleNo: number) => `매물번호 ${saleNo}에 안전방 마크를 적용했습니다.`,
  },

  lawyer: {
    title: '변호사 인증 요청',
    badge: '변호사 인증',
    lead: (saleNo: number) => `매물번호 ${saleNo}의 변호사 인증을 요청합니다.`,
    meaning:
      '변호사가 등기부등본과 권리관계를 검토해 안전등급을 확인합니다. 인증되면 매물에 ‘변호사 인증’ 표시가 붙고, 검토가 끝날 때까지는 ‘인증 대기’로 표시됩니다.',
    available: '요청 가능',
    used: '사용한 인증',
    none: '사용 가능한 변호사 인증 요청 횟수가 없습니다. 고객센터 문의 후 사용해주세요.',
    done: (saleNo: number) => `매물번호 ${saleNo}의 변호사 인증을 요청했습니다. 현재 인증 대기 중입니다.`,
    waiting: '인증 대기',
  },

  proxy: {
    title: '대리 발급 요청',
    lead: (saleNo: number) => `매물번호 ${saleNo}의 등기부등본과 건축물대장 발급을 요청합니다.`,
    remaining: '남은 요청 횟수',
    remainingOf: (remaining: number, total: number) => `${remaining}회 / 총 ${total}회`,
    note: '서류가 준비되면 운영자가 매물에 첨부합니다.',
    none: NO_PROXY_QUOTA_MESSAGE,
    csLabel: '고객센터',
    apply: '대리 발급 신청',
    applyHint: '요청 횟수를 더 받으려면 대리 발급을 신청해주세요.',
    applied: '대리 발급 신청이 접수되었습니다. 운영자 승인 후 요청 횟수가 추가됩니다.',
    done: (remaining: number) =>
      `대리 발급을 요청했습니다. 서류가 준비되면 매물에 첨부됩니다. (남은 요청 횟수 ${remaining}회)`,
  },

  adDetail: {
    balancesLabel: '보유 현황',
    adUnits: '광고 가능 횟수',
    baro: '안전방 마크',
    lawyer: '변호사 인증',
    proxy: '대리 발급',
    usedOf: (used: number) => `사용 ${used.toLocaleString('ko-KR')}`,
    proxyUsedOf: (used: number, total: number) => `사용 ${used} / 총 ${total}`,
    historyTitle: '내역',
    filterLabel: '내역 종류',
    loadError: '광고내역을 불러오지 못했습니다.',
    balanceError: '보유 현황을 불러오지 못했습니다.',
    empty: '내역이 없습니다.',
    more: '더 보기',
    balanceAfter: (n: number) => `잔여 ${n.toLocaleString('ko-KR')}`,
    delta: (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`),
    deltaLabel: (n: number) => (n > 0 ? `${n} 추가` : `${Math.abs(n)} 사용`),
    rewardTitle: '코멘트 보상',
    reward: COMMENT_REWARD_NOTICE,
    toDashboard: '매물관리로 가기',
  },

  kinds: {
    ALL: '전체',
    AD: '광고',
    BARO: '안전방 마크',
    LAWYER: '변호사 인증',
    PROXY: '대리 발급',
  } satisfies Record<LedgerKind | 'ALL', string>,

  loadFailed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
