import { LOADING_MESSAGES, MESSAGES } from '@ansim/domain';

/**
 * Every Korean string the web app shows, in one place (DESIGN.md: "Korean strings exactly as the spec
 * writes them, kept in one messages file"). Strings the spec quotes are marked `spec` so nobody rewords them.
 * Components import `MSG` and never hard-code Korean text.
 */
export const MSG = {
  brand: {
    name: '안심방',
    tagline: '전세사기 걱정 없는 안전등급 매물',
    description: '전세사기 안전등급을 확인하고 안심하고 집을 구하세요.',
  },

  common: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    back: '뒤로 가기',
    home: '홈으로',
    retry: '다시 시도',
    later: '나중에',
    update: '업데이트',
    start: '시작하기',
    login: '로그인',
    signUp: '회원가입',
    heart: '관심매물',
    skipToContent: '본문 바로가기',
    honorific: (name: string) => `${name}님`,
  },

  nav: {
    label: '주 메뉴',
    search: '매물찾기',
    wishList: '관심매물',
    salesManagement: '매물관리',
    approval: '인증요청',
    admin: '운영자 콘솔',
    myPage: '마이페이지',
  },

  titles: {
    login: '로그인',
    signUp: '회원가입',
    signUpAgreement: '약관 동의',
    signUpFor: (userTypeLabel: string) => `${userTypeLabel} 회원가입`,
    signUpLawyerInfo: '변호사 정보 입력',
    signUpBrokerInfo: '중개사무소 정보 입력',
    signUpComplete: MESSAGES.signUpComplete,
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    myPage: '마이페이지',
    profile: '회원정보 수정',
    profileSuccess: '회원정보 수정 완료',
    alarm: '알림 설정',
    savedSearch: '저장한 검색',
    guide: '이용 가이드',
    notice: '공지사항',
    faq: '자주 묻는 질문',
    terms: '약관 및 정책',
    termsService: '서비스 이용약관',
    termsPrivacy: '개인정보 처리방침',
    termsGps: '위치기반서비스 이용약관',
    mySales: '매물 현황',
    myInquiry: '문의 내역',
    myInquiryDetail: '문의 상세',
    inquiry: '1대1 문의',
    wishList: '관심매물',
    wishListOf: (name: string) => `${name}님의 관심매물`,
    approval: '인증요청',
    settlement: '정산 내역',
    search: '매물 검색',
    searchList: (area: string) => `${area} 매물`,
    searchListNoArea: '매물 목록',
    salesManagement: '매물관리',
    adDetail: '광고내역 보기',
    saleDetail: (saleNo: string) => `매물번호 ${saleNo}`,
    regist: '매물 등록',
    salesModify: '매물 수정',
    storage: '임시저장 매물 등록',
    registComplete: '매물 등록 완료',
    registTemp: '임시저장 완료',
    modifyComplete: '매물 수정 완료',
    notFound: '페이지를 찾을 수 없습니다',
    error: '일시적인 오류가 발생했습니다',
  },

  /** Registration steps in product.md §B2 order. */

  /** Names of screens whose header title carries data, for the screen-is-being-prepared line. */
  screens: {
    saleDetail: '매물 상세',
    searchList: '검색 결과',
  },

  notFound: {
    body: '주소가 잘못 입력되었거나, 변경 또는 삭제되어 찾을 수 없는 페이지입니다.',
  },

  error: {
    body: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
    network: '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.',
    /** A page's code did not arrive (product.md §A8: ChunkLoadError after a 120 s time-out). */
    chunkTitle: '화면을 불러오지 못했습니다',
    chunkBody: '연결이 불안정하거나 새 버전이 나왔습니다. 새로고침하면 화면을 다시 불러옵니다.',
    reload: '새로고침',
  },

  offline: {
    notice: '오프라인 상태입니다. 연결되면 최신 정보를 불러옵니다.',
  },

  /** product.md §A8 and product.md §B8, exactly as written; @ansim/domain owns them so server and web agree. */
  spec: {
    unsavedChanges: MESSAGES.unsavedChanges,
    loginRequired: MESSAGES.loginRequired,
    loginFailed: MESSAGES.socialLoginFailed,
    gpsOff: MESSAGES.gpsOff,
    emptySearch: MESSAGES.emptySearch,
    regionLimit: MESSAGES.emptySearchRegion,
    emptyBoard: MESSAGES.emptyBoard,
    forcedUpdate: MESSAGES.forcedUpdate,
    optionalUpdate: MESSAGES.optionalUpdate,
  },

  /** The spinner's texts, by variant (default, grade fetch, download). */
  loading: LOADING_MESSAGES,

  gateway: {
    starting: '안심방을 준비하고 있습니다.',
  },

  home: {
    heroTitle: '안전한 집,\n등급으로 먼저 확인하세요',
    searchLabel: '매물 검색',
    searchPlaceholder: '지역명, 지하철역, 매물번호로 검색하세요',
    regionNote: '현재는 서울·경기·인천 지역 매물을 제공합니다.',
    gradeCardTitle: '안전등급이란?',
    gradeCardLead:
      '공시가격 대비 보증금과 선순위 채권의 비율로 전세보증금을 돌려받지 못할 위험을 다섯 단계로 나타냅니다.',
    gradeCardFoot:
      '중개인이 매긴 등급을 변호사와 운영자가 검증합니다. 등급은 참고 정보이며 계약 전 등기부등본을 꼭 확인하세요.',
    safetyCheck: '안심 진단: 계약 전에 어느 집이든 전세 안전을 확인하세요 →',

    shortcutsTitle: '어떤 집을 찾으세요?',
    buildingTypesLabel: '건물유형으로 찾기',
    dealTypesLabel: '거래유형으로 찾기',
    mapEntryTitle: '지도로 매물 찾기',
    mapEntryLead: '지역별 매물 수를 지도에서 한눈에 보세요',

    recentSearchesTitle: '최근 검색',
    recentSearchesEmpty: '최근 검색한 지역이 없어요.',
    recentSearchesHint: '지역명, 지하철역, 매물번호로 검색해 보세요.',
    recentListingNumber: (saleNo: string) => `매물번호 ${saleNo}`,

    safeNewNearTitle: '내 주변 안전한 새 매물',
    safeNewSeoulTitle: '서울의 안전한 새 매물',
    safeNewLead: '안전등급 1·2등급, 최근 등록순',
    safeNewEmpty: '지금은 새로 올라온 안전한 매물이 없어요.',
    safeNewError: '안전한 새 매물을 불러오지 못했어요.',
    seeAll: '매물 전체 보기',
    seeAllOf: (title: string) => `${title} 전체 보기`,

    recentViewsTitle: '최근 본 매물',
    recentViewsEmpty: '아직 본 매물이 없어요. 둘러본 매물이 여기에 모여요.',
    recentViewsError: '최근 본 매물을 불러오지 못했어요.',
    recentViewsClear: '전체 삭제',
    recentViewsCleared: '최근 본 매물을 모두 지웠어요.',

    rowLoading: '매물을 불러오는 중입니다.',
  },

  /** Grade 1 (very safe) to 5 (very unsafe); short reasons from docs/product.md §C1. */
  grades: {
    name: (level: number) => `${level}등급`,
    reasons: {
      1: '보증금이 공시가격의 126% 이하, 선순위 권리와 임대인 체납이 없어요.',
      2: '선순위 근저당과 보증금의 합이 공시가격의 140% 이하예요.',
      3: '공시가격 대비 140% 초과 150% 이하예요.',
      4: '공시가격 대비 150% 초과 155% 이하이거나 위반건축물·다가구 주택이에요.',
      5: '공시가격 대비 155% 초과이거나 토지와 건물 소유자가 달라요.',
    },
  },

  // The accounts' texts (sign-in, sign-up, recovery) are AUTH_MSG in messages-auth.ts.

  /** The signed-in side of /myPage: profile, alarms, sign-out and withdrawal. */
  account: {
    socialAccount: (provider: string) => `${provider} 계정`,
    logout: '로그아웃',
    logoutConfirm: '로그아웃 하시겠습니까?',
    withdraw: '회원 탈퇴',
    loginRequiredTitle: '로그인이 필요한 화면입니다',
    loginRequiredBody: '로그인하면 회원정보와 알림 설정을 바꿀 수 있습니다.',
    loadError: '회원 정보를 불러오지 못했습니다.',
  },

  /** /search, /search/list and the map (product.md §A2 "Search list screen", §4 filter panel and map search). */
  search: {
    inputLabel: '지역명, 지하철역, 매물번호 검색',
    placeholder: '지역명, 지하철역, 매물번호로 검색하세요',
    clearInput: '검색어 지우기',
    submit: '검색',
    suggestionsLabel: '추천 검색어',
    noSuggestion: '일치하는 지역이나 지하철역이 없습니다.',
    searchTyped: (text: string) => `'${text}' 그대로 검색`,
    kinds: { sigungu: '시·군·구', dong: '읍·면·동', station: '지하철역', saleNo: '매물번호' },
    recentTitle: '최근 검색',
    recentClear: '전체 삭제',
    recentRemove: (label: string) => `최근 검색 ${label} 삭제`,
    recentEmpty: '최근 검색한 지역이 없습니다.',
    hintTitle: '이렇게 검색해 보세요',
    hintExamples: '강남구 · 역삼동 · 강남역 · 매물번호',
    regionNote: '현재는 서울·경기·인천 지역 매물을 제공합니다.',

    title: (area: string, totalRow: string) => `${area} 매물 ${totalRow}개`,
    mapArea: '지도 영역',
    around: (name: string) => `${name} 일대`,
    count: (count: string) => `${count}개의 매물`,
    areaUnit: '면적 단위',
    sqm: '㎡',
    pyeong: '평',
    helpCertification: '안전방 인증이란?',
    helpGrade: '안전등급이란?',
    loadError: '매물을 불러오지 못했습니다.',
    loadingMore: '매물을 더 불러오는 중입니다.',
    loadMore: '매물 더 보기',
    allArea: '전체',
    listEnd: '마지막 매물입니다.',
    listLabel: '매물 목록',
    viewList: '목록',
    viewMap: '지도',
    viewLabel: '보기 방식',
    mapFollowing: '지도에 보이는 매물만 보고 있어요',
    mapFollowingClear: '지역 검색으로 돌아가기',
    selectedListings: (count: string) => `지도에서 고른 매물 ${count}개`,
    selectedClear: '선택 해제',
    sortLabel: '정렬',

    filter: {
      label: '검색 필터',
      tabs: {
        buildingTypes: '건물유형',
        price: '거래유형·가격',
        structure: '구조·면적·층',
        grade: '안전등급',
        all: '전체 필터',
      },
      all: '전체',
      more: (first: string, rest: number) => `${first} 외 ${rest}`,
      dealType: '거래유형',
      dealTypeHint: '거래유형은 하나 이상 선택해야 합니다.',
      room: '방 구조',
      area: '전용면적',
      floor: '층수',
      grade: '안전등급',
      gradeHint: '1·2등급만 고르면 보증금을 돌려받기 쉬운 안전한 매물만 볼 수 있어요.',
      gradeRange: (from: number, to: number) => (from === to ? `${from}등급` : `${from}~${to}등급`),
      priceMin: (label: string) => `${label} 최소`,
      priceMax: (label: string) => `${label} 최대`,
      reset: '초기화',
      cancel: '취소',
      apply: '적용',
      applyCount: (count: string) => `매물 ${count}개 보기`,
      close: '필터 닫기',
    },

    card: {
      redevelop: '재개발',
      lawyer: '변호사 인증',
      baro: '안전방인증',
      jeonseRisk: '깡통전세 주의',
      dedicatedArea: (area: string) => `전용 ${area}`,
      actualArea: (pyeong: string) => `실평수 ${pyeong}평`,
      like: (title: string) => `${title} 관심매물 등록`,
      unlike: (title: string) => `${title} 관심매물 해제`,
      imageAlt: (title: string) => `${title} 사진`,
    },

    certification: {
      title: '안전방 인증이란?',
      lead: '안전방 인증은 안전등급 1등급 매물 가운데 보증금 100% 보호 장치를 갖춘 매물에 붙는 표시입니다.',
      points: [
        '중개인이 등록한 등기부등본과 건축물대장으로 안전등급을 다시 확인합니다.',
        '변호사와 운영자가 권리관계를 검증한 뒤 인증을 부여합니다.',
        '인증 이후 권리관계가 바뀌면 인증이 해제될 수 있습니다.',
      ],
      foot: '인증은 참고 정보입니다. 계약 전 등기부등본을 꼭 직접 확인하세요.',
    },

    gradeGuide: {
      title: '안전등급이란?',
      lead: '공시가격 대비 보증금과 선순위 채권의 비율로 보증금을 돌려받지 못할 위험을 다섯 단계로 나타냅니다.',
      tabsLabel: '거래유형별 안전등급 기준',
      notesTitle: '함께 확인하세요',
    },

    map: {
      label: '매물 지도',
      loading: '지도를 불러오는 중입니다.',
      unavailable: '이 기기에서는 지도를 표시할 수 없습니다. 목록으로 매물을 확인해 주세요.',
      /** A region bubble: what it shows first ('장안구 12'), then the rest ('개 매물, 수원시 장안구'). */
      region: (shown: string, count: string, fullName: string) =>
        shown === fullName ? `${shown} ${count}개 매물` : `${shown} ${count}개 매물, ${fullName}`,
      cluster: (count: string) => `매물 ${count}개 묶음`,
      listSheet: (count: string) => `이 지역 매물 ${count}개 목록 보기`,
      zoomIn: '확대',
      zoomOut: '축소',
      attributionToggle: '지도 출처 보기',
      /**
       * The sources of the offline map: boundaries (통계청), 동 names (국토교통부) and stations (서울시), all
       * 공공누리 제1유형, which asks for the credit. One line on a phone, clear of the list button above it.
       */
      attribution: '© 통계청 SGIS · 국토교통부 · 서울시 (공공누리 제1유형)',
    },
  },

  native: {
    noWebFinish: '브라우저에서는 앱을 종료할 수 없습니다.',
    unsupportedInBrowser: '앱에서만 사용할 수 있는 기능입니다.',
    copied: '링크가 복사되었습니다.',
  },
} as const;

/** Splits a spec message that carries `<br>` into lines, so it renders without injecting HTML. */
export const messageLines = (message: string): string[] => message.split(/<br\s*\/?>/i);
