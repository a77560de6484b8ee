import { ADMIN_MEMBER_MSG } from '../messages.ts';

/** 01012345678 as 010-1234-5678, for reading; the operator sees the whole number. */
export const phoneText = (phone: string | null) =>
  phone ? phone.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : ADMIN_MEMBER_MSG.none;
