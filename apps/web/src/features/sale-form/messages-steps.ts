/** The names of the registration's five steps (spec 02 §2) and the step bar's progress. */
export const SALE_STEPS_MSG = {
  locationInfo: '위치정보',
  gradeInfo: '등급정보',
  roomInfo: '방정보',
  extraInfo: '추가정보',
  detailInfo: '상세정보',
  progress: (index: number, total: number) => `${index} / ${total} 단계`,
} as const;
