import { serverCodeName } from './code-names.ts';
import {
  AREA_CODES,
  BOARD_TYPE_LABELS,
  BOARD_TYPES,
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  CHARGE_TYPE,
  COST_TYPE,
  type CodeGroup,
  FLOOR_CODES,
  JOIN_TYPE_LABELS,
  JOIN_TYPES,
  LAWYER_CONFIRM_LABELS,
  LAWYER_CONFIRM_STATUSES,
  RATE_CODES,
  ROOM_CODES,
  ROOM_TYPE_CODES,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  USER_TYPE_LABELS,
  USER_TYPES,
} from './codes.ts';
import type { CommonCode } from './contract/common.ts';

/*
 * The whole code table the server seeds and serves at GET /common/codeList. Apart from codes.ts so that a
 * screen that needs one label does not ship every group: the table's top-level calls are kept by the bundler
 * in any chunk that imports its module.
 */

type Entry = readonly [
  code: string,
  codeName: string,
  description?: string | null,
  parentCode?: string | null,
];

const group = (groupCode: CodeGroup, entries: readonly Entry[]): CommonCode[] =>
  entries.map(([code, codeName, description = null, parentCode = null]) => ({
    groupCode,
    code,
    codeName,
    description,
    parentCode,
  }));

/** Numbered codes such as LIFE001 from a list of names, so the numbering cannot drift. */
const numbered = (prefix: string, names: readonly string[]): Entry[] =>
  names.map((name, i) => [`${prefix}${String(i + 1).padStart(3, '0')}`, name] as const);

export const COMMON_CODES: readonly CommonCode[] = [
  ...group(
    'SALE_TYPE',
    SALE_TYPES.map((t) => [t, SALE_TYPE_LABELS[t]]),
  ),
  // TYPE is the building's registered use (건축물대장 주용도); the grade rules care about 다가구주택.
  ...group('TYPE', [
    ['TYPE001', '아파트'],
    ['TYPE002', '연립주택'],
    ['TYPE003', '다세대주택'],
    ['TYPE004', '다가구주택', '여러 세대가 한 건물주 소유로 등기된 주택'],
    ['TYPE005', '단독주택'],
    ['TYPE006', '오피스텔'],
    ['TYPE007', '도시형 생활주택'],
  ]),
  // Price-slider bands (product.md §A9): the description is "from~to step" in 만원.
  ...group('SELL', [
    ['SELL001', '5,000만원까지 1,000만원 단위', '0~5000 1000'],
    ['SELL002', '1억 5,000만원까지 2,000만원 단위', '5000~15000 2000'],
    ['SELL003', '6억 5,000만원까지 1억 단위', '15000~65000 10000'],
    ['SELL004', '21억 5,000만원까지 3억 단위', '65000~215000 30000'],
  ]),
  ...group('RENT', [
    ['RENT001', '5,000만원까지 1,000만원 단위', '0~5000 1000'],
    ['RENT002', '1억 5,000만원까지 2,000만원 단위', '5000~15000 2000'],
    ['RENT003', '6억 5,000만원까지 1억 단위', '15000~65000 10000'],
    ['RENT004', '21억 5,000만원까지 3억 단위', '65000~215000 30000'],
  ]),
  ...group('MONTHLY_DEPOSIT', [
    ['MONTHLY_DEPOSIT001', '500만원까지 100만원 단위', '0~500 100'],
    ['MONTHLY_DEPOSIT002', '3,000만원까지 500만원 단위', '500~3000 500'],
    ['MONTHLY_DEPOSIT003', '8,000만원까지 1,000만원 단위', '3000~8000 1000'],
    ['MONTHLY_DEPOSIT004', '5억 8,000만원까지 1억 단위', '8000~58000 10000'],
  ]),
  ...group('MONTHLY', [
    ['MONTHLY001', '50만원까지 5만원 단위', '0~50 5'],
    ['MONTHLY002', '100만원까지 10만원 단위', '50~100 10'],
    ['MONTHLY003', '200만원까지 20만원 단위', '100~200 20'],
    ['MONTHLY004', '350만원까지 30만원 단위', '200~350 30'],
  ]),
  ...group(
    'ROOM',
    ROOM_CODES.map((r) => [r.code, r.label]),
  ),
  ...group(
    'AREA',
    AREA_CODES.map((a) => [a.code, a.label, `${a.minPyeong}~${a.maxPyeong ?? ''}`]),
  ),
  ...group(
    'FLOOR',
    FLOOR_CODES.map((f) => [f.code, f.label, `${f.minFloor ?? ''}~${f.maxFloor ?? ''}`]),
  ),
  ...group(
    'BUILD_TYPE',
    BUILDING_TYPES.map((t) => [t, BUILDING_TYPE_LABELS[t]]),
  ),
  ...group(
    'ROOM_TYPE',
    ROOM_TYPE_CODES.map((r) => [r.code, r.label, null, r.parentCode]),
  ),
  ...group('HEAT', numbered('HEAT', ['개별난방', '중앙난방', '지역난방'])),
  ...group(
    'AC',
    numbered('AC', ['벽걸이 에어컨', '스탠드 에어컨', '천장형 에어컨', '시스템 에어컨', '없음']),
  ),
  ...group(
    'LIFE',
    numbered('LIFE', [
      '냉장고',
      '세탁기',
      '건조기',
      '가스레인지',
      '싱크대',
      '인덕션',
      '전자레인지',
      '식기세척기',
      '침대',
      '책상',
      '옷장',
      '붙박이장',
      'TV',
      '비데',
      '샤워부스',
      '신발장',
      '없음',
    ]),
  ),
  ...group(
    'SECURITY',
    numbered('SECURITY', [
      'CCTV',
      '공동현관 보안',
      '비디오폰',
      '인터폰',
      '카드키',
      '디지털 도어락',
      '방범창',
      '경비원',
      '없음',
    ]),
  ),
  ...group(
    'ETC',
    numbered('ETC', ['엘리베이터', '주차 가능', '베란다', '무인 택배함', '반려동물 가능', '테라스', '없음']),
  ),
  ...group(
    'RATE',
    RATE_CODES.map((r) => [r.code, r.label, r.grade]),
  ),
  ...group('CATEGORY', numbered('CATEGORY', ['공지', '이벤트', '업데이트', '점검'])),
  ...group(
    'DERECTION',
    numbered('DERECTION', ['남향', '남동향', '남서향', '동향', '서향', '북향', '북동향', '북서향']),
  ),
  ...group('TOILET', numbered('TOILET', ['1개', '2개', '3개', '4개 이상'])),
  ...group(
    'BOARD_TYPE',
    BOARD_TYPES.map((t) => [t, BOARD_TYPE_LABELS[t]]),
  ),
  ...group(
    'JOIN_TYPE',
    JOIN_TYPES.map((t) => [t, JOIN_TYPE_LABELS[t]]),
  ),
  ...group(
    'SALE_STATUS',
    SALE_STATUSES.map((s) => [s, SALE_STATUS_LABELS[s]]),
  ),
  // The progress of a certification request; LAWYER_CONFIRM is the verdict shown on the listing.
  ...group('LAWYER_STATUS', [
    ['WAIT', '검토 대기'],
    ['ING', '검토 중'],
    ['DONE', '검토 완료'],
    ['CANCEL', '요청 취소'],
  ]),
  ...group('LAWYER_EXAM', numbered('LAWYER_EXAM', ['변호사시험', '사법시험', '군법무관 임용시험'])),
  // How a member heard of the service, asked at sign-up.
  ...group('VISIT', numbered('VISIT', ['지인 추천', '인터넷 검색', 'SNS', '블로그·카페', '광고', '기타'])),
  ...group(
    'LAWYER_CONFIRM',
    LAWYER_CONFIRM_STATUSES.map((s) => [s, LAWYER_CONFIRM_LABELS[s]]),
  ),
  // Proxy document (등기부등본·건축물대장) application.
  ...group('APPLY_STATUS', numbered('APPLY_STATUS', ['신청 완료', '발급 중', '발급 완료', '반려'])),
  ...group(
    'USER_TYPE',
    USER_TYPES.map((t) => [t, USER_TYPE_LABELS[t]]),
  ),
  ...group('USER_STATUS', [
    ['ACTIVE', '정상'],
    ['WAIT', '승인 대기'],
    ['STOP', '이용 정지'],
    ['WITHDRAW', '탈퇴'],
  ]),
  ...group('CALCULATE', numbered('CALCULATE', ['정산 예정', '정산 완료', '정산 보류'])),
  ...group(
    'FAQ',
    numbered('FAQ', ['회원가입·로그인', '매물 검색', '매물 등록·관리', '안전등급', '안전방 인증', '기타']),
  ),
  ...group('TERMS', [
    ['TERMS001', '서비스 이용약관 동의', '필수'],
    ['TERMS002', '개인정보 수집·이용 동의', '필수'],
    ['TERMS003', '위치기반서비스 이용약관 동의', '필수'],
    ['TERMS004', '만 14세 이상입니다', '필수'],
    ['TERMS005', '마케팅 정보 수신 동의', '선택'],
  ]),
  ...group(
    'INQUIRY',
    numbered('INQUIRY', [
      '매물이 아직 있나요?',
      '방을 직접 볼 수 있나요?',
      '관리비가 궁금해요',
      '입주 가능일이 궁금해요',
      '대출이 가능한가요?',
      '기타',
    ]),
  ),
  ...group(
    'INQUIRY_TYPE',
    numbered('INQUIRY_TYPE', [
      '매물 문의',
      '1대1 문의',
      '계정·로그인',
      '매물 등록·광고',
      '신고·안전등급',
      '기타',
    ]),
  ),
  ...group('ADMIN_TYPE', numbered('ADMIN_TYPE', ['최고 관리자', '운영 관리자', '상담원'])),
  ...group('COST_TYPE', [
    [COST_TYPE.FIXED, '정액 관리비'],
    [COST_TYPE.ACTUAL, '실비 관리비'],
    [COST_TYPE.UNCONFIRMED, '확인 불가'],
  ]),
  ...group('CHARGE_TYPE', [
    [CHARGE_TYPE.FLAT, '정액'],
    [CHARGE_TYPE.ACTUAL, '실비'],
  ]),
  ...group(
    'ETC_CODE',
    numbered('ETC_CODE', ['최근 1년 평균', '직전 월 부과액', '임대인 제시 금액', '직접 입력']),
  ),
  ...group(
    'BASE_COST',
    numbered('BASE_COST', [
      '관리비 고지서',
      '관리사무소 확인',
      '임대인 확인',
      '공동주택관리정보시스템(K-apt)',
      '이전 세입자 확인',
      '계량기 검침',
      '직접 입력',
    ]),
  ),
  ...group(
    'REASON_COST_TYPE',
    numbered('REASON_COST_TYPE', [
      '신축 건물로 부과 내역 없음',
      '임대인이 내역을 제공하지 않음',
      '관리 주체 없음',
      '장기 공실로 부과 내역 없음',
      '직접 입력',
    ]),
  ),
  // What a flat management fee includes (costItemList of product.md §B3).
  ...group(
    'COST_ITEM',
    numbered('COST_ITEM', [
      '청소비',
      '승강기 유지비',
      '경비비',
      '소독비',
      '수선유지비',
      '공용 전기료',
      '정화조 관리비',
    ]),
  ),
  // Utilities billed to the tenant apart from the fee (privateCostList); same order as UTILITIES in fees.ts.
  ...group('PRIVATE_COST', numbered('PRIVATE_COST', ['전기', '난방', '수도', '인터넷', '가스', 'TV'])),
];

export const codesOf = (groupCode: string): CommonCode[] =>
  COMMON_CODES.filter((c) => c.groupCode === groupCode);

/** The display name of a code, or the code itself when no list knows it (never an empty tag). */
export const codeName = (groupCode: string, code: string): string =>
  serverCodeName(groupCode, code) ??
  COMMON_CODES.find((c) => c.groupCode === groupCode && c.code === code)?.codeName ??
  code;
