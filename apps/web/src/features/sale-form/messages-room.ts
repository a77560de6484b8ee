/*
 * Korean strings of the 방정보 and 추가정보 steps. The rules' own messages (the fee modal's, the approval
 * date's, the step schemas') come from @ansim/domain and are not repeated here.
 */

const withSuffix = (text: string, suffix: string) => (text.endsWith(suffix) ? text : `${text}${suffix}`);

export const ROOM_MSG = {
  room: {
    roomType: '방 구조',
    structureAndFloors: '방 구조·층수',
    entireFloor: '전체 층',
    entireFloorPlaceholder: '전체 층 선택',
    floor: '해당 층',
    floorPlaceholder: '해당 층을 선택해주세요',
    areas: '면적',
    areaHint: '㎡나 평 중 하나를 입력하면 다른 쪽이 자동으로 바뀌어요.',
    area: {
      dedicatedArea: '전용면적',
      supplyArea: '공급면적',
      actualArea: '실면적',
      landArea: '대지지분',
    },
    sqm: '㎡',
    pyeong: '평',
    inUnit: (label: string, unit: string) => `${label} (${unit})`,
    structure: '방향·욕실',
    dates: '사용승인일·입주',
    direction: '방향',
    directionHint: '거실 기준으로 선택해주세요.',
    toiletCount: '욕실 수',
    useApprovalDate: '사용승인일',
    useApprovalDatePlaceholder: '예: 20200131',
    useApprovalDateEstimated: '추정',
    useApprovalDateEstimatedHint: '공공데이터로 추정한 날짜예요. 건축물대장과 다르면 고쳐주세요.',
    useApprovalDateFound: '건축물대장의 사용승인일을 불러왔어요.',
    applyDate: '입주 가능일',
    applyNow: '즉시 입주',
    applyDateRequired: '입주 가능일을 선택하거나 즉시 입주를 체크해주세요.',
  },

  lookup: {
    button: '면적 불러오기',
    title: '면적 불러오기',
    needsAddress: '위치정보에서 주소를 먼저 선택해주세요.',
    empty: '이 주소에서 불러올 수 있는 면적이 없어요. 직접 입력해주세요.',
    failed: '면적을 불러오지 못했어요. 직접 입력해주세요.',
    sourceRegister: '건축물대장 기준',
    sourceListings: '같은 주소에 등록됐던 매물 기준',
    /** 동 and 호 as brokers type them, '101' or '101동' alike. */
    unit: (dong: string | null, unit: string | null) =>
      [dong && withSuffix(dong, '동'), unit && withSuffix(unit, '호')].filter(Boolean).join(' ') ||
      '동·호 정보 없음',
    dedicated: (sqm: number, pyeong: string) => `전용 ${sqm}㎡ (${pyeong}평)`,
    supply: (sqm: number) => `공급 ${sqm}㎡`,
  },

  extra: {
    fee: '관리비',
    feeOpen: '관리비 입력',
    feeEdit: '관리비 수정',
    feeRemove: '관리비 상세 삭제',
    feeNotEntered: '관리비 상세를 아직 입력하지 않았어요.',
    feeUnavailable: '이 건물 유형은 관리비 상세 입력을 지원하지 않아요. 월 관리비만 입력해주세요.',
    feeSummaryTotal: (won: string) => `월 합계 ${won}`,
    costPrice: '월 관리비 (만원)',
    costPricePlaceholder: '예: 7',
    isPublicCost: '관리비에 포함된 항목이 있어요',
    costList: '관리비 포함 항목',
    isPrivateCost: '관리비와 별도로 내는 사용료가 있어요',
    privateCostList: '별도 부과 항목',
    costDesc: '관리비 설명',
    costDesc2: '별도 부과 설명',
    descPlaceholder: '예: 인터넷·TV는 통신사 개별 계약',
    options: '옵션',
    optionGroups: {
      HEAT: '난방',
      AC: '냉방',
      LIFE: '생활시설',
      SECURITY: '보안시설',
      ETC: '기타시설',
    },
    defaultOptions: (group: string) => `${group} 기본 항목 모두 선택`,
  },

  fee: {
    title: '관리비 입력',
    type: '관리비 구분',
    /** Short, under the 관리비 구분 legend that already says what they are. */
    typeLabels: { COST_TYPE001: '정액', COST_TYPE002: '실비', COST_TYPE003: '확인 불가' },
    etcCode: '관리비 기준',
    etcText: '관리비 기준 직접 입력',
    publicCost: '공용 관리비',
    publicCostOptional: '공용 관리비 (알고 있다면)',
    utilities: '사용료',
    byUsage: '사용량에 따라 부과',
    isEtcCost: '기타 관리비 있음',
    etcCost: '기타 관리비',
    etcCostText: '기타 관리비 내용',
    baseCost: '실비 근거',
    baseCostText: '실비 근거 직접 입력',
    reasonType: '확인 불가 사유',
    reasonText: '확인 불가 사유 직접 입력',
    won: '원',
    choose: '선택해주세요',
    total: '합계',
    totalNote: {
      fixed: '공용 관리비, 사용료, 기타 관리비를 모두 더한 금액이에요.',
      actual: '실비 관리비는 공용 관리비만 합계에 들어가요.',
    },
    textCount: (n: number, max: number) => `${n}/${max}`,
    cancel: '취소',
    apply: '입력 완료',
  },
} as const;
