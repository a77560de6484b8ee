import { COMPARE_LIMIT } from './compare-store.ts';

/** The words of 비교함: the card's and the detail's toggle, and the tray. */
export const COMPARE_MSG = {
  full: `최대 ${COMPARE_LIMIT}개까지 비교할 수 있어요`,
  toggle: '비교',
  toggleLabel: (title: string) => `${title} 비교함에 담기`,
  detailAdd: '비교함에 담기',
  go: (count: number) => `비교하기 (${count}/${COMPARE_LIMIT})`,
  tray: '비교함',
  remove: (title: string) => `${title} 비교함에서 빼기`,
} as const;
