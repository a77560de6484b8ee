import { SALE_STATUS_LABELS, type SaleStatus } from '@ansim/domain';

/** The broker's dashboard /salesManagement (spec 02 §2, §3; issue 13 item 2). */
export const DASH_MSG = {
  statusLabel: (status: SaleStatus) => SALE_STATUS_LABELS[status],

  header: {
    register: '매물 등록',
    adDetail: '광고내역 보기',
  },

  tabs: {
    label: '매물 상태',
    count: (count: string) => `${count}건`,
  },

  search: {
    label: '매물 검색',
    placeholder: '주소 또는 매물번호',
    submit: '검색',
    clear: '검색 지우기',
    byNumber: (saleNo: string) => `매물번호 ${saleNo} 검색 결과`,
    byAddress: (keyword: string, status: string) => `‘${keyword}’ ${status} 매물 검색 결과`,
    noNumber: (saleNo: string) => `매물번호 ${saleNo}인 내 매물이 없습니다.`,
    noAddress: (keyword: string) => `‘${keyword}’에 해당하는 매물이 없습니다.`,
  },

  list: {
    label: (status: string) => `${status} 매물 목록`,
    loadError: '매물 목록을 불러오지 못했습니다.',
    countError: '매물 현황을 불러오지 못했습니다.',
    loadingMore: '매물을 더 불러오고 있습니다.',
    loadMore: '더 보기',
    end: '마지막 매물입니다.',
  },

  empty: {
    ACTIVE: '게시중인 매물이 없습니다.',
    STOP: '게시중지한 매물이 없습니다.',
    DONE: '거래완료한 매물이 없습니다.',
    STORAGE: '임시저장한 매물이 없습니다.',
    DELETE: '삭제한 매물이 없습니다.',
    body: '새 매물을 등록하면 게시중 목록에 표시됩니다.',
    deleteBody: '삭제한 매물은 30일 동안 이곳에서 복원할 수 있습니다.',
  } satisfies Record<SaleStatus, string> & Record<'body' | 'deleteBody', string>,

  card: {
    saleNo: (saleNo: number) => `매물번호 ${saleNo}`,
    untitled: '제목 없음',
    imageAlt: (title: string) => `${title} 사진`,
    unitLine: (dong: string | null, unit: string | null) => [dong, unit].filter(Boolean).join(' '),
    lawyer: '변호사 인증',
    operatorCorrected: '운영자 등급 정정',
    baro: '안전방',
    waiting: '인증 대기',
    views: '조회',
    likes: '관심',
    inquiries: '문의',
    daysListed: (days: number) => (days === 0 ? '오늘 등록' : `등록 ${days}일`),
    memo: '메모',
    restorableUntil: (date: string) => `${date}까지 복원 가능`,
    restoreExpired: '복원 기간이 지났습니다',
    select: (title: string) => `${title} 선택`,
    menu: (saleNo: number) => `매물번호 ${saleNo} 관리`,
  },

  menu: {
    modify: '수정',
    continue: '이어서 등록',
    to: (status: SaleStatus) =>
      ({
        ACTIVE: '게시 재개',
        STOP: '게시중지',
        DONE: '거래완료',
        DELETE: '삭제',
        STORAGE: '임시저장',
      })[status],
    restore: '복원',
    purge: '영구 삭제',
    memo: '메모',
    baro: '안전방 마크 사용',
    lawyer: '변호사 인증 요청',
    proxy: '서류 대리 발급 요청',
  },

  confirm: {
    DONE: (count: number) =>
      count > 1
        ? `선택한 매물 ${count}건을 거래완료로 변경하시겠습니까?\n거래완료한 매물은 검색에 표시되지 않습니다.`
        : '거래완료로 변경하시겠습니까?\n거래완료한 매물은 검색에 표시되지 않습니다.',
    DELETE: (count: number) =>
      count > 1
        ? `선택한 매물 ${count}건을 삭제하시겠습니까?\n삭제한 매물은 30일 동안 복원할 수 있습니다.`
        : '매물을 삭제하시겠습니까?\n삭제한 매물은 30일 동안 복원할 수 있습니다.',
    purge: '영구 삭제하면 사진과 서류까지 모두 지워지며 되돌릴 수 없습니다.\n영구 삭제하시겠습니까?',
    purgeLabel: '영구 삭제',
  },

  done: {
    status: (status: SaleStatus, count: number) => {
      const did = {
        ACTIVE: '게시중으로 변경했습니다.',
        STOP: '게시중지로 변경했습니다.',
        DONE: '거래완료로 변경했습니다.',
        DELETE: '삭제했습니다. 30일 동안 삭제 탭에서 복원할 수 있습니다.',
        STORAGE: '임시저장으로 변경했습니다.',
      }[status];
      return count > 1 ? `매물 ${count}건을 ${did}` : did;
    },
    restored: '매물을 복원했습니다.',
    purged: '매물을 영구 삭제했습니다.',
    memo: '메모를 저장했습니다.',
  },

  bulk: {
    start: '선택',
    cancel: '선택 취소',
    selectAll: '전체 선택',
    selected: (count: number) => `${count}건 선택`,
    actionsLabel: '선택한 매물 상태 변경',
    noneAllowed: '선택한 매물에 함께 적용할 수 있는 상태 변경이 없습니다.',
    nothingSelected: '상태를 바꿀 매물을 선택해주세요.',
  },

  memo: {
    title: '메모',
    label: '메모 내용',
    hint: '나만 보는 메모입니다.',
    counter: (length: number, max: number) => `${length}/${max}`,
    tooLong: (max: number) => `메모는 ${max}자 이내로 입력해주세요.`,
    save: '저장',
    cancel: '취소',
    saving: '저장 중…',
  },

  error: {
    generic: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
} as const;
