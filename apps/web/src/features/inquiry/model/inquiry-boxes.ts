import type { UserType } from '@ansim/domain';

/** 보낸 문의 (what I asked) and 받은 문의 (what was asked about my listings). */
export type InquiryBox = 'sent' | 'received';

/** Every member has sent inquiries; only a broker has listings to be asked about. */
export const boxesFor = (userType: UserType | null): readonly InquiryBox[] =>
  userType === 'BROKER' ? ['sent', 'received'] : ['sent'];

/** The box in the address (?box=received), kept only when the user has it. */
export function boxFromSearch(value: string | null, userType: UserType | null): InquiryBox {
  const boxes = boxesFor(userType);
  return boxes.find((box) => box === value) ?? 'sent';
}
