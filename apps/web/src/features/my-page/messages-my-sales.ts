/** The Korean texts of /myPage/sales (매물 현황, spec 01 §2). */
export const MY_SALES_MSG = {
  countsTitle: '상태별 매물',
  total: (n: number) => `전체 ${n.toLocaleString('ko-KR')}건`,
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  /** Read after a tile's status and count: where the link leads. */
  countLinkSuffix: ', 매물관리에서 보기',
  countsError: '매물 현황을 불러오지 못했습니다.',
  balancesTitle: '보유 현황',
  balancesError: '보유 현황을 불러오지 못했습니다.',
  adUnits: '광고 가능 횟수',
  baro: '안전방 마크',
  lawyer: '변호사 인증',
  proxy: '대리 발급',
  times: (n: number) => `${n.toLocaleString('ko-KR')}회`,
  pieces: (n: number) => `${n.toLocaleString('ko-KR')}개`,
  adDetail: '광고내역 보기',
  regist: '매물 등록하기',
  toDashboard: '매물관리로 가기',
  brokerOnlyTitle: '중개인 회원 전용 메뉴입니다',
  brokerOnlyBody: '매물 현황은 중개인 회원으로 로그인하면 볼 수 있습니다.',
} as const;
