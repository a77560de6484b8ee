import { EMPTY_BOARD_MESSAGE } from '@ansim/domain';

/** The boards' texts (notices, FAQ, guide, terms); '내역이 없습니다.' is the spec's (spec 01 §8). */
export const BOARDS_MSG = {
  empty: EMPTY_BOARD_MESSAGE,
  pinned: '고정',
  views: (n: number) => `조회 ${n.toLocaleString('ko-KR')}`,
  search: {
    label: (what: string) => `${what} 검색`,
    placeholder: '제목이나 내용으로 검색',
    submit: '검색',
    clear: '검색어 지우기',
    result: (text: string, n: number) => `'${text}' 검색 결과 ${n.toLocaleString('ko-KR')}건`,
  },
  more: '더 보기',
  loadingMore: '더 불러오는 중입니다.',
  notice: {
    listLabel: '공지사항 목록',
    loadError: '공지사항을 불러오지 못했습니다.',
    notFound: '게시글을 찾을 수 없습니다.',
    notFoundBody: '삭제되었거나 게시 기간이 끝난 글입니다.',
    toList: '목록으로',
  },
  faq: {
    categories: '질문 분류',
    all: '전체',
    listLabel: '자주 묻는 질문 목록',
    loadError: '자주 묻는 질문을 불러오지 못했습니다.',
    question: 'Q',
    help: '찾는 답이 없나요?',
    helpBody: '1대1 문의를 남기시면 운영자가 답해 드립니다.',
    toInquiry: '1대1 문의하기',
  },
  guide: {
    loadError: '이용 가이드를 불러오지 못했습니다.',
    toc: '목차',
  },
} as const;
