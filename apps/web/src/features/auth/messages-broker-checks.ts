import { OPEN_DATA_MESSAGES } from '@ansim/domain/contract';

/** What the broker sign-up says about the business number and the office registration as they are typed. */
export const BROKER_CHECK_MSG = {
  checking: '확인 중…',
  business: {
    ACTIVE: '계속사업자 · 국세청에서 확인했습니다.',
    SUSPENDED: '휴업자 · 휴업 중인 사업자는 중개사 회원으로 가입할 수 없습니다.',
    CLOSED: '폐업자 · 폐업한 사업자는 중개사 회원으로 가입할 수 없습니다.',
    UNVERIFIED: '확인 대기 (운영자 확인 후 승인)',
  },
  checkDigit: OPEN_DATA_MESSAGES.businessNoCheckDigit,
  office: {
    VERIFIED: (name: string | null) => `등록된 중개사무소입니다${name ? ` · ${name}` : ''}`,
    UNVERIFIED: '확인 대기 (운영자 확인 후 승인)',
    NOT_FOUND: '등록된 중개사무소를 찾지 못했습니다. 번호를 확인해주세요. (운영자 확인 후 승인)',
  },
  unavailable: '지금은 확인할 수 없습니다. 가입 후 운영자가 확인합니다.',
  blockedSubmit: '휴업 또는 폐업 상태의 사업자등록번호로는 가입할 수 없습니다.',
} as const;
