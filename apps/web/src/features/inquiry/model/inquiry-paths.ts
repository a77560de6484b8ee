/** The thread of one inquiry, and the list to come back to. */
export const inquiryPath = (inquiryNo: number) => `/myPage/inquiry/${inquiryNo}`;
export const INQUIRY_LIST_PATH = '/myPage/inquiry';

/** An inquiry number in the address: digits only, as the server's int column holds them. */
export function inquiryNoFrom(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
