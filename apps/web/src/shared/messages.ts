import { MESSAGES } from '@ansim/domain';

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

  /** Registration steps in spec 02 §2 order. */
  saleSteps: {
    locationInfo: '위치정보',
    gradeInfo: '등급정보',
    roomInfo: '방정보',
    extraInfo: '추가정보',
    detailInfo: '상세정보',
    progress: (index: number, total: number) => `${index} / ${total} 단계`,
  },

  /** Names of screens whose header title carries data, for the screen-is-being-prepared line. */
  screens: {
    saleDetail: '매물 상세',
    searchList: '검색 결과',
  },

  preparing: {
    heading: (screen: string) => `${screen} 화면을 준비하고 있습니다`,
    body: '곧 이용하실 수 있도록 열심히 만들고 있어요. 조금만 기다려 주세요.',
  },

  notFound: {
    body: '주소가 잘못 입력되었거나, 변경 또는 삭제되어 찾을 수 없는 페이지입니다.',
  },

  error: {
    body: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
    network: '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.',
  },

  /** Spec 01 §8 and spec 02 §8, exactly as written; @ansim/domain owns them so server and web agree. */
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

  loading: {
    default: '불러오는 중입니다.',
    grade: '등급 산정을 위해 매물 정보를 불러오는 중입니다. 5~10초 정도 소요됩니다.',
    download: '다운로드 중입니다. 5~10초 정도 소요됩니다.',
  },

  gateway: {
    starting: '안심방을 준비하고 있습니다.',
  },

  intro: {
    heading: '안심하고 집을 구하는 방법',
    points: [
      { title: '안전등급 1~5등급', body: '모든 매물에 전세사기 위험도를 다섯 단계로 표시합니다.' },
      { title: '변호사·운영자 검증', body: '중개인이 매긴 등급을 변호사와 운영자가 한 번 더 확인합니다.' },
      { title: '서울·경기·인천', body: '현재는 수도권 매물을 중심으로 서비스하고 있습니다.' },
    ],
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
  },

  /** Grade 1 (very safe) to 5 (very unsafe); short reasons from shared/DOMAIN.md. */
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

  myPage: {
    guestTitle: '로그인하고 더 많은 기능을 이용하세요',
    guestBody: '관심매물 저장, 문의 내역 확인, 매물 등록은 로그인 후 이용할 수 있습니다.',
    greeting: (name: string) => `${name}님, 안녕하세요`,
    sectionService: '서비스 안내',
    sectionAccount: '내 정보',
  },

  wishList: {
    guestTitle: '관심매물을 모아 보세요',
    guestBody: '마음에 드는 매물에 하트를 누르면 이곳에서 한눈에 볼 수 있어요. 로그인 후 이용할 수 있습니다.',
  },

  native: {
    noWebFinish: '브라우저에서는 앱을 종료할 수 없습니다.',
    unsupportedInBrowser: '앱에서만 사용할 수 있는 기능입니다.',
    copied: '링크가 복사되었습니다.',
  },
} as const;

/** Splits a spec message that carries `<br>` into lines, so it renders without injecting HTML. */
export const messageLines = (message: string): string[] => message.split(/<br\s*\/?>/i);
