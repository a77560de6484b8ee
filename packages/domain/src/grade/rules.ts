/*
 * Safety-grade rules (product.md §B5 and §B9, explained in docs/product.md §C1). Every threshold lives in
 * `GRADE_RULES` with its source and the date it has been in force, so an operator who updates a figure
 * changes one table and the grades, the reasons and the explanation modal follow. All amounts are 만원 and
 * every ratio is against the public price (공시가격).
 */

// ---------------------------------------------------------------------------------------------------------
// The one table

export type PriorityTierKey = 'SEOUL' | 'OVERCROWDED' | 'METRO' | 'OTHER';

export interface PriorityTier {
  readonly key: PriorityTierKey;
  readonly label: string;
  /** A tenant whose deposit is at most this much is a 소액임차인 (만원). */
  readonly maxDeposit: number;
  /** The part of the deposit repaid before every other creditor (만원). */
  readonly protectedAmount: number;
}

export const GRADE_RULES = {
  jeonse: {
    source:
      '안심방 등급 기준(product.md §B9); 126%·140%는 HUG 전세보증금반환보증의 주택가격(공시가격×140%)과 담보인정비율(90%)',
    inForceFrom: '2023-05-01',
    /** Deposit + senior debt at most `maxPercent` of the public price gives `grade`; above the last, grade 5. */
    lines: [
      { grade: 1, maxPercent: 126 },
      { grade: 2, maxPercent: 140 },
      { grade: 3, maxPercent: 150 },
      { grade: 4, maxPercent: 155 },
    ],
  },
  monthly: {
    source: '안심방 등급 기준(product.md §B9, 월세 표)',
    inForceFrom: '2023-05-01',
    /**
     * Grade `grade` when senior debt ≤ `seniorSharePercent`% of (`maxPercent`% of the public price) and senior
     * debt + deposit ≤ `maxPercent`%. The spec names grades 2 and 3; the grade-4 line reuses the jeonse 155%
     * so that the monthly table has no gap, and above it the grade is 5.
     */
    seniorSharePercent: 60,
    lines: [
      { grade: 2, maxPercent: 126 },
      { grade: 3, maxPercent: 150 },
      { grade: 4, maxPercent: 155 },
    ],
  },
  sale: {
    source:
      '안심방 자체 기준: 추정 시세(공시가격×140%, HUG 비아파트 주택가격 산정)에 대한 선순위 채권 비율. 60%는 HUG 선순위 채권 한도, 90%는 담보인정비율',
    inForceFrom: '2023-05-01',
    /**
     * A buyer takes over what the seller owes against the house. Senior debt (plus any tenant deposit the
     * buyer assumes) is measured against the public price: none at all is grade 1; at most 84% (60% of the
     * estimated value) grade 2; 126% (90%) grade 3; 140% (the whole value) grade 4; beyond it grade 5.
     */
    lines: [
      { grade: 2, maxPercent: 84 },
      { grade: 3, maxPercent: 126 },
      { grade: 4, maxPercent: 140 },
    ],
  },
  overrides: {
    source: '안심방 등급 기준(product.md §B5 안전등급 등록 안내)',
    inForceFrom: '2023-05-01',
    /** An illegal or altered building, or a multi-unit house (다가구), is at best grade 4. */
    riskyBuildingGrade: 4,
    /** Land and building owned by different people: grade 5. */
    splitOwnershipGrade: 5,
  },
  insurance: {
    source: 'HUG 전세보증금반환보증 가입 요건(신규 계약)',
    inForceFrom: '2023-05-01',
    /** Deposit limits (만원): 수도권 7억, elsewhere 5억. Above them the listing cannot be grade 1. */
    capitalAreaMaxDeposit: 70_000,
    elsewhereMaxDeposit: 50_000,
    /** Deposit + senior debt ≤ 90% of 공시가격×140% = 126% of the public price. */
    maxTotalPercent: 126,
    /** Senior debt ≤ 60% of 공시가격×140% = 84% of the public price. */
    maxSeniorPercent: 84,
  },
  priorityRepayment: {
    source: '주택임대차보호법 시행령 제10조·제11조',
    inForceFrom: '2023-02-21',
    tiers: {
      SEOUL: { key: 'SEOUL', label: '서울특별시', maxDeposit: 16_500, protectedAmount: 5_500 },
      OVERCROWDED: {
        key: 'OVERCROWDED',
        label: '과밀억제권역(서울 제외), 세종·용인·화성·김포',
        maxDeposit: 14_500,
        protectedAmount: 4_800,
      },
      METRO: {
        key: 'METRO',
        label: '광역시(과밀억제권역·군 제외), 안산·광주·파주·이천·평택',
        maxDeposit: 8_500,
        protectedAmount: 2_800,
      },
      OTHER: { key: 'OTHER', label: '그 밖의 지역', maxDeposit: 7_500, protectedAmount: 2_500 },
    },
    regions: {
      /** 경기도 cities wholly inside the 과밀억제권역 (수도권정비계획법 시행령 별표 1). */
      overcrowdedGyeonggi: [
        '의정부시',
        '구리시',
        '하남시',
        '고양시',
        '수원시',
        '성남시',
        '안양시',
        '부천시',
        '광명시',
        '과천시',
        '의왕시',
        '군포시',
        // 반월특수지역 is excluded by law, but it is the industrial estate and holds almost no housing.
        '시흥시',
      ],
      /** 남양주시 is overcrowded only in these 법정동 (다산동 was carved out of 지금동 and 도농동). */
      namyangjuOvercrowdedDongs: [
        '호평동',
        '평내동',
        '금곡동',
        '일패동',
        '이패동',
        '삼패동',
        '가운동',
        '수석동',
        '지금동',
        '도농동',
        '다산동',
      ],
      /** Same tier as the 과밀억제권역 by 시행령 제11조 제2호. */
      overcrowdedTierGyeonggi: ['용인시', '화성시', '김포시'],
      overcrowdedTierSido: ['세종특별자치시'],
      metroTierGyeonggi: ['안산시', '광주시', '파주시', '이천시', '평택시'],
      metroSido: ['부산광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시', '인천광역시'],
      /** 군 of a 광역시 fall to "elsewhere" (시행령 제11조 제3호). */
      metroCounties: ['기장군', '달성군', '군위군', '울주군', '강화군', '옹진군'],
      /**
       * Parts of Incheon outside the 과밀억제권역: 검단 area of 서구 and the free-economic zones (송도, 청라,
       * 영종). They fall to the 광역시 tier. 남동 국가산업단지 is also excluded by law but holds no housing.
       */
      incheonExcludedDongs: {
        서구: ['대곡동', '불로동', '마전동', '금곡동', '오류동', '왕길동', '당하동', '원당동', '청라동'],
        연수구: ['송도동'],
        중구: ['운서동', '중산동', '운남동', '운북동', '을왕동', '남북동', '덕교동', '무의동', '영종동'],
      } as Record<string, readonly string[]>,
    },
  },
} as const;
