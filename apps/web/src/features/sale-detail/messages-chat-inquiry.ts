import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@ansim/domain/contract';
import { CHAT_INQUIRY_OPEN } from './messages.ts';

/**
 * The Kakao chat inquiry modal of a listing (spec 02 §2, §3, §5). Read by the dialog only: the contract's
 * limits and messages it names bring the inquiry schemas (and zod) with them, which the detail page's first
 * chunk must not carry; the button's own label is in messages.ts.
 */
export const CHAT_INQUIRY = {
  open: CHAT_INQUIRY_OPEN,
  title: '채팅 문의',
  subtitle: '궁금한 내용을 골라주세요. 중개인이 답변하면 알려 드려요.',
  reasons: '문의 항목 (여러 개 선택 가능)',
  otherLabel: '기타 문의 내용',
  otherPlaceholder: '문의하실 내용을 입력해주세요.',
  counter: (length: number) => `${length}/${INQUIRY_LIMITS.reason.max}`,
  counterLabel: (length: number) => `${INQUIRY_LIMITS.reason.max}자 중 ${length}자 입력`,
  name: '이름',
  phone: '연락처',
  phoneHint: '숫자만 입력해주세요.',
  reasonTypeRequired: INQUIRY_MESSAGES.reasonTypeRequired,
  reasonTooShort: INQUIRY_MESSAGES.reasonTooShort,
  phoneFormat: INQUIRY_MESSAGES.phoneFormat,
  saved: INQUIRY_MESSAGES.saved,
  codesLoading: '문의 항목을 불러오는 중입니다.',
  codesError: '문의 항목을 불러오지 못했습니다.',
  cancel: '취소',
  submit: '문의하기',
  sending: '보내는 중…',
  close: '닫기',
  kakao: '카카오톡 채널로 문의하기',
  kakaoIntro: '중개사의 카카오톡 채널에서 바로 대화할 수도 있어요.',
} as const;
