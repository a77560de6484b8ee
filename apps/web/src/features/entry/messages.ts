/** The /auth screen's introduction to the service. */
export const INTRO_MSG = {
  heading: '안심하고 집을 구하는 방법',
  points: [
    { title: '안전등급 1~5등급', body: '모든 매물에 전세사기 위험도를 다섯 단계로 표시합니다.' },
    { title: '변호사·운영자 검증', body: '중개인이 매긴 등급을 변호사와 운영자가 한 번 더 확인합니다.' },
    { title: '서울·경기·인천', body: '현재는 수도권 매물을 중심으로 서비스하고 있습니다.' },
  ],
} as const;
