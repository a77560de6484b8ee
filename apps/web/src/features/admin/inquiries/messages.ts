import { INQUIRY_LIMITS } from '@ansim/domain/contract';

/** Texts of the console's 1대1 inquiries (issue 17 §7). */
export const ADMIN_INQUIRY_MSG = {
  description:
    '회원이 운영자에게 보낸 1대1 문의입니다. 문의를 골라 내용을 읽고 답변하면 회원에게 알림이 갑니다.',
  caption: '1대1 문의 목록',
  empty: '조건에 맞는 문의가 없습니다.',
  filter: {
    state: '답변 상태',
    category: '문의 분류',
    form: '1대1 문의 검색',
    search: '제목·아이디·이름',
    searchPlaceholder: '검색어 입력',
  },
  columns: {
    regDate: '등록일',
    category: '분류',
    title: '제목',
    asker: '문의자',
    state: '상태',
    answeredAt: '답변일',
  },
  open: (title: string) => `${title} 문의 열기`,
  thread: {
    title: '문의 내용',
    pick: '목록에서 문의를 고르면 내용과 답변이 여기에 보입니다.',
    loadFailed: '문의를 불러오지 못했습니다.',
    asker: '문의자',
    phone: '연락처',
    category: '분류',
    regDate: '등록일',
    answer: '답변',
    answeredBy: (name: string | null, date: string) => `${name ?? '운영자'} · ${date}`,
    close: '닫기',
  },
  form: {
    label: '답변',
    placeholder: `회원에게 보낼 답변을 ${INQUIRY_LIMITS.answer.min}~${INQUIRY_LIMITS.answer.max}자로 입력해주세요.`,
    counter: (n: number) => `${n}/${INQUIRY_LIMITS.answer.max}`,
    counterLabel: (n: number) => `${INQUIRY_LIMITS.answer.max}자 중 ${n}자 입력`,
    submit: '답변 등록',
    sending: '등록 중…',
    done: '답변을 등록했습니다. 회원에게 알림이 갑니다.',
    once: '답변은 한 번만 등록할 수 있습니다.',
  },
} as const;
